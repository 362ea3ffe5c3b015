import { Notifications } from '@mantine/notifications';
import classes from './toasts-container.module.css';

/** Spec §8/§9: toasts last 3 seconds. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * Mantine's toasts container, in a chunk of its own (see Toasts in app.tsx). Toasts show below the header: one over
 * it would hide the user menu, the language and the theme, and pointing at them would keep it open (Mantine pauses
 * the auto close while a toast is hovered).
 */
export function ToastsContainer() {
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" limit={4} classNames={classes} />;
}
