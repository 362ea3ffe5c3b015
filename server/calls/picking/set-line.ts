/**
 * `/Picking/SetLine`: one change to one line, made on that line's `lineVersion`. Changes to other lines commute
 * (the order's version is not checked); a change made on an older version of the same line is a conflict that
 * carries the line as it is now. The line is repriced with `pickedLineAmounts`, the same function the phone runs.
 */
import { pickQuantityProblem, pickedLineAmounts, type PickQuantityProblem } from '../../../contract/picking-math';
import { WEIGHT_TOLERANCE_BP, type PickState, type PickingLine, type SubstituteApproval } from '../../../contract/schemas/picking';
import type { AppDb } from '../../db/client';
import { CallError, notFound } from '../call-error';
import { txRows } from '../tx-rows';
import { int } from '../orders/order-rows';
import type { AuthUser } from '../types';
import { assertPickable, lockPickingOrderWithLine, pickingConflict, type LineState } from './picking-order';
import { PICKING_LINE_COLUMNS, PICKING_LINE_JOINS, toPickingLine, type PickingLineRow } from './picking-rows';

export interface SetLineInput {
  orderId: number;
  lineId: number;
  baseVersion: number;
  lineVersion: number;
  mutationId: string;
  pickState: PickState;
  pickedQuantity?: number | undefined;
  substituteProductId?: number | undefined;
  substituteApproval?: SubstituteApproval | undefined;
  scannedCode?: string | undefined;
}

interface Substitute {
  productId: number;
  name: string;
  sku: string;
  saleUnit: 'unit' | 'kg';
  unitPriceCents: number;
  taxRateBp: number;
  approval: SubstituteApproval;
}

function kg(milli: number): string {
  return (milli / 1000).toFixed(3).replace('.', ',');
}

function quantityMessage(problem: PickQuantityProblem, saleUnit: 'unit' | 'kg', ordered: number | null): string {
  switch (problem) {
    case 'not_positive':
      return 'Indica una cantidad mayor que cero.';
    case 'not_whole_units':
      return 'Este producto se vende por unidades: la cantidad debe ser un número entero de unidades.';
    case 'more_than_ordered':
      return `No puedes pickear más de lo pedido (${Math.max(ordered ?? 0, 1000) / 1000} ${saleUnit === 'unit' ? 'unidades' : 'kg'}).`;
    case 'too_heavy':
      return `El peso supera lo pedido (${kg(ordered ?? 0)} kg) en más del ${WEIGHT_TOLERANCE_BP / 100} %.`;
  }
}

function validation(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, undefined, [{ campo, codigo, mensaje }]);
}

async function readLine(tx: AppDb, orderId: number, lineId: number): Promise<PickingLineRow | undefined> {
  const [row] = await txRows<PickingLineRow>(tx, `SELECT ${PICKING_LINE_COLUMNS} FROM order_lines l ${PICKING_LINE_JOINS} WHERE l.id = $1 AND l.order_id = $2`, [
    lineId,
    orderId,
  ]);
  return row;
}

/** The substitute of a change: kept as copied when it is the line's current one, else read and checked. */
async function resolveSubstitute(tx: AppDb, companyId: number, line: LineState, input: SetLineInput): Promise<Substitute | null> {
  if (input.pickState !== 'substituted' || input.substituteProductId === undefined) return null;
  if (line.pick_state === 'substituted' && line.substitute_product_id === input.substituteProductId) {
    return {
      productId: input.substituteProductId,
      name: line.substitute_name ?? '',
      sku: line.substitute_sku ?? '',
      saleUnit: line.substitute_sale_unit ?? 'unit',
      unitPriceCents: int(line.substitute_unit_price_cents),
      taxRateBp: line.substitute_tax_rate_bp ?? 0,
      approval: input.substituteApproval ?? line.substitute_approval ?? 'pendiente',
    };
  }
  if (input.substituteProductId === line.product_id) {
    throw validation('substituteProductId', 'same_product', 'El sustituto no puede ser el mismo producto de la línea; márcala como pickeada.');
  }
  const [product] = await txRows<{
    id: number;
    company_id: number;
    category_id: number | null;
    active: boolean;
    sku: string;
    name: string;
    sale_unit: string;
    price_cents: number | string;
    tax_rate_bp: number;
  }>(tx, 'SELECT id, company_id, category_id, active, sku, name, sale_unit, price_cents, tax_rate_bp FROM products WHERE id = $1', [input.substituteProductId]);
  // Another company's product is answered exactly like one that does not exist.
  if (!product || product.company_id !== companyId) {
    throw validation('substituteProductId', 'not_found', 'El producto sustituto no existe en el catálogo de esta empresa.');
  }
  if (!product.active) throw validation('substituteProductId', 'inactive', `«${product.name}» está inactivo y no puede usarse como sustituto.`);
  if (line.category_id === null || product.category_id !== line.category_id) {
    throw validation('substituteProductId', 'other_category', `«${product.name}» no es de la misma categoría que «${line.name}»; elige un sustituto de la misma categoría.`);
  }
  return {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    saleUnit: product.sale_unit === 'kg' ? 'kg' : 'unit',
    unitPriceCents: int(product.price_cents),
    taxRateBp: product.tax_rate_bp,
    approval: input.substituteApproval ?? 'pendiente',
  };
}

