/**
 * An order line as the contract's `orderLineSchema` (spec §3 "Order line detail"), as one drizzle selection on
 * `order_lines`: `/Order/Get` reads it as it is, picking extends it with what a picker needs.
 */
import { pickedTaxRate } from '../../contract/picking-math';
import { taxByRate } from '../../contract/order-math';
import type { OrderDetail, OrderDetailLine, OrderLine } from '../../contract/schemas/orders';
import { sql } from 'drizzle-orm';
import { orderLines } from '../db/schema/orders';

export const orderLineColumns = {
  id: orderLines.id,
  name: orderLines.name,
  type: orderLines.type,
  tokenProvider: orderLines.tokenProvider,
  sku: orderLines.sku,
  unitPrice: orderLines.unitPriceCents,
  quantity: orderLines.quantityMilli,
  subtotal: orderLines.subtotalCents,
  subtotalWithoutDiscount: orderLines.subtotalWithoutDiscountCents,
  total: orderLines.totalCents,
  totalWithoutDiscount: orderLines.totalWithoutDiscountCents,
  taxRate: orderLines.taxRateBp,
  tax: orderLines.taxCents,
  taxWithoutDiscount: orderLines.taxWithoutDiscountCents,
  discount: orderLines.discountCents,
  discountRate: orderLines.discountRateBp,
  productId: orderLines.productId,
  categoryId: orderLines.categoryId,
  position: orderLines.position,
  muestra: sql<boolean>`(${orderLines.sampleCampaignId} IS NOT NULL)`,
};

/** What the order detail adds to a line (issue 21): ordered and picked amounts and the substitute as copied at substitution. */
export const detailLineColumns = {
  orderedQuantity: orderLines.orderedQuantityMilli,
  pickedQuantity: orderLines.pickedQuantityMilli,
  substituteApproval: orderLines.substituteApproval,
  substituteProductId: orderLines.substituteProductId,
  substituteName: orderLines.substituteName,
  substituteSku: orderLines.substituteSku,
  substituteSaleUnit: orderLines.substituteSaleUnit,
  substituteUnitPrice: orderLines.substituteUnitPriceCents,
};

interface DetailLineRow {
  orderedQuantity: number;
  pickedQuantity: number | null;
  substituteApproval: OrderDetailLine['substituteApproval'];
  substituteProductId: number | null;
  substituteName: string | null;
  substituteSku: string | null;
  substituteSaleUnit: OrderLine['type'] | null;
  substituteUnitPrice: number | null;
}

/** The detail's line: the substitute only while the line is substituted (a reverted line may keep stale copies). */
export function toDetailLine(line: OrderLine, pickState: OrderDetailLine['pickState'], substituteTaxRateBp: number | null, row: DetailLineRow): OrderDetailLine {
  const { orderedQuantity, pickedQuantity, substituteApproval, substituteProductId, substituteName, substituteSku, substituteSaleUnit, substituteUnitPrice } = row;
  const substitute =
    pickState === 'substituted' && substituteProductId !== null && substituteName !== null && substituteUnitPrice !== null
      ? { id: substituteProductId, sku: substituteSku ?? '', name: substituteName, saleUnit: substituteSaleUnit ?? line.type, unitPrice: substituteUnitPrice, taxRate: substituteTaxRateBp ?? line.taxRate }
      : null;
  return { ...line, orderedQuantity, pickState, pickedQuantity, substitute, substituteApproval: substitute ? substituteApproval : null };
}

/** What a line's IVA is charged at (the substitute's once substituted): contract/picking-math.ts pickedTaxRate. */
export const chargedRateColumns = {
  pickState: orderLines.pickState,
  substituteTaxRateBp: orderLines.substituteTaxRateBp,
};

interface ChargedLine {
  taxRate: number;
  subtotal: number;
  tax: number;
  pickState: (typeof orderLines.$inferSelect)['pickState'];
  substituteTaxRateBp: number | null;
}

/** The order's IVA per charged rate, from its lines (the money columns always hold what is charged now). */
export function lineTaxByRate(lines: readonly ChargedLine[]): OrderDetail['taxByRate'] {
  return taxByRate(
    lines.map((line) => ({
      taxRateBp: pickedTaxRate({
        pickState: line.pickState,
        taxRate: line.taxRate,
        substitute: line.substituteTaxRateBp === null ? null : { unitPrice: 0, taxRate: line.substituteTaxRateBp },
      }),
      subtotalCents: line.subtotal,
      taxCents: line.tax,
    })),
  );
}
