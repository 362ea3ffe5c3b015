/**
 * A subscriber's benefits when pricing (docs/subscriptions.md "Benefits in pricing"): a customer with a subscription
 * that is not 'vencida' and whose current period has not ended gets the active options of its (active) application —
 * those for every plan and those of the customer's plan: 'envio_gratis' (shipping 0 once the products total reaches
 * the option's minimum) and 'descuento' (basis points off each line whose product is enrolled in the application).
 *
 * With promotions: per line, the larger discount applies, never both — the subscription's where it takes more off
 * than the promo code and card promotion together, else theirs. Free shipping from a promotion and from the
 * subscription are the same thing (shipping is 0 either way).
 */
import { sql } from 'drizzle-orm';
import { percentOf } from '../../contract/money';
import { intArray } from '../catalogue/composition';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';

export interface SubscriptionBenefits {
  /** The programmes giving a benefit, by name. */
  applications: string[];
  /** The lowest products total (cents with IVA, after discounts) from which shipping is free; null: none gives it. */
  freeShippingFromCents: number | null;
  /** Basis points off per enrolled product of the cart (the largest when several programmes enrol it). */
  discountBp: Map<number, number>;
}

interface OptionRow {
  application: string;
  kind: string;
  discount_bp: number;
  min_order_cents: number | string;
  product_ids: number[] | null;
}

/** The customer's benefits at `now` for these products; null when they have none. */
export async function loadSubscriptionBenefits(db: AppDb, companyId: number, customerId: number, productIds: readonly number[], now: Date): Promise<SubscriptionBenefits | null> {
  const rows = await executeRows<OptionRow>(
    db,
    sql`SELECT a.name AS application, o.kind, o.discount_bp, o.min_order_cents,
               CASE WHEN o.kind = 'descuento' THEN ARRAY(SELECT sp.product_id FROM subscription_products sp
                                                          WHERE sp.application_id = a.id AND sp.product_id IN (SELECT unnest(${intArray(productIds)}::int[]))) END AS product_ids
          FROM customer_subscriptions s
          JOIN subscription_applications a ON a.id = s.application_id AND a.active
          JOIN subscription_options o ON o.application_id = a.id AND o.active AND (o.plan_id IS NULL OR o.plan_id = s.plan_id)
         WHERE s.customer_id = ${customerId} AND s.company_id = ${companyId} AND s.status <> 'vencida'
           AND s.current_period_end > ${now.toISOString()}::timestamptz
         ORDER BY lower(a.name), o.id`,
  );
  if (rows.length === 0) return null;
  const benefits: SubscriptionBenefits = { applications: [], freeShippingFromCents: null, discountBp: new Map() };
  for (const row of rows) {
    if (!benefits.applications.includes(row.application)) benefits.applications.push(row.application);
    if (row.kind === 'envio_gratis') {
      const from = Number(row.min_order_cents);
      benefits.freeShippingFromCents = benefits.freeShippingFromCents === null ? from : Math.min(benefits.freeShippingFromCents, from);
    } else {
      for (const productId of row.product_ids ?? []) benefits.discountBp.set(productId, Math.max(benefits.discountBp.get(productId) ?? 0, row.discount_bp));
    }
  }
  return benefits;
}

/** Whether the subscription makes shipping free for a products total (cents with IVA). */
export function subscriptionShipsFree(benefits: SubscriptionBenefits | null, productsTotalCents: number): boolean {
  return benefits !== null && benefits.freeShippingFromCents !== null && productsTotalCents >= benefits.freeShippingFromCents;
}

export interface LineBenefit {
  productId: number;
  /** The line's subtotal without IVA, before discounts. */
  subtotalCents: number;
  /** What the promo code and card promotion take off it together (without IVA). */
  promotionCents: number;
}

/**
 * Per line, the subscription's discount (`percentOf(subtotal, rate)`) where it is larger than the promotions', else 0:
 * the lines where it is above 0 drop the promotions' discounts.
 */
export function subscriptionDiscounts(benefits: SubscriptionBenefits | null, lines: readonly LineBenefit[]): number[] {
  return lines.map((line) => {
    const rate = benefits?.discountBp.get(line.productId) ?? 0;
    const discount = rate > 0 ? Math.min(line.subtotalCents, percentOf(Math.max(0, line.subtotalCents), Math.min(rate, 10000))) : 0;
    return discount > line.promotionCents ? discount : 0;
  });
}