export async function setPickLine(tx: AppDb, user: AuthUser, input: SetLineInput, now: Date): Promise<{ line: PickingLine; version: number }> {
  const { order, line } = await lockPickingOrderWithLine(tx, user, input.orderId, input.lineId);
  await assertPickable(tx, user, order);
  if (!line) throw notFound('La línea');
  if (line.line_version !== input.lineVersion) {
    const current = await readLine(tx, order.id, line.id);
    throw await pickingConflict(tx, order, 'line_changed', `Otro dispositivo cambió la línea «${line.name}» mientras tanto; revisa su estado actual.`, {
      currentLine: current ? toPickingLine(current) : null,
    });
  }

  const substitute = await resolveSubstitute(tx, order.companyId, line, input);
  const ordered = int(line.ordered_quantity_milli);
  const picked = input.pickState === 'picked' || input.pickState === 'substituted' ? (input.pickedQuantity ?? 0) : null;
  if (picked !== null) {
    const saleUnit = substitute ? substitute.saleUnit : line.type;
    // A substitute sold in another unit cannot be compared with what was ordered; only its own unit's rule applies.
    const comparable = substitute && substitute.saleUnit !== line.type ? null : ordered;
    const problem = pickQuantityProblem(saleUnit, comparable, picked, WEIGHT_TOLERANCE_BP);
    if (problem) throw validation('pickedQuantity', problem, quantityMessage(problem, saleUnit, comparable));
  }

  const amounts = pickedLineAmounts({
    pickState: input.pickState,
    orderedQuantity: ordered,
    pickedQuantity: picked,
    unitPrice: int(line.unit_price_cents),
    taxRate: line.tax_rate_bp,
    discountRate: line.discount_rate_bp,
    substitute: substitute ? { unitPrice: substitute.unitPriceCents, taxRate: substitute.taxRateBp } : null,
    substituteApproval: substitute?.approval ?? null,
  });
  // `quantity_milli` is what is charged now, like the money columns: ordered while pending, nothing when missing or refused.
  const chargedQuantity =
    input.pickState === 'pending' ? ordered : input.pickState === 'out_of_stock' || substitute?.approval === 'rechazada' ? 0 : (picked ?? 0);
  const handled = input.pickState !== 'pending';

  // The order is locked, so the new versions are known now: the line, the order and the timeline change in one
  // statement, which also answers the line as the phone shows it.
  const version = order.version + 1;
  const detail = {
    lineId: line.id,
    from: line.pick_state,
    to: input.pickState,
    orderedQuantity: ordered,
    previousPickedQuantity: line.picked_quantity_milli === null ? null : int(line.picked_quantity_milli),
    pickedQuantity: picked,
    substituteProductId: substitute?.productId ?? null,
    substituteApproval: substitute?.approval ?? null,
    scannedCode: input.scannedCode ?? null,
    lineVersion: line.line_version + 1,
    mutationId: input.mutationId,
    baseVersion: input.baseVersion,
  };
  const [updated] = await txRows<PickingLineRow>(
    tx,
    `WITH l AS (
       UPDATE order_lines SET pick_state = $3, picked_quantity_milli = $4, quantity_milli = $5,
         substitute_product_id = $6, substitute_name = $7, substitute_sku = $8, substitute_sale_unit = $9, substitute_unit_price_cents = $10,
         substitute_tax_rate_bp = $11, substitute_approval = $12,
         subtotal_without_discount_cents = $13, discount_cents = $14, subtotal_cents = $15, tax_without_discount_cents = $16, tax_cents = $17,
         total_without_discount_cents = $18, total_cents = $19,
         line_version = line_version + 1, picked_by = $20, picked_at = $21
       WHERE id = $1 AND order_id = $2 RETURNING *
     ),
     changed AS (UPDATE orders SET version = $22, updated_at = $23 WHERE id = $2 RETURNING id, company_id),
     event AS (
       INSERT INTO order_events (order_id, company_id, user_id, kind, detail, at)
       SELECT id, company_id, $24, 'picking_line', $25::jsonb, $23 FROM changed
     )
     SELECT ${PICKING_LINE_COLUMNS} FROM l ${PICKING_LINE_JOINS}`,
    [
      line.id,
      order.id,
      input.pickState,
      input.pickState === 'out_of_stock' ? 0 : picked,
      chargedQuantity,
      substitute?.productId ?? null,
      substitute?.name ?? null,
      substitute?.sku ?? null,
      substitute?.saleUnit ?? null,
      substitute?.unitPriceCents ?? null,
      substitute?.taxRateBp ?? null,
      substitute?.approval ?? null,
      amounts.subtotalWithoutDiscountCents,
      amounts.discountCents,
      amounts.subtotalCents,
      amounts.taxWithoutDiscountCents,
      amounts.taxCents,
      amounts.totalWithoutDiscountCents,
      amounts.totalCents,
      handled ? user.id : null,
      handled ? now : null,
      version,
      now,
      user.id,
      JSON.stringify(detail),
    ],
  );
  if (!updated) throw new Error('line vanished inside its own transaction');
  return { line: toPickingLine(updated), version };
}
