/**
 * Conflicted and rejected picking changes: what the server said is true now (`detalle.current`, the order's
 * summary; `detalle.currentLine`, the line), and the change rebased on it for "Aplicar de nuevo".
 */
import type { OfflineArgs } from '../../../../contract/calls';
import type { PickingOrder } from '../../../../contract/schemas/picking';
import { serverStateOf } from '../../../lib/outbox/server-state';
import type { OutboxEntry } from '../../../lib/outbox/types';

/** A conflict or refusal about one line of the order (shown on that line). */
export function lineIdOf(entry: OutboxEntry): number | null {
  if (entry.name !== 'picking.setLine') return null;
  return (entry.args as OfflineArgs<'picking.setLine'>).lineId;
}

/** Conflicted/rejected entries of one order: per line, and the rest (take, finish) for the banner. */
export interface OrderProblems {
  byLine: ReadonlyMap<number, OutboxEntry>;
  order: readonly OutboxEntry[];
}

export function problemsOf(entries: readonly OutboxEntry[], orderId: number): OrderProblems {
  const byLine = new Map<number, OutboxEntry>();
  const order: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.orderId !== orderId || entry.state === 'waiting') continue;
    const lineId = lineIdOf(entry);
    // The newest problem of a line is the one to resolve first; older ones stay in the outbox page.
    if (lineId !== null) byLine.set(lineId, entry);
    else order.push(entry);
  }
  return { byLine, order };
}

/** Line ids with a change still waiting to be sent. */
export function waitingLineIds(entries: readonly OutboxEntry[], orderId: number): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const entry of entries) {
    if (entry.orderId !== orderId || entry.state !== 'waiting') continue;
    const lineId = lineIdOf(entry);
    if (lineId !== null) ids.add(lineId);
  }
  return ids;
}

/**
 * The line change made again on the server's current line: its lineVersion from `detalle.currentLine` (else the
 * line as this device shows it now), the order's version from `detalle.current` (else the local view's), a fresh
 * mutation id (the old one is spent).
 */
export function rebaseLineChange(entry: OutboxEntry<'picking.setLine'>, view: Pick<PickingOrder, 'version' | 'lines'>): OfflineArgs<'picking.setLine'> {
  const server = serverStateOf(entry);
  const local = view.lines.find((line) => line.id === entry.args.lineId);
  const lineVersion = server.line?.lineVersion ?? local?.lineVersion ?? entry.args.lineVersion;
  const baseVersion = Math.max(server.order?.version ?? 0, view.version);
  return { ...entry.args, lineVersion, baseVersion, mutationId: crypto.randomUUID() };
}

/** Take or finish made again on the order's current version. */
export function rebaseOrderChange<N extends 'picking.take' | 'picking.finish'>(entry: OutboxEntry<N>, view: Pick<PickingOrder, 'version'>): OfflineArgs<N> {
  const server = serverStateOf(entry);
  const baseVersion = Math.max(server.order?.version ?? 0, view.version);
  return { ...entry.args, baseVersion, mutationId: crypto.randomUUID() };
}
