/**
 * `/Picking/SetLine`: one change to one line, made on that line's `lineVersion`. Changes to other lines commute
 * (the order's version is not checked); a change made on an older version of the same line is a conflict that
 * carries the line as it is now. The line is repriced with `pickedLineAmounts`, the same function the phone runs.
 */
import { pickQuantityProblem, pickedLineAmounts, type PickQuantityProblem } from '../../../contract/picking-math';
import { WEIGHT_TOLERANCE_BP, type PickState, type PickingLine, type SubstituteApproval } from '../../../contract/schemas/picking';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { orderEvents, orderLines, orders } from '../../db/schema/orders';
import { CallError, notFound } from '../../errors/call-error';
import { assertPickable, lockOrderWithLine, pickingConflict, type LineState } from './picking-order';
import { selectPickingLines, toPickingLine } from './picking-rows';

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

async function readLine(tx: AppDb, orderId: number, lineId: number, now: Date): Promise<PickingLine | null> {
  const [row] = await selectPickingLines(tx, sql`${now.toISOString()}`).where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  return row ? toPickingLine(row) : null;
}

/** The substitute of a change: kept as copied when it is the line's current one, else read and checked. */
async function resolveSubstitute(tx: AppDb, companyId: number, line: LineState, input: SetLineInput): Promise<Substitute | null> {
  if (input.pickState !== 'substituted' || input.substituteProductId === undefined) return null;
  if (line.pickState === 'substituted' && line.substituteProductId === input.substituteProductId) {
    return {
      productId: input.substituteProductId,
      name: line.substituteName ?? '',
      sku: line.substituteSku ?? '',
      saleUnit: line.substituteSaleUnit ?? 'unit',
      unitPriceCents: line.substituteUnitPriceCents ?? 0,
      taxRateBp: line.substituteTaxRateBp ?? 0,
      approval: input.substituteApproval ?? line.substituteApproval ?? 'pendiente',
    };
  }
  if (input.substituteProductId === line.productId) {
    throw validation('substituteProductId', 'same_product', 'El sustituto no puede ser el mismo producto de la línea; márcala como pickeada.');
  }
  const [product] = await tx
    .select({
      id: products.id,
      companyId: products.companyId,
      categoryId: products.categoryId,
      active: products.active,
      sku: products.sku,
      name: products.name,
      saleUnit: products.saleUnit,
      priceCents: products.priceCents,
      taxRateBp: products.taxRateBp,
    })
    .from(products)
    .where(eq(products.id, input.substituteProductId));
  // Another company's product is answered exactly like one that does not exist.
  if (!product || product.companyId !== companyId) {
    throw validation('substituteProductId', 'not_found', 'El producto sustituto no existe en el catálogo de esta empresa.');
  }
  if (!product.active) throw validation('substituteProductId', 'inactive', `«${product.name}» está inactivo y no puede usarse como sustituto.`);
  if (line.categoryId === null || product.categoryId !== line.categoryId) {
    throw validation('substituteProductId', 'other_category', `«${product.name}» no es de la misma categoría que «${line.name}»; elige un sustituto de la misma categoría.`);
  }
  return {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    saleUnit: product.saleUnit === 'kg' ? 'kg' : 'unit',
    unitPriceCents: product.priceCents,
    taxRateBp: product.taxRateBp,
    approval: input.substituteApproval ?? 'pendiente',
  };
}

export async function setPickLine(tx: AppDb, user: AuthUser, input: SetLineInput, now: Date): Promise<{ line: PickingLine; version: number }> {
  const { order, line } = await lockOrderWithLine(tx, user, input.orderId, input.lineId);
  await assertPickable(tx, user, order);
  if (!line) throw notFound('La línea');
  if (line.lineVersion !== input.lineVersion) {
    throw await pickingConflict(tx, order, 'line_changed', `Otro dispositivo cambió la línea «${line.name}» mientras tanto; revisa su estado actual.`, {
      currentLine: await readLine(tx, order.id, line.id, now),
    });
  }

  const substitute = await resolveSubstitute(tx, order.companyId, line, input);
  const ordered = line.orderedQuantityMilli;
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
    unitPrice: line.unitPriceCents,
    taxRate: line.taxRateBp,
    discountRate: line.discountRateBp,
    substitute: substitute ? { unitPrice: substitute.unitPriceCents, taxRate: substitute.taxRateBp } : null,
    substituteApproval: substitute?.approval ?? null,
  });
  // `quantity_milli` is what is charged now, like the money columns: ordered while pending, nothing when missing or refused.
  const chargedQuantity =
    input.pickState === 'pending' ? ordered : input.pickState === 'out_of_stock' || substitute?.approval === 'rechazada' ? 0 : (picked ?? 0);
  const handled = input.pickState !== 'pending';

  // The order is locked, so the new versions are known now.
  const version = order.version + 1;
  const detail = {
    lineId: line.id,
    // Names and units as they were, so the timeline reads as a sentence (issue 21) whatever the line becomes later.
    lineName: line.name,
    saleUnit: line.type,
    substituteName: substitute?.name ?? null,
    substituteSaleUnit: substitute?.saleUnit ?? null,
    from: line.pickState,
    to: input.pickState,
    orderedQuantity: ordered,
    previousPickedQuantity: line.pickedQuantityMilli,
    pickedQuantity: picked,
    substituteProductId: substitute?.productId ?? null,
    substituteApproval: substitute?.approval ?? null,
    scannedCode: input.scannedCode ?? null,
    lineVersion: line.lineVersion + 1,
    mutationId: input.mutationId,
    baseVersion: input.baseVersion,
  };
  await tx
    .update(orderLines)
    .set({
      pickState: input.pickState,
      pickedQuantityMilli: input.pickState === 'out_of_stock' ? 0 : picked,
      quantityMilli: chargedQuantity,
      substituteProductId: substitute?.productId ?? null,
      substituteName: substitute?.name ?? null,
      substituteSku: substitute?.sku ?? null,
      substituteSaleUnit: substitute?.saleUnit ?? null,
      substituteUnitPriceCents: substitute?.unitPriceCents ?? null,
      substituteTaxRateBp: substitute?.taxRateBp ?? null,
      substituteApproval: substitute?.approval ?? null,
      subtotalWithoutDiscountCents: amounts.subtotalWithoutDiscountCents,
      discountCents: amounts.discountCents,
      subtotalCents: amounts.subtotalCents,
      taxWithoutDiscountCents: amounts.taxWithoutDiscountCents,
      taxCents: amounts.taxCents,
      totalWithoutDiscountCents: amounts.totalWithoutDiscountCents,
      totalCents: amounts.totalCents,
      lineVersion: sql`${orderLines.lineVersion} + 1`,
      pickedBy: handled ? user.id : null,
      pickedAt: handled ? now : null,
    })
    .where(and(eq(orderLines.id, line.id), eq(orderLines.orderId, order.id)));
  await tx.update(orders).set({ version, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ orderId: order.id, companyId: order.companyId, userId: user.id, kind: 'picking_line', detail, at: now });
  // The line as the phone shows it.
  const updated = await readLine(tx, order.id, line.id, now);
  if (!updated) throw new Error('line vanished inside its own transaction');
  return { line: updated, version };
}
