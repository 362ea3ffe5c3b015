/**
 * The newest local view, read outside render: a tap or a scan that comes before React re-rendered the previous
 * change must still build on it (the +1 after a +1 is 2, not 1 again, and carries the next lineVersion).
 * It replays the cached snapshot (which the settlement listener updates synchronously) with the outbox entries
 * of the last render plus the ones enqueued since.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { PickingGetData, PickingOrder } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { pickingKeys } from '../api/picking-queries';
import type { LocalUser, PendingReplay } from './apply-pending';

/** Entries not seen in the outbox status after this long are dropped (applied and gone, or never shown). */
const RECENT_MS = 10_000;

export interface FreshView {
  /** The order as it is right now, or undefined when no snapshot is cached. */
  read: () => { view: PickingOrder; snapshot: PickingGetData } | undefined;
  /** Records an entry just enqueued, until the outbox status shows it. */
  remember: (entry: OutboxEntry) => void;
}

/** `replay` is the render's own (useLocalOrder): a read right after a render finds its answer ready. */
export function useFreshView(orderId: number, entries: readonly OutboxEntry[], user: LocalUser | null, replay: PendingReplay): FreshView {
  const queryClient = useQueryClient();
  const rendered = useRef({ entries, user });
  rendered.current = { entries, user };
  const recent = useRef<{ entry: OutboxEntry; at: number }[]>([]);

  const read = useCallback(() => {
    const snapshot = queryClient.getQueryData<PickingGetData>(pickingKeys.order(orderId));
    const { entries: shown, user: me } = rendered.current;
    if (!snapshot) return undefined;
    const seen = new Set(shown.map((entry) => entry.seq));
    const now = Date.now();
    recent.current = recent.current.filter((item) => !seen.has(item.entry.seq) && now - item.at < RECENT_MS);
    const all = recent.current.length === 0 ? shown : [...shown, ...recent.current.map((item) => item.entry)];
    return { view: me ? replay(snapshot, all, me) : snapshot.order, snapshot };
  }, [queryClient, orderId, replay]);

  const remember = useCallback((entry: OutboxEntry) => {
    recent.current = [...recent.current, { entry, at: Date.now() }];
  }, []);

  return { read, remember };
}
