/**
 * The outbox follows the signed-in user: open for them (at start and on sign-in), closed on sign-out or when
 * another user signs in (in this tab or another). Each user has their own database, so another user on the
 * device never sees or sends these changes; they go out when their owner signs in again.
 */
import { getDefaultStore } from 'jotai';
import { setPendingChangesProvider } from '../sw-registration';
import { userDataAtom } from '../user-data';
import { closeOutbox, countWaiting, openOutbox, requestSync } from './outbox';
import { OutboxClosedError } from './types';

function open(userId: number): void {
  openOutbox(userId).catch((error: unknown) => {
    // Closed again before it finished opening (a quick sign-out): nothing to report.
    if (!(error instanceof OutboxClosedError)) console.error('[outbox] could not open the outbox', error);
  });
}

/**
 * Call once at start (main.tsx). Also lets the service-worker update prompt count waiting changes, so an update
 * says they are kept rather than reloading over them unannounced. Returns a stop function (tests).
 */
export function startOutboxSession(): () => void {
  setPendingChangesProvider(countWaiting);
  const store = getDefaultStore();
  let userId: number | null = null;
  let token: string | null = null;

  const follow = (): void => {
    const user = store.get(userDataAtom);
    const nextUserId = user?.userID ?? null;
    const nextToken = user?.token ?? null;
    if (nextUserId !== userId) {
      userId = nextUserId;
      if (nextUserId === null) closeOutbox();
      else open(nextUserId);
    } else if (nextToken !== null && nextToken !== token) {
      // The same user signed in again (a session had expired): what waited for the session can go now.
      requestSync();
    }
    token = nextToken;
  };

  const unsubscribe = store.sub(userDataAtom, follow);
  follow();
  return () => {
    unsubscribe();
    setPendingChangesProvider(null);
    closeOutbox();
  };
}
