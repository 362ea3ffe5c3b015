import { Notifications } from '@mantine/notifications';

/** Spec §8/§9: toasts last 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Mantine's toasts container, in a chunk of its own (see Toasts in app.tsx). */
export function ToastsContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} />;
}
