/**
 * `/Order/Move`: one status move, applied once per mutationId, against the version it was made on.
 * A move still applies when only commuting changes (notes, line edits) happened since its base version,
 * because the status it starts from is unchanged; otherwise it is refused with the current state.
 * The moves picking owns run picking's rules (ADR 008), so the kanban and the outbox (which both land here) cannot
 * skip them: confirmada → en_picking needs a picker (a picker's move is taking it, /Picking/Take; a supervisor
 * assigns one with /Order/AssignPicker), and en_picking → pickeada is finishing it (/Picking/Finish: the picker it is
 * assigned to, every line handled; a supervisor forces it only with `force`, confirmed, the unpicked lines recorded).
 * Cancelling needs a reason, and an order that finished picking gives its stock back.
 */
import { CANCEL_REASON_OTHER, checkMove, type CancelReason, type OrderStatus } from '../../../contract/order-status';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { CallError } from '../../errors/call-error';
import { recordOrderChange } from '../../orders/order-change';
import { lockOrder, userName, type LockedOrder } from '../../orders/order-lock';
import { shiftOrderStock } from '../../orders/order-stock';
import { giveBackSamples } from '../../selling/sampling';
import { releaseReservation } from '../../selling/stock-reservation';
import { currentSummary } from '../../orders/order-summary';
import { STATUS_LABEL_ES } from '../../orders/status-labels';
import { finishPicking } from '../picking/finish-picking';
import { takeOrder } from '../picking/take-order';
import { unpickedLines } from './move-options';

export interface MoveInput {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  baseVersion: number;
  mutationId: string;
  reason?: CancelReason | undefined;
  reasonText?: string | undefined;
  force?: boolean | undefined;
}

/** How many unpicked lines a refusal names (the rest are counted; `detalle.unpickedLines` has them all). */
const NAMED_LINES = 5;

function validation(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo, codigo, mensaje }]);
}

/** A cancel's reason as the timeline stores it (`detail.reason`, `detail.reasonText`); refuses a cancel without one. */
function cancelReason(input: MoveInput): { reason: CancelReason; reasonText?: string } {
  if (input.reason === undefined) throw validation('reason', 'required', 'Indica el motivo de la cancelación.');
  if (input.reason === CANCEL_REASON_OTHER && input.reasonText === undefined) {
    throw validation('reasonText', 'required', 'Describe el motivo de la cancelación.');
  }
  return input.reasonText === undefined ? { reason: input.reason } : { reason: input.reason, reasonText: input.reasonText };
}

export async function applyMove(tx: AppDb, user: AuthUser, input: MoveInput, now: Date): Promise<OrderSummary> {
  const order = await lockOrder(tx, user, input.orderId);
  if (order.status !== input.from) {
    const current = await currentSummary(tx, order.id);
    throw new CallError(
      'STALE_VERSION',
      `La orden ${order.number} ya no está en «${STATUS_LABEL_ES[input.from]}»: ahora está en «${STATUS_LABEL_ES[order.status]}» (versión ${order.version}). El cambio no se aplicó.`,
      { current },
    );
  }
  if (order.status === 'cancelada') {
    throw new CallError('INVALID_MOVE', `La orden ${order.number} está cancelada: ya no se puede mover.`, { reason: 'cancelled', current: await currentSummary(tx, order.id) });
  }
  const check = checkMove(user.role, order.fulfilment, order.status, input.to);
  if (!check.ok) {
    const current = await currentSummary(tx, order.id);
    const mensaje =
      check.reason === 'not_a_move'
        ? `Una orden ${order.fulfilment === 'pickup' ? 'de retiro' : 'de despacho'} no puede pasar de «${STATUS_LABEL_ES[order.status]}» a «${STATUS_LABEL_ES[input.to]}».`
        : `Tu rol no puede mover órdenes de «${STATUS_LABEL_ES[order.status]}» a «${STATUS_LABEL_ES[input.to]}».`;
    throw new CallError('INVALID_MOVE', mensaje, { reason: check.reason, current });
  }
  if (input.to === 'en_picking') {
    if (user.role === 'PK') {
      await takeOrder(tx, user, input, now);
      return currentSummary(tx, order.id);
    }
    throw new CallError(
      'INVALID_MOVE',
      `La orden ${order.number} necesita un picker para pasar a «En picking»: que un picker la tome en Picking, o asígnale uno con «Asignar picker».`,
      { reason: 'needs_picker', current: await currentSummary(tx, order.id) },
    );
  }
  if (order.status === 'en_picking' && input.to === 'pickeada') {
    if (user.role === 'PK') {
      if (order.pickerId !== user.id) throw await notYourPicking(tx, order);
      return (await finishPicking(tx, user, input, now)).order;
    }
    const unpicked = await unpickedLines(tx, order.id);
    if (unpicked.length > 0 && input.force !== true) {
      const shown = unpicked.slice(0, NAMED_LINES).map((line) => `«${line.name}»`).join(', ');
      const names = unpicked.length > NAMED_LINES ? `${shown} y ${unpicked.length - NAMED_LINES} más` : shown;
      throw new CallError(
        'INVALID_MOVE',
        `La orden ${order.number} tiene ${unpicked.length === 1 ? '1 línea sin pickear' : `${unpicked.length} líneas sin pickear`}: ${names}. Confirma para terminar el picking y registrarlas como no pickeadas.`,
        { reason: 'unpicked_lines', unpickedLines: unpicked, current: await currentSummary(tx, order.id) },
      );
    }
    return (await finishPicking(tx, user, input, now, { force: unpicked.length > 0 })).order;
  }
  const cancel = input.to === 'cancelada' ? cancelReason(input) : null;
  // A cancelled order gives its samples back (docs/sampling.md); campaigns are locked before stock, as placing does.
  const samplesReturned = cancel ? await giveBackSamples(tx, order.id) : 0;
  // Only an order that finished picking took stock (finish-picking.ts); the cancel puts it back.
  const stockReturned = cancel && order.status === 'pickeada' ? await shiftOrderStock(tx, order.id, order.warehouseId, 1) : 0;
  // A placed order cancelled before it finished picking gives back what it reserved (docs/checkout.md).
  if (cancel) await releaseReservation(tx, order.id);
  await recordOrderChange(tx, {
    order,
    userId: user.id,
    set: { status: input.to },
    event: { kind: 'status', fromStatus: order.status, toStatus: input.to, detail: cancel ? { ...cancel, stockReturned, ...(samplesReturned > 0 ? { samplesReturned } : {}) } : {} },
    made: input,
    at: now,
  });
  return currentSummary(tx, order.id);
}

/** A picker finishing, from the kanban or the outbox, an order someone else picks (or nobody took yet). */
async function notYourPicking(tx: AppDb, order: LockedOrder): Promise<CallError> {
  const name = await userName(tx, order.pickerId);
  const mensaje = name
    ? `La orden ${order.number} la está pickeando ${name}; solo esa persona puede terminarla, desde Picking.`
    : `La orden ${order.number} no está asignada a ti: tómala en Picking y termínala desde allí.`;
  return new CallError('INVALID_MOVE', mensaje, { reason: 'not_assigned', current: await currentSummary(tx, order.id) });
}
