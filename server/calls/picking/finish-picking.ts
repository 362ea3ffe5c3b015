/**
 * `/Picking/Finish`: every line handled, the order's totals recomputed from what was picked (the lines already hold
 * their repriced amounts), and the order moves en_picking → pickeada with the outcome in its timeline.
 * A supervisor's kanban move en_picking → pickeada is the same finish, forced (PRODUCT.md "More decisions"): lines
 * still pending keep what was ordered and are recorded in the timeline event.
 */
import { computeOrderTotals } from '../../../contract/order-math';
import { checkMove } from '../../../contract/order-status';
import { pickedTaxRate } from '../../../contract/picking-math';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { PickState } from '../../../contract/schemas/picking';
import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema/orders';
import { CallError } from '../../errors/call-error';
import { lockOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { assertPickable } from './picking-order';

export interface FinishInput {
  orderId: number;
  baseVersion: number;
  mutationId: string;
}

export interface FinishOptions {
  /** Finish with lines still pending (a supervisor's forced move); they are listed in the event as `unpickedLineIds`. */
  force?: boolean;
}

export interface FinishResult {
  order: OrderSummary;
  previousTotalCents: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  durationSeconds: number | null;
}

/** What finishing reads of each line: its state and the amounts it is charged now. */
const finishLineColumns = {
  id: orderLines.id,
  type: orderLines.type,
  pickState: orderLines.pickState,
  quantityMilli: orderLines.quantityMilli,
  substituteSaleUnit: orderLines.substituteSaleUnit,
  substituteTaxRateBp: orderLines.substituteTaxRateBp,
  taxRateBp: orderLines.taxRateBp,
  subtotalWithoutDiscountCents: orderLines.subtotalWithoutDiscountCents,
  discountCents: orderLines.discountCents,
  subtotalCents: orderLines.subtotalCents,
  taxWithoutDiscountCents: orderLines.taxWithoutDiscountCents,
  taxCents: orderLines.taxCents,
  totalWithoutDiscountCents: orderLines.totalWithoutDiscountCents,
  totalCents: orderLines.totalCents,
};

interface FinishLineRow {
  type: 'unit' | 'kg';
  pickState: PickState;
  quantityMilli: number;
  substituteSaleUnit: 'unit' | 'kg' | null;
}

/** Whole items delivered: units by quantity, a weighed line once (as the seeds count them); nothing for a missing line. */
function itemsOf(line: FinishLineRow): number {
  const quantity = line.quantityMilli;
  if (quantity <= 0) return 0;
  const unit = line.pickState === 'substituted' ? (line.substituteSaleUnit ?? line.type) : line.type;
  return unit === 'kg' ? 1 : Math.max(1, Math.round(quantity / 1000));
}

export async function finishPicking(tx: AppDb, user: AuthUser, input: FinishInput, now: Date, options: FinishOptions = {}): Promise<FinishResult> {
  const order = await lockOrder(tx, user, input.orderId);
  await assertPickable(tx, user, order);
  if (!checkMove(user.role, order.fulfilment, 'en_picking', 'pickeada').ok) {
    throw new CallError('INVALID_MOVE', 'Tu rol no puede terminar el picking de una orden.', { reason: 'role', current: await currentSummary(tx, order.id) });
  }
  const lines = await tx.select(finishLineColumns).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position), asc(orderLines.id));
  const pending = lines.filter((line) => line.pickState === 'pending');
  if (pending.length > 0 && options.force !== true) {
    const mensaje = pending.length === 1 ? 'Queda 1 línea sin pickear; márcala antes de terminar.' : `Quedan ${pending.length} líneas sin pickear; márcalas antes de terminar.`;
    throw new CallError('VALIDATION', mensaje, { pendingLineIds: pending.map((line) => line.id) }, [{ campo: 'orderId', codigo: 'lines_pending', mensaje }]);
  }

  const totals = computeOrderTotals({
    lines: lines.map((line) => ({
      ...line,
      // The IVA a substituted line is charged at is its substitute's.
      taxRateBp: pickedTaxRate({
        pickState: line.pickState,
        taxRate: line.taxRateBp,
        substitute: line.substituteTaxRateBp === null ? null : { unitPrice: 0, taxRate: line.substituteTaxRateBp },
      }),
    })),
    shippingCents: order.shippingCents,
    freeShipping: order.freeShipping,
    storeCreditCents: order.storeCreditCents,
  });
  const count = (state: PickState) => lines.filter((line) => line.pickState === state).length;
  const durationSeconds = order.pickingStartedAt ? Math.max(0, Math.round((now.getTime() - order.pickingStartedAt.getTime()) / 1000)) : null;
  const detail = {
    previousTotalCents: order.totalCents,
    totalCents: totals.totalCents,
    picked: count('picked'),
    outOfStock: count('out_of_stock'),
    substituted: count('substituted'),
    durationSeconds,
    ...(options.force === true ? { forced: true, unpickedLineIds: pending.map((line) => line.id) } : {}),
    mutationId: input.mutationId,
    baseVersion: input.baseVersion,
    appliedOnVersion: order.version,
  };
  await tx
    .update(orders)
    .set({
      status: 'pickeada',
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      itemCount: lines.reduce((sum, line) => sum + itemsOf(line), 0),
      // The credit used can only shrink with the total (a lighter basket), never grow past what the customer applied.
      storeCreditCents: totals.storeCreditCents,
      pickingFinishedAt: now,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, companyId: order.companyId, userId: user.id, kind: 'status', fromStatus: 'en_picking', toStatus: 'pickeada', detail, at: now });
  return {
    order: await currentSummary(tx, order.id),
    previousTotalCents: order.totalCents,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    durationSeconds,
  };
}
