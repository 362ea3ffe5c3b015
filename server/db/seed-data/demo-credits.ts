/**
 * Store credit demo rows (docs/store-credits.md), written through the ledger itself so balances are its sums: four
 * of Mercado Andino's customers with orders get a grant partly spent, credit expiring soon, credit already past its
 * last day (expired when first read), and a grant reversed.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../client';
import { executeRows } from '../execute-rows';
import { companyToday, grantCredit, reverseCredit, spendCredit } from '../../organisation/store-credits';

const DAY = 86_400_000;

export async function seedDemoCredits(tx: AppDb, companyId: number, userId: number | null, now: Date): Promise<void> {
  const [company] = await executeRows<{ timezone: string }>(tx, sql`SELECT timezone FROM companies WHERE id = ${companyId}`);
  const timezone = company?.timezone ?? 'UTC';
  const dayIn = (days: number) => companyToday(timezone, new Date(now.getTime() + days * DAY));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const buyers = await executeRows<{ customer_id: number; order_id: number }>(
    tx,
    sql`SELECT customer_id, min(id) AS order_id FROM orders WHERE company_id = ${companyId} GROUP BY customer_id ORDER BY customer_id LIMIT 4`,
  );
  if (buyers.length < 4) return;
  const [partlySpent, expiringSoon, expired, reversed] = buyers.map((b) => ({ target: { companyId, customerId: b.customer_id }, orderId: b.order_id }));

  await grantCredit(tx, partlySpent!.target, { amountCents: 1500, reason: 'Compensación por producto dañado', userId }, at(20));
  await spendCredit(tx, partlySpent!.target, { amountCents: 500, orderId: partlySpent!.orderId, reason: '', userId }, at(10));
  await grantCredit(tx, expiringSoon!.target, { amountCents: 2000, reason: 'Campaña de fidelidad', expiresOn: dayIn(10), userId }, at(15));
  await grantCredit(tx, expired!.target, { amountCents: 800, reason: 'Devolución del costo de envío', expiresOn: dayIn(-3), userId }, at(30));
  await grantCredit(tx, expired!.target, { amountCents: 500, reason: 'Disculpas por la demora', userId }, at(5));
  const wrong = await grantCredit(tx, reversed!.target, { amountCents: 1200, reason: 'Error en el cobro', userId }, at(8));
  await reverseCredit(tx, companyId, { entryId: wrong.entry.id, reason: 'Otorgado al cliente equivocado', userId }, at(7));
}
