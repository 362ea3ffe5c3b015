/**
 * `/Picking/Finish`: every line handled, the order's totals recomputed from what was picked (the lines already hold
 * their repriced amounts), and the order moves en_picking → pickeada with the outcome in its timeline.
 * A supervisor's kanban move en_picking → pickeada is the same finish, forced (PRODUCT.md "More decisions"): lines
 * still pending keep what was ordered and are recorded in the timeline event.
 */
import { computeLine, computeOrderTotals } from '../../../contract/order-math';
import { checkMove } from '../../../contract/order-status';
import { pickedTaxRate } from '../../../contract/picking-math';
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { PickState } from '../../../contract/schemas/picking';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { orderEvents, orderLines, orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { CallError } from '../../errors/call-error';
import { lockOrder } from '../../orders/order-lock';
import { currentSummary } from '../../orders/order-summary';
import { shiftOrderStock } from '../../orders/order-stock';
import { releaseReservation } from '../../selling/stock-reservation';
import { assertPickable } from './picking-order';

export interface FinishInput {
  orderId: number;
  baseVersion: number;
  mutationId: string;
  /** Bags packed (issue 21 §4); absent from a forced finish and from finishes queued before it existed. */
  bagCount?: number | undefined;
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
  substituteApproval: orderLines.substituteApproval,
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

/** Nothing charged: the amounts of a line the customer does not pay for. */
const NOTHING = computeLine({ unitPriceCents: 0, quantityMilli: 0, discountRateBp: 0, taxRateBp: 0 });

/**
 * The company's rule for substitutions still pending the customer's approval (companies.charge_pending_substitutions,
 * issue 21): charged at the substitute's price as picked, or not charged — then the line's stored amounts become
 * zero (what was packed stays as picked), so the lines keep adding up to the order's total.
 */
async function applySubstitutionPolicy<Line extends { id: number; pickState: PickState; substituteApproval: string | null }>(
  tx: AppDb,
  companyId: number,
  lines: Line[],
): Promise<{ lines: Line[]; unchargedLineIds: number[] }> {
  const waiting = lines.filter((line) => line.pickState === 'substituted' && line.substituteApproval === 'pendiente');
  if (waiting.length === 0) return { lines, unchargedLineIds: [] };
  const [company] = await tx.select({ charge: companies.chargePendingSubstitutions }).from(companies).where(eq(companies.id, companyId));
  if (company?.charge === true) return { lines, unchargedLineIds: [] };
  const ids = waiting.map((line) => line.id);
  await tx.update(orderLines).set(NOTHING).where(inArray(orderLines.id, ids));
  return { lines: lines.map((line) => (ids.includes(line.id) ? { ...line, ...NOTHING } : line)), unchargedLineIds: ids };
}

export async function finishPicking(tx: AppDb, user: AuthUser, input: FinishInput, now: Date, options: FinishOptions = {}): Promise<FinishResult> {
  const order = await lockOrder(tx, user, input.orderId);
  await assertPickable(tx, user, order);
  if (!checkMove(user.role, order.fulfilment, 'en_picking', 'pickeada').ok) {
    throw new CallError('INVALID_MOVE', 'Tu rol no puede terminar el picking de una orden.', { reason: 'role', current: await currentSummary(tx, order.id) });
  }
  const stored = await tx.select(finishLineColumns).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position), asc(orderLines.id));
  const pending = stored.filter((line) => line.pickState === 'pending');
  if (pending.length > 0 && options.force !== true) {
    const mensaje = pending.length === 1 ? 'Queda 1 línea sin pickear; márcala antes de terminar.' : `Quedan ${pending.length} líneas sin pickear; márcalas antes de terminar.`;
    throw new CallError('VALIDATION', mensaje, { pendingLineIds: pending.map((line) => line.id) }, [{ campo: 'orderId', codigo: 'lines_pending', mensaje }]);
  }

  const { lines, unchargedLineIds } = await applySubstitutionPolicy(tx, order.companyId, stored);
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
    ...(input.bagCount !== undefined ? { bagCount: input.bagCount } : {}),
    ...(unchargedLineIds.length > 0 ? { unchargedLineIds } : {}),
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
      ...(input.bagCount !== undefined ? { bagCount: input.bagCount } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  // A placed order's reservation ends here (docs/checkout.md), before its picked stock leaves the warehouse's stock
  // (ADR 008; cancelling it later puts that back).
  await releaseReservation(tx, order.id);
  await shiftOrderStock(tx, order.id, order.warehouseId, -1);
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
