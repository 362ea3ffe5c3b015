/**
 * The local view of an order (Replicache style): the last `/Picking/Get` answer with this device's waiting
 * outbox changes replayed on top. Pure, so the same replay runs in tests and on every render.
 * Conflicted and rejected changes are not replayed: the screen shows them next to the server's state instead.
 */
import type { OfflineArgs } from '../../../../contract/calls';
import { pickedLineAmounts } from '../../../../contract/picking-math';
import type { PickingGetData, PickingLine, PickingListRow, PickingOrder, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';

/** Who replays: a take assigns the order to this user. */
export interface LocalUser {
  userId: number;
  /** Shown as the picker's name of an order taken on this device but not yet confirmed. */
  name?: string | null;
}

/** The money fields of a line repriced for its pick state (pickedLineAmounts mapped onto the wire names). */
export function repriceLine(line: PickingLine): PickingLine {
  const amounts = pickedLineAmounts({
    pickState: line.pickState,
    orderedQuantity: line.orderedQuantity,
    pickedQuantity: line.pickedQuantity,
    unitPrice: line.unitPrice,
    taxRate: line.taxRate,
    discountRate: line.discountRate,
    substitute: line.substitute,
    substituteApproval: line.substituteApproval,
  });
  return {
    ...line,
    subtotalWithoutDiscount: amounts.subtotalWithoutDiscountCents,
    discount: amounts.discountCents,
    subtotal: amounts.subtotalCents,
    taxWithoutDiscount: amounts.taxWithoutDiscountCents,
    tax: amounts.taxCents,
    totalWithoutDiscount: amounts.totalWithoutDiscountCents,
    total: amounts.totalCents,
  };
}

function substituteFor(line: PickingLine, productId: number | undefined, candidates: readonly PickingProduct[]): PickingProduct | null {
  if (productId === undefined) return null;
  if (line.substitute?.id === productId) return line.substitute;
  return candidates.find((product) => product.id === productId) ?? null;
}

/** One setLine change applied to one line: state, quantity, substitute, approval, repriced, lineVersion + 1. */
export function applySetLine(
  line: PickingLine,
  args: OfflineArgs<'picking.setLine'>,
  candidates: readonly PickingProduct[],
  user: LocalUser,
  at: string,
): PickingLine {
  const substituted = args.pickState === 'substituted';
  const counted = args.pickState === 'picked' || substituted;
  const picked = counted ? (args.pickedQuantity ?? 0) : args.pickState === 'out_of_stock' ? 0 : null;
  const approval = substituted ? (args.substituteApproval ?? 'pendiente') : null;
  // Like the server: `quantity` is what is charged now (ordered while pending, nothing when missing or refused).
  const charged = args.pickState === 'pending' ? line.orderedQuantity : args.pickState === 'out_of_stock' || approval === 'rechazada' ? 0 : (picked ?? 0);
  return repriceLine({
    ...line,
    pickState: args.pickState,
    pickedQuantity: picked,
    quantity: charged,
    substitute: substituted ? substituteFor(line, args.substituteProductId, candidates) : null,
    substituteApproval: approval,
    lineVersion: line.lineVersion + 1,
    pickedBy: args.pickState === 'pending' ? null : user.userId,
    pickedAt: args.pickState === 'pending' ? null : at,
  });
}

function takenBy(order: PickingOrder, user: LocalUser): boolean {
  return order.status === 'en_picking' && order.pickerId === user.userId;
}

/**
 * Replays `entries` (oldest first; only this order's waiting ones count) on the snapshot's order.
 * A setLine made on an older lineVersion than the line now has is skipped: either the server's answer is
 * already in the snapshot (the settlement listener writes it before the entry leaves the outbox), or someone
 * else changed the line and the change will come back as a conflict. Lines nothing touched keep their
 * identity, so memoized line cards do not re-render.
 */
export function applyPending(snapshot: PickingGetData, entries: readonly OutboxEntry[], user: LocalUser): PickingOrder {
  return replayOnto(snapshot.order, snapshot.candidates, entries, user);
}

/** The replay itself, from any view of the order: a view already replayed up to some entry goes on from there. */
function replayOnto(order: PickingOrder, candidates: readonly PickingProduct[], entries: readonly OutboxEntry[], user: LocalUser): PickingOrder {
  let view = order;
  let lines: PickingLine[] | null = null;
  for (const entry of entries) {
    if (entry.orderId !== order.id || entry.state !== 'waiting') continue;
    switch (entry.name) {
      case 'picking.take': {
        if (takenBy(view, user) || view.status !== 'confirmada') break;
        view = {
          ...view,
          status: 'en_picking',
          pickerId: user.userId,
          pickerName: user.name ?? view.pickerName,
          pickingStartedAt: view.pickingStartedAt ?? entry.createdAt,
          version: view.version + 1,
        };
        break;
      }
      case 'picking.setLine': {
        const args = entry.args as OfflineArgs<'picking.setLine'>;
        const current = lines ?? view.lines;
        const index = current.findIndex((line) => line.id === args.lineId);
        const line = current[index];
        if (!line || args.lineVersion < line.lineVersion) break;
        lines ??= [...view.lines];
        lines[index] = applySetLine(line, args, candidates, user, entry.createdAt);
        view = { ...view, version: view.version + 1 };
        break;
      }
      case 'picking.finish': {
        if (view.status !== 'en_picking') break;
        const { bagCount } = entry.args as OfflineArgs<'picking.finish'>;
        view = { ...view, status: 'pickeada', pickingFinishedAt: view.pickingFinishedAt ?? entry.createdAt, bagCount: bagCount ?? view.bagCount, version: view.version + 1 };
        break;
      }
      default:
        break;
    }
  }
  return lines ? { ...view, lines } : view;
}

/** The picking list's row with this device's waiting take/finish replayed (the list shows it taken at once). */
export function applyPendingToRow(row: PickingListRow, entries: readonly OutboxEntry[], user: LocalUser): PickingListRow {
  let view = row;
  for (const entry of entries) {
    if (entry.orderId !== row.id || entry.state !== 'waiting') continue;
    if (entry.name === 'picking.take' && view.status === 'confirmada') {
      view = { ...view, status: 'en_picking', pickerId: user.userId, pickerName: user.name ?? view.pickerName, pickingStartedAt: view.pickingStartedAt ?? entry.createdAt, version: view.version + 1 };
    } else if (entry.name === 'picking.finish' && view.status === 'en_picking') {
      view = { ...view, status: 'pickeada', version: view.version + 1 };
    }
  }
  return view;
}

/**
 * `applyPending`, remembering its last answer: when the snapshot and the user are the same and the entries are the
 * last ones plus newer ones (the usual tap: one more change), only the newer ones are replayed. A picker offline
 * for a whole order has hundreds of changes waiting, and the screen replays them at every tap. Anything else (a
 * new snapshot, an entry that changed state or left) replays from the snapshot.
 */
export type PendingReplay = (snapshot: PickingGetData, entries: readonly OutboxEntry[], user: LocalUser) => PickingOrder;

export function createPendingReplay(): PendingReplay {
  let last: { snapshot: PickingGetData; entries: readonly OutboxEntry[]; user: LocalUser; view: PickingOrder } | null = null;
  return (snapshot, entries, user) => {
    let view: PickingOrder;
    if (last && last.snapshot === snapshot && last.user === user && startsWith(entries, last.entries)) {
      view = entries.length === last.entries.length ? last.view : replayOnto(last.view, snapshot.candidates, entries.slice(last.entries.length), user);
    } else {
      view = applyPending(snapshot, entries, user);
    }
    last = { snapshot, entries, user, view };
    return view;
  };
}

/** Whether `entries` starts with exactly the objects of `prefix`, in order. */
function startsWith(entries: readonly OutboxEntry[], prefix: readonly OutboxEntry[]): boolean {
  if (entries.length < prefix.length) return false;
  for (let index = 0; index < prefix.length; index += 1) if (entries[index] !== prefix[index]) return false;
  return true;
}
