/**
 * A placed order's use of a promotion (docs/checkout.md "Promotions"): a place taken in its total limit by one
 * conditional UPDATE (the row lock queues concurrent checkouts, and `used_count < total_limit` is checked on the
 * latest row, so 50 checkouts on 10 uses left place exactly 10), then the per-customer limit counted under that lock,
 * then (once the order is written) the use recorded. A cancelled order keeps its use: the place is not given back.
 */
import { sql } from 'drizzle-orm';
import type { PromoRefusal } from '../../contract/schemas/pricing';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { CallError } from '../errors/call-error';
import { refusalMessage } from './cart-promotions';

export interface PromotionPlace {
  promotionId: number;
  kind: 'code' | 'card';
  companyId: number;
  customerId: number;
  currency: string;
}

function unavailable(kind: 'code' | 'card', reason: PromoRefusal, currency: string): CallError {
  return new CallError('PROMO_UNAVAILABLE', `${refusalMessage(reason, kind, null, currency)} No se creó la orden.`, { reason, kind });
}

/**
 * Takes a place in the promotion's total limit and checks the customer's limit under its row lock;
 * PROMO_UNAVAILABLE (the caller's savepoint rolls the place back) when none is left.
 */
export async function takePromotionPlace(tx: AppDb, place: PromotionPlace): Promise<void> {
  const [row] = await executeRows<{ per_customer_limit: number | null }>(
    tx,
    sql`UPDATE promotions SET used_count = used_count + 1
         WHERE id = ${place.promotionId} AND company_id = ${place.companyId} AND (total_limit IS NULL OR used_count < total_limit)
         RETURNING per_customer_limit`,
  );
  if (!row) throw unavailable(place.kind, 'used_up', place.currency);
  if (row.per_customer_limit !== null) {
    const [uses] = await executeRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM promotion_uses WHERE promotion_id = ${place.promotionId} AND customer_id = ${place.customerId}`,
    );
    if ((uses?.n ?? 0) >= row.per_customer_limit) throw unavailable(place.kind, 'customer_limit', place.currency);
  }
}

/** Records the order's use (what it took off, cents with IVA), after `takePromotionPlace` and the order's insert. */
export async function recordPromotionUse(tx: AppDb, place: PromotionPlace, orderId: number, discountCents: number): Promise<void> {
  await executeRows(
    tx,
    sql`INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents)
        VALUES (${place.promotionId}, ${place.companyId}, ${place.customerId}, ${orderId}, ${discountCents})`,
  );
}
