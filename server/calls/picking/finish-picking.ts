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
import type { AppDb } from '../../db/client';
import { CallError } from '../call-error';
import { txRows } from '../tx-rows';
import { int } from '../orders/order-rows';
import type { AuthUser } from '../types';
import { assertPickable, currentSummary, lockPickingOrder } from './picking-order';

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

type Int = number | string;

interface FinishLineRow {
  id: number;
  type: 'unit' | 'kg';
  pick_state: PickState;
  quantity_milli: Int;
  substitute_sale_unit: 'unit' | 'kg' | null;
  substitute_tax_rate_bp: number | null;
  tax_rate_bp: number;
  subtotal_without_discount_cents: Int;
  discount_cents: Int;
  subtotal_cents: Int;
  tax_without_discount_cents: Int;
  tax_cents: Int;
  total_without_discount_cents: Int;
  total_cents: Int;
}

/** Whole items delivered: units by quantity, a weighed line once (as the seeds count them); nothing for a missing line. */
function itemsOf(line: FinishLineRow): number {
  const quantity = int(line.quantity_milli);
  if (quantity <= 0) return 0;
  const unit = line.pick_state === 'substituted' ? (line.substitute_sale_unit ?? line.type) : line.type;
  return unit === 'kg' ? 1 : Math.max(1, Math.round(quantity / 1000));
}

export async function finishPicking(tx: AppDb, user: AuthUser, input: FinishInput, now: Date, options: FinishOptions = {}): Promise<FinishResult> {
  const order = await lockPickingOrder(tx, user, input.orderId);
  await assertPickable(tx, user, order);
  if (!checkMove(user.role, order.fulfilment, 'en_picking', 'pickeada').ok) {
    throw new CallError('INVALID_MOVE', 'Tu rol no puede terminar el picking de una orden.', { reason: 'role', current: await currentSummary(tx, order.id) });
  }
  const lines = await txRows<FinishLineRow>(
    tx,
    `SELECT id, type, pick_state, quantity_milli, substitute_sale_unit, substitute_tax_rate_bp, tax_rate_bp, subtotal_without_discount_cents,
       discount_cents, subtotal_cents, tax_without_discount_cents, tax_cents, total_without_discount_cents, total_cents
     FROM order_lines WHERE order_id = $1 ORDER BY position, id`,
    [order.id],
  );
  const pending = lines.filter((line) => line.pick_state === 'pending');
  if (pending.length > 0 && options.force !== true) {
    const mensaje = pending.length === 1 ? 'Queda 1 línea sin pickear; márcala antes de terminar.' : `Quedan ${pending.length} líneas sin pickear; márcalas antes de terminar.`;
    throw new CallError('VALIDATION', mensaje, { pendingLineIds: pending.map((line) => line.id) }, [{ campo: 'orderId', codigo: 'lines_pending', mensaje }]);
  }

  const totals = computeOrderTotals({
    lines: lines.map((line) => ({
      subtotalWithoutDiscountCents: int(line.subtotal_without_discount_cents),
      discountCents: int(line.discount_cents),
      subtotalCents: int(line.subtotal_cents),
      taxWithoutDiscountCents: int(line.tax_without_discount_cents),
      taxCents: int(line.tax_cents),
      totalWithoutDiscountCents: int(line.total_without_discount_cents),
      totalCents: int(line.total_cents),
      // The IVA a substituted line is charged at is its substitute's.
      taxRateBp: pickedTaxRate({
        pickState: line.pick_state,
        taxRate: line.tax_rate_bp,
        substitute: line.substitute_tax_rate_bp === null ? null : { unitPrice: 0, taxRate: line.substitute_tax_rate_bp },
      }),
    })),
    shippingCents: order.shippingCents,
    freeShipping: order.freeShipping,
    storeCreditCents: order.storeCreditCents,
  });
  const count = (state: PickState) => lines.filter((line) => line.pick_state === state).length;
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
  await txRows(
    tx,
    `WITH changed AS (
       UPDATE orders SET status = 'pickeada', subtotal_cents = $2, discount_cents = $3, tax_cents = $4, total_cents = $5, item_count = $6,
         store_credit_cents = $10, picking_finished_at = $7, version = version + 1, updated_at = $7
       WHERE id = $1 RETURNING id, company_id
     )
     INSERT INTO order_events (order_id, company_id, user_id, kind, from_status, to_status, detail, at)
     SELECT id, company_id, $8, 'status', 'en_picking', 'pickeada', $9::jsonb, $7 FROM changed`,
    [
      order.id,
      totals.subtotalCents,
      totals.discountCents,
      totals.taxCents,
      totals.totalCents,
      lines.reduce((sum, line) => sum + itemsOf(line), 0),
      now,
      user.id,
      JSON.stringify(detail),
      // The credit used can only shrink with the total (a lighter basket), never grow past what the customer applied.
      totals.storeCreditCents,
    ],
  );
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
