/**
 * Helpers of the picking and outbox tests: fresh orders with lines (each test works on its own order), extra
 * pickers, fingerprints of the business tables, and typed calls.
 */
import { randomUUID } from 'node:crypto';
import { computeLine } from '../../../contract/order-math';
import type { OrderStatus } from '../../../contract/order-status';
import type { OfflineMutationName } from '../../../contract/offline-mutations';
import type { SyncPushData } from '../../../contract/schemas/sync';
import { createSession } from '../../../server/auth/sessions';
import type { Database } from '../../../server/db/client';
import { PICKING_LINES, PICKING_PRODUCTS, type FixtureCompany } from './fixture';
import type { Answer, TestApp } from './test-app';

let sequence = 0;

export interface PickingOrderOptions {
  status?: OrderStatus;
  pickerId?: number | null;
  warehouseId?: number;
  /** Minutes from the fixture's now to the slot's start. */
  slotStartMin?: number;
  lines?: typeof PICKING_LINES;
  shippingCents?: number;
  storeCreditCents?: number;
}

export interface PickingOrder {
  id: number;
  lineIds: number[];
}

/** A new order of `company` with PICKING_LINES (amounts from computeLine), totals left as the fixture's style. */
export async function insertPickingOrder(t: TestApp, company: FixtureCompany, options: PickingOrderOptions = {}): Promise<PickingOrder> {
  sequence += 1;
  const companyIndex = company.id === t.fixture.companies[0].id ? 1 : 2;
  const now = t.clock.now();
  const slotStart = new Date(now.getTime() + (options.slotStartMin ?? 120) * 60_000);
  const status = options.status ?? 'confirmada';
  const [order] = await t.database.query<{ id: number }>(
    `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method,
       payment_state, shipping_cents, store_credit_cents, subtotal_cents, total_cents, item_count, status, picker_id, picking_started_at, created_at, updated_at)
     VALUES ($1, $2, $3, (SELECT id FROM customers WHERE company_id = $1 ORDER BY id LIMIT 1), $4, 'web', 'delivery', $5::date, $6, $7, 'card', 'paid',
       $8, $9, 1000, 1000, 3, $10, $11, $12, $13, $13) RETURNING id`,
    [
      company.id,
      company.storeId,
      options.warehouseId ?? company.warehouseId,
      `P${companyIndex}-${sequence}-${randomUUID().slice(0, 6)}`,
      slotStart.toISOString().slice(0, 10),
      slotStart,
      new Date(slotStart.getTime() + 7_200_000),
      options.shippingCents ?? 299,
      options.storeCreditCents ?? 0,
      status,
      options.pickerId ?? null,
      status === 'en_picking' ? new Date(now.getTime() - 600_000) : null,
      new Date(now.getTime() - 3_600_000),
    ],
  );
  const lineIds: number[] = [];
  for (const [index, line] of (options.lines ?? PICKING_LINES).entries()) {
    const p = PICKING_PRODUCTS[line.product];
    const amounts = computeLine({ unitPriceCents: p.price, quantityMilli: line.quantityMilli, taxRateBp: p.taxRateBp, discountRateBp: line.discountRateBp });
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO order_lines (order_id, position, product_id, category_id, name, type, sku, unit_price_cents, quantity_milli, ordered_quantity_milli,
         subtotal_cents, subtotal_without_discount_cents, total_cents, total_without_discount_cents, tax_rate_bp, tax_cents, tax_without_discount_cents,
         discount_cents, discount_rate_bp)
       VALUES ($1, $2, $3, (SELECT category_id FROM products WHERE id = $3), $4, $5, (SELECT sku FROM products WHERE id = $3), $6, $7, $7,
         $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        order!.id,
        index + 1,
        company.picking.products[line.product],
        p.name,
        p.saleUnit,
        p.price,
        line.quantityMilli,
        amounts.subtotalCents,
        amounts.subtotalWithoutDiscountCents,
        amounts.totalCents,
        amounts.totalWithoutDiscountCents,
        p.taxRateBp,
        amounts.taxCents,
        amounts.taxWithoutDiscountCents,
        amounts.discountCents,
        line.discountRateBp,
      ],
    );
    lineIds.push(row!.id);
  }
  return { id: order!.id, lineIds };
}

/** Another user of `role` in the company (and warehouse), with a session token. */
export async function insertUser(t: TestApp, company: FixtureCompany, role: 'PK' | 'SU', name: string, warehouseId: number | null = company.warehouseId): Promise<{ id: number; token: string }> {
  sequence += 1;
  const [user] = await t.database.query<{ id: number }>(
    `INSERT INTO users (company_id, warehouse_id, email, name, role, password_hash) VALUES ($1, $2, $3, $4, $5, 'x') RETURNING id`,
    [company.id, role === 'PK' ? warehouseId : null, `${role.toLowerCase()}-${sequence}-${randomUUID().slice(0, 8)}@extra.test`, name, role],
  );
  const { token } = await createSession(t.database.db, t.config, user!.id, t.clock.now());
  return { id: user!.id, token };
}

/**
 * A hash of the business tables (orders, lines, events, notes): equal before and after means a refused change
 * changed nothing. Idempotency and outbox records are left out: a refusal is stored there on purpose.
 */
export async function businessFingerprint(database: Database): Promise<string> {
  const tables = ['orders', 'order_lines', 'order_events', 'order_notes', 'order_status_counts'];
  const parts = tables.map((name) => `SELECT '${name}' AS t, count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${name} x`);
  const rows = await database.query<{ t: string; n: number; h: string }>(parts.join(' UNION ALL '));
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}

export function expectOk<T>(answer: Answer): T {
  if (!answer.json.bOk) throw new Error(`expected bOk, got ${answer.status} ${answer.json.codigo}: ${answer.json.mensaje}`);
  return answer.json.data as T;
}

export interface QueuedChange {
  id: number;
  name: OfflineMutationName;
  args: Record<string, unknown>;
  createdAt: string;
}

export function change(id: number, name: OfflineMutationName, args: Record<string, unknown>, at = new Date()): QueuedChange {
  return { id, name, args: { mutationId: randomUUID(), ...args }, createdAt: at.toISOString() };
}

export async function push(t: TestApp, token: string, clientId: string, mutations: QueuedChange[]): Promise<{ answer: Answer; data: SyncPushData | null }> {
  const answer = await t.call('/Sync/Push', { clientId, mutations }, { token });
  return { answer, data: answer.json.bOk ? (answer.json.data as SyncPushData) : null };
}
