/**
 * `/Order/Get`: the header, every line field of spec §3, IVA by rate, the notes and the timeline; NOT_FOUND outside
 * the caller's company or warehouse. The reads are prepared statements run side by side on the pool; each sees its
 * own snapshot, so a change committed in between may show in one part and not yet in another, as it would a moment
 * later anyway.
 *
 * An order's lines are most of the call's cost (150 lines: ~3,000 values for node-postgres to parse and drizzle to
 * map, about three quarters of the call's node CPU), so they are kept per order (lru-cache) with their version: the
 * number of line rows and the sum of their xmin (the id of the transaction that wrote each row version), computed
 * from the rows the lines query read. The header reads the version again in its own snapshot; the kept lines are
 * used only when the two agree, so they are exactly the rows in the database, whoever changed them (a call, the
 * picking code, plain SQL). Equal sums for different row versions would need writes more than 2^31 transactions
 * apart, and PostgreSQL freezes old rows (xmin 2) much sooner.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { OrderDetail } from '../../../contract/schemas/orders';
import type { AuthUser } from '../../auth/auth-user';
import type { AppDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { orderLines, orders } from '../../db/schema/orders';
import { companies } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { orderEventsOf, orderHeaderStatement, orderNotesOf } from '../../orders/order-detail';
import { chargedRateColumns, detailLineColumns, lineTaxByRate, orderLineColumns, toDetailLine } from '../../orders/order-lines';
import { readableOrder } from '../../orders/order-lock';

interface OrderLines {
  version: string;
  lines: OrderDetail['lines'];
  taxByRate: OrderDetail['taxByRate'];
}

/** Kept lines per database, by order id; bounded by their number of lines (about 30 MB of objects at most). */
const MAX_CACHED_LINES = 100_000;
const caches = new WeakMap<AppDb, LRUCache<number, OrderLines>>();

function cacheOf(db: AppDb): LRUCache<number, OrderLines> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ maxSize: MAX_CACHED_LINES, sizeCalculation: (entry) => Math.max(1, entry.lines.length) });
    caches.set(db, cache);
  }
  return cache;
}

/** The lines' version as the header reads it: `count:sum(xmin)`. */
const linesVersion = sql<string>`(SELECT count(*) || ':' || coalesce(sum(${orderLines}.xmin::text::bigint), 0) FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`;

async function readLines(db: AppDb, orderId: number): Promise<OrderLines> {
  const statement = preparedStatement(db, 'order_lines', (on, name) =>
    on
      .select({ line: orderLineColumns, ...chargedRateColumns, detail: detailLineColumns, xmin: sql<string>`${orderLines}.xmin::text` })
      .from(orderLines)
      .where(eq(orderLines.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderLines.position), asc(orderLines.id))
      .prepare(name),
  );
  const rows = await statement.execute({ orderId });
  const charged = rows.map(({ line, pickState, substituteTaxRateBp }) => ({ taxRate: line.taxRate, subtotal: line.subtotal, tax: line.tax, pickState, substituteTaxRateBp }));
  const xminSum = rows.reduce((sum, row) => sum + Number(row.xmin), 0);
  const lines = rows.map((row) => toDetailLine(row.line, row.pickState, row.substituteTaxRateBp, row.detail));
  return { version: `${rows.length}:${xminSum}`, lines, taxByRate: lineTaxByRate(charged) };
}

export async function getOrderDetail(db: AppDb, user: AuthUser, orderId: number): Promise<OrderDetail> {
  const cache = cacheOf(db);
  const kept = cache.get(orderId);
  // Without kept lines, read them alongside the rest; with them, only when the header says they changed.
  const [[found], fresh, notes, events] = await Promise.all([
    orderHeaderStatement(db, 'order_get_header', { linesVersion }).execute({ orderId }),
    kept ? null : readLines(db, orderId),
    orderNotesOf(db, orderId),
    orderEventsOf(db, orderId),
  ]);
  const { linesVersion: version, ...header } = readableOrder(user, found);
  let lines = fresh ?? kept;
  if (!lines || lines.version !== version) lines = await readLines(db, orderId);
  if (lines !== kept) cache.set(orderId, lines);
  return { ...header, taxByRate: lines.taxByRate, lines: lines.lines, notes, events };
}

/** Largest internal id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/**
 * The order staff mean by `ref` (contract orderGetRequest): the one numbered `ref` in the caller's company (for SA, in
 * the only company that has that number); when no order has that number, the order whose internal id is `ref`. A
 * number found but not readable (another warehouse) is NOT_FOUND, never some other order.
 */
export async function orderIdOfRef(db: AppDb, user: AuthUser, ref: string): Promise<number> {
  // Each company's (company_id, number) index answers; SA walks the few companies rather than every order.
  const inCompany = user.companyId === null ? inArray(orders.companyId, db.select({ id: companies.id }).from(companies)) : eq(orders.companyId, user.companyId);
  const byNumber = await db
    .select({ id: orders.id, companyId: orders.companyId, warehouseId: orders.warehouseId })
    .from(orders)
    .where(and(inCompany, eq(orders.number, ref)))
    .limit(2);
  if (byNumber.length === 1) return readableOrder(user, byNumber[0]).id;
  if (byNumber.length > 1) throw notFound('La orden');
  if (/^\d{1,10}$/.test(ref) && Number(ref) >= 1 && Number(ref) <= MAX_ID) return Number(ref);
  throw notFound('La orden');
}

export async function getOrderByRequest(db: AppDb, user: AuthUser, input: { orderId?: number | undefined; ref?: string | undefined }): Promise<OrderDetail> {
  const orderId = input.orderId ?? (await orderIdOfRef(db, user, input.ref ?? ''));
  return getOrderDetail(db, user, orderId);
}
