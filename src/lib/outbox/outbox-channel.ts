/**
 * Tabs of the same user tell each other when the outbox changed (a new change, a discard) or when a push settled
 * changes, so every tab's badge and screens follow, and a change made in one tab settles its promise there.
 */
import type { SettledChange } from './outbox-settlements';

export type OutboxMessage = { type: 'changed' } | { type: 'settled'; changes: SettledChange[] };

export interface OutboxChannel {
  post(message: OutboxMessage): void;
  close(): void;
}

export function outboxChannelName(userId: number): string {
  return `canasta-outbox-u${userId}`;
}

function isMessage(data: unknown): data is OutboxMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return data.type === 'changed' || (data.type === 'settled' && 'changes' in data && Array.isArray(data.changes));
}

/** A channel per user (another user's tabs never hear of these changes); a no-op where BroadcastChannel is missing. */
export function openOutboxChannel(userId: number, onMessage: (message: OutboxMessage) => void): OutboxChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(outboxChannelName(userId));
  let open = true;
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (open && isMessage(event.data)) onMessage(event.data);
  });
  return {
    post(message) {
      if (!open) return;
      try {
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- BroadcastChannel has no target origin
        channel.postMessage(message);
      } catch (error) {
        // A result that cannot be cloned: the other tabs still catch up on their next refresh.
        console.warn('[outbox] could not tell other tabs', error);
      }
    },
    close() {
      open = false;
      channel.close();
    },
  };
}
