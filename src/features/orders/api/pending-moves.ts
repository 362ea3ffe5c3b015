/**
 * Moves still in the outbox, laid over fetched lists so a refetch (reconnect, realtime) never puts a card back in
 * its old column while its move waits to be sent. `rememberPendingMove` keeps the moved summary for this page's
 * life, so a column that never had the card (it was fetched before the move) can still show it.
 */
import { useMemo } from 'react';
import type { OfflineArgs } from '../../../../contract/calls';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { useOutboxStatus } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';

const movedSummaries = new Map<number, OrderSummary>();

export function rememberPendingMove(summary: OrderSummary): void {
  movedSummaries.set(summary.id, summary);
}

export function forgetPendingMove(orderId: number): void {
  movedSummaries.delete(orderId);
}

export interface PendingOverlay {
  /** Target status of the last waiting move per order. */
  moves: ReadonlyMap<number, OrderStatus>;
  /** Orders with any change waiting to be sent (greyed on screen). */
  waitingIds: ReadonlySet<number>;
}

const EMPTY: PendingOverlay = { moves: new Map(), waitingIds: new Set() };

export function overlayOf(entries: readonly OutboxEntry[]): PendingOverlay {
  if (entries.length === 0) return EMPTY;
  const moves = new Map<number, OrderStatus>();
  const waitingIds = new Set<number>();
  for (const entry of entries) {
    if (entry.state !== 'waiting') continue;
    waitingIds.add(entry.orderId);
    if (entry.name === 'order.move') moves.set(entry.orderId, (entry.args as OfflineArgs<'order.move'>).to);
  }
  return moves.size === 0 && waitingIds.size === 0 ? EMPTY : { moves, waitingIds };
}

export function usePendingOverlay(): PendingOverlay {
  const { entries } = useOutboxStatus();
  return useMemo(() => overlayOf(entries), [entries]);
}

/** The rows as they will be once the waiting moves land, for a list filtered by `statuses` (none = every status). */
export function applyPendingMoves(rows: OrderSummary[], overlay: PendingOverlay, statuses: readonly OrderStatus[] | undefined): OrderSummary[] {
  if (overlay.moves.size === 0) return rows;
  const takes = (status: OrderStatus) => !statuses || statuses.length === 0 || statuses.includes(status);
  const present = new Set<number>();
  const result: OrderSummary[] = [];
  for (const row of rows) {
    present.add(row.id);
    const to = overlay.moves.get(row.id);
    if (to === undefined || to === row.status) result.push(row);
    else if (takes(to)) result.push({ ...row, status: to });
  }
  for (const [orderId, to] of overlay.moves) {
    const moved = movedSummaries.get(orderId);
    if (!present.has(orderId) && moved && takes(to)) result.push({ ...moved, status: to });
  }
  return result;
}
