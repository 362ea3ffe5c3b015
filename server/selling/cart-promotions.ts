/**
 * The promotions a cart may use (docs/pricing.md "Promotions"): the promo code the customer gives (kind 'code',
 * matched ignoring case) and the active card promotions whose BIN ranges cover the card's BIN (kind 'card'), each
 * with this customer's past uses; then the checks that decide whether one applies, in a fixed order, and the Spanish
 * message of each refusal.
 */
import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '../../contract/money';
import type { PromoRefusal } from '../../contract/schemas/pricing';
import { intArray } from '../catalogue/composition';

export type DiscountKind = 'percent' | 'fixed' | 'free_shipping';

export interface CartPromotion {
  id: number;
  kind: 'code' | 'card';
  code: string;
  description: string;
  discountKind: DiscountKind;
  /** Basis points (percent) or cents with IVA (fixed); 0 for free shipping. */
  value: number;
  startsAt: Date;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  minOrderCents: number;
  productIds: number[];
  categoryIds: number[];
  active: boolean;
  usedCount: number;
  /** This customer's placed orders that used it. */
  customerUses: number;
}

/** A promotion row as `promotionRowsSql` answers it. */
export interface PromotionJson {
  id: number;
  kind: string;
  code: string;
  description: string;
  discountKind: string;
  value: number | string;
  startsAt: string;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  minOrderCents: number | string;
  productIds: number[] | null;
  categoryIds: number[] | null;
  active: boolean;
  usedCount: number;
  customerUses: number | string;
}

export function toPromotion(row: PromotionJson): CartPromotion {
  return {
    id: row.id,
    kind: row.kind === 'card' ? 'card' : 'code',
    code: row.code,
    description: row.description,
    discountKind: row.discountKind === 'fixed' ? 'fixed' : row.discountKind === 'free_shipping' ? 'free_shipping' : 'percent',
    value: Number(row.value),
    startsAt: new Date(row.startsAt),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt),
    totalLimit: row.totalLimit,
    perCustomerLimit: row.perCustomerLimit,
    minOrderCents: Number(row.minOrderCents),
    productIds: row.productIds ?? [],
    categoryIds: row.categoryIds ?? [],
    active: row.active,
    usedCount: row.usedCount,
    customerUses: Number(row.customerUses),
  };
}

/**
 * SQL: a JSON array (or null) of the candidates, lowest id first: the company's promotion of the promo code (kind
 * 'code', matched ignoring case, whatever its state: the checks say why it does not apply) and the ACTIVE card
 * promotions listing one of `binRangeIds` (the ranges covering the card's BIN, `binRangesCovering`), each with the
 * customer's past uses.
 */
export function promotionRowsSql(companyId: number, customerId: number, promoCode: string, binRangeIds: readonly number[]): SQL {
  if (promoCode === '' && binRangeIds.length === 0) return sql`NULL::json`;
  return sql`(SELECT json_agg(json_build_object(
                'id', p.id, 'kind', p.kind, 'code', p.code, 'description', p.description, 'discountKind', p.discount_kind, 'value', p.value,
                'startsAt', p.starts_at, 'endsAt', p.ends_at, 'totalLimit', p.total_limit, 'perCustomerLimit', p.per_customer_limit,
                'minOrderCents', p.min_order_cents, 'productIds', p.product_ids, 'categoryIds', p.category_ids, 'active', p.active,
                'usedCount', p.used_count,
                'customerUses', (SELECT count(*) FROM promotion_uses u WHERE u.promotion_id = p.id AND u.customer_id = ${customerId})) ORDER BY p.id)
         FROM promotions p
        WHERE p.company_id = ${companyId}
          AND ((p.kind = 'code' AND lower(p.code) = lower(${promoCode}))
            OR (p.kind = 'card' AND p.active AND p.bin_range_ids && ${intArray(binRangeIds)}::int[])))`;
}

/** Whether a promotion discounts a product: it lists neither products nor categories, or lists this one or one of its categories. */
export function promotionCovers(promotion: Pick<CartPromotion, 'productIds' | 'categoryIds'>, product: { id: number; categoryIds: readonly number[] }): boolean {
  if (promotion.productIds.length === 0 && promotion.categoryIds.length === 0) return true;
  return promotion.productIds.includes(product.id) || product.categoryIds.some((id) => promotion.categoryIds.includes(id));
}

/**
 * Why a promotion does not apply at `now`, checked in this order; null: it applies. `eligibleGrossCents` is what the
 * lines it covers cost with IVA before promotions (the base of its minimum order); `eligibleLines` how many.
 */
export function promotionRefusal(promotion: CartPromotion, now: Date, eligibleLines: number, eligibleGrossCents: number): PromoRefusal | null {
  if (!promotion.active) return 'inactive';
  if (promotion.startsAt.getTime() > now.getTime()) return 'not_started';
  if (promotion.endsAt !== null && promotion.endsAt.getTime() <= now.getTime()) return 'ended';
  if (promotion.totalLimit !== null && promotion.usedCount >= promotion.totalLimit) return 'used_up';
  if (promotion.perCustomerLimit !== null && promotion.customerUses >= promotion.perCustomerLimit) return 'customer_limit';
  if (eligibleLines === 0) return 'no_eligible_lines';
  if (eligibleGrossCents < promotion.minOrderCents) return 'min_order';
  return null;
}

/** How far a refusal got through the checks (a card promotion refused later in them is the one worth naming). */
export const REFUSAL_ORDER: readonly PromoRefusal[] = ['unknown', 'bin_not_covered', 'inactive', 'not_started', 'ended', 'used_up', 'customer_limit', 'no_eligible_lines', 'min_order'];

/** The Spanish message of a refusal (the client shows it as given). */
export function refusalMessage(motivo: PromoRefusal, kind: 'code' | 'card', promotion: CartPromotion | null, currency: string): string {
  const what = kind === 'code' ? 'El código promocional' : 'La promoción de tarjeta';
  switch (motivo) {
    case 'unknown':
      return 'El código promocional no existe.';
    case 'bin_not_covered':
      return 'Ninguna promoción de tarjeta vigente cubre esta tarjeta.';
    case 'inactive':
      return kind === 'code' ? 'El código promocional está desactivado.' : 'La promoción de tarjeta está desactivada.';
    case 'not_started':
      return `${what} todavía no está vigente.`;
    case 'ended':
      return `${what} ya no está vigente.`;
    case 'used_up':
      return `${what} ya no tiene usos disponibles.`;
    case 'customer_limit':
      return `El cliente ya usó ${kind === 'code' ? 'este código' : 'esta promoción'} las veces permitidas.`;
    case 'no_eligible_lines':
      return `Ningún producto del carrito entra en ${kind === 'code' ? 'el código promocional' : 'la promoción de tarjeta'}.`;
    case 'min_order':
      return `${what} pide una compra mínima de ${formatMoney(promotion?.minOrderCents ?? 0, 'es-EC', currency)} en los productos que cubre.`;
  }
}
