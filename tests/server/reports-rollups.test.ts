/**
 * The report rollups (migration 0014, docs/reports.md) against the raw tables: after random sequences of order
 * changes — through the real calls (move, pick a line, cancel, deliver) and direct SQL for the rest (store and
 * warehouse changes, line edits, late delivery times, totals) — every one of the five rollup reports answers
 * exactly what plain SQL over orders and order_lines computes, in every scope.
 */
import { randomUUID } from 'node:crypto';
import * as fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ORDER_CHANNELS } from '../../contract/order-constants';
import type { OrderStatus } from '../../contract/order-status';
import { createSession } from '../../server/auth/sessions';
import { insertPickingOrder, insertUser } from './helpers/picking-helpers';
import {
  referenceLateDeliveries,
  referenceOrdersByStatus,
  referencePicking,
  referenceSales,
  referenceTopProducts,
  type ReferenceFilter,
} from './helpers/reports-reference';
import { PICKING_LINES, type FixtureCompany } from './helpers/fixture';
import { suiteTestApp, type Answer } from './helpers/test-app';

const t = suiteTestApp();

const REPORTS = {
  '/Reports/Sales': referenceSales,
  '/Reports/OrdersByStatus': referenceOrdersByStatus,
  '/Reports/Picking': referencePicking,
  '/Reports/LateDeliveries': referenceLateDeliveries,
  '/Reports/TopProducts': referenceTopProducts,
} as const;
type ReportPath = keyof typeof REPORTS;

interface Setup {
  /** Company 1's second store (same warehouses), for store changes. */
  secondStoreId: number;
  /** The picker of each warehouse. */
  pickers: Map<number, number>;
  pickerTokens: Map<number, string>;
  /** Fresh sessions (the steps move the clock past a session's idle limit): SU and AD per company, SA. */
  tokens: Record<string, string>;
}
let setup: Setup | null = null;

/** Rows of the non-date tables in a fixed order (the calls order ties as they come). */
function normalized(report: { totals: unknown; tables: Record<string, Record<string, unknown>[]> }) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const [name, rows] of Object.entries(report.tables)) {
    tables[name] = name === 'days' || name === 'products' ? rows : rows.toSorted((a, b) => JSON.stringify(Object.values(a).slice(0, 4)).localeCompare(JSON.stringify(Object.values(b).slice(0, 4))));
  }
  return { totals: report.totals, tables };
}

function ok(answer: Answer): Record<string, unknown> {
  if (!answer.json.bOk) throw new Error(`expected bOk, got ${answer.status} ${answer.json.codigo}: ${answer.json.mensaje}`);
  return answer.json.data as Record<string, unknown>;
}

async function normalizedReport(path: ReportPath, token: string, body: Record<string, unknown>) {
  const answer = ok(await t.call(path, body, { token })) as { totals: unknown; tables: Record<string, Record<string, unknown>[]> };
  return normalized(answer);
}

async function expectReportsMatch(filters: { token: string; body: Record<string, unknown>; ref: ReferenceFilter }[]): Promise<void> {
  for (const filter of filters) {
    for (const [path, reference] of Object.entries(REPORTS) as [ReportPath, (typeof REPORTS)[ReportPath]][]) {
      const expected = normalized((await reference(t.database, filter.ref)) as { totals: unknown; tables: Record<string, Record<string, unknown>[]> });
      const { limit, ...body } = filter.body;
      const request = path === '/Reports/TopProducts' && limit !== undefined ? { ...body, limit } : body;
      expect(await normalizedReport(path, filter.token, request), `${path} ${JSON.stringify(request)}`).toEqual(expected);
    }
  }
}

async function ensureSetup(): Promise<Setup> {
  if (setup) return setup;
  const [c1, c2] = t.fixture.companies;
  const [store] = await t.database.query<{ id: number }>(`INSERT INTO stores (company_id, name) VALUES ($1, 'Andino Segunda') RETURNING id`, [c1.id]);
  await t.database.query('INSERT INTO store_warehouses (store_id, warehouse_id) VALUES ($1, $2)', [store!.id, c1.warehouseId]);
  const pickers = new Map<number, number>([
    [c1.warehouseId, t.user('PK', 1).id],
    [c2.warehouseId, t.user('PK', 2).id],
  ]);
  if (c1.extraWarehouseId !== null) pickers.set(c1.extraWarehouseId, (await insertUser(t, c1, 'PK', 'Picker Extra', c1.extraWarehouseId)).id);
  setup = { secondStoreId: store!.id, pickers, pickerTokens: new Map(), tokens: {} };
  await refreshSessions(setup);
  return setup;
}

async function refreshSessions(s: Setup): Promise<void> {
  for (const [warehouseId, userId] of s.pickers) s.pickerTokens.set(warehouseId, (await createSession(t.database.db, t.config, userId, t.clock.now())).token);
  for (const key of ['SU@1', 'SU@2', 'AD@1', 'AD@2', 'SA']) {
    const [role, company] = key.split('@') as ['SU' | 'AD' | 'SA', string | undefined];
    s.tokens[key] = await t.tokenFor(role, company === '2' ? 2 : 1);
  }
}

interface OrderRef {
  id: number;
  company: FixtureCompany;
}

async function orderState(id: number) {
  const [row] = await t.database.query<{ status: OrderStatus; version: number; warehouse_id: number; fulfilment: string }>(
    'SELECT status, version, warehouse_id, fulfilment FROM orders WHERE id = $1',
    [id],
  );
  return row!;
}

const supervisor = (company: FixtureCompany) => setup!.tokens[company.id === t.fixture.companies[0].id ? 'SU@1' : 'SU@2']!;

function move(order: OrderRef, from: OrderStatus, to: OrderStatus, token: string, extra: Record<string, unknown> = {}) {
  return t.call('/Order/Move', { orderId: order.id, from, to, baseVersion: 1, mutationId: randomUUID(), ...extra }, { token });
}

/** One step forward through the calls (a picker takes the order; a supervisor forces the finish). */
async function advance(order: OrderRef, s: Setup): Promise<Answer | null> {
  const row = await orderState(order.id);
  const next: Partial<Record<OrderStatus, OrderStatus>> = {
    pendiente: 'confirmada',
    confirmada: 'en_picking',
    en_picking: 'pickeada',
    pickeada: row.fulfilment === 'pickup' ? 'lista_retiro' : 'en_despacho',
    en_despacho: 'entregada',
    lista_retiro: 'entregada',
  };
  const to = next[row.status];
  if (!to) return null;
  if (to === 'en_picking') return move(order, row.status, to, s.pickerTokens.get(row.warehouse_id) ?? supervisor(order.company));
  return move(order, row.status, to, supervisor(order.company), to === 'pickeada' ? { force: true } : {});
}

async function pickLine(order: OrderRef, lineIndex: number, state: 'picked' | 'out_of_stock', s: Setup): Promise<Answer | null> {
  const row = await orderState(order.id);
  if (row.status !== 'en_picking') return null;
  const lines = await t.database.query<{ id: number; line_version: number; ordered_quantity_milli: number }>(
    `SELECT id, line_version, ordered_quantity_milli::int AS ordered_quantity_milli FROM order_lines WHERE order_id = $1 AND pick_state = 'pending' ORDER BY id`,
    [order.id],
  );
  const line = lines[lineIndex % Math.max(1, lines.length)];
  if (!line) return null;
  const token = s.pickerTokens.get(row.warehouse_id);
  if (!token) return null;
  return t.call(
    '/Picking/SetLine',
    {
      orderId: order.id,
      lineId: line.id,
      baseVersion: row.version,
      lineVersion: line.line_version,
      mutationId: randomUUID(),
      pickState: state,
      ...(state === 'picked' ? { pickedQuantity: Math.max(1, line.ordered_quantity_milli) } : {}),
    },
    { token },
  );
}

const SQL_EDITS = ['store', 'warehouse', 'total', 'createdAt', 'lineQuantity', 'lineDelete', 'lineDuplicate', 'lineProduct', 'late', 'substitute', 'bulkLines'] as const;

async function sqlEdit(order: OrderRef, what: (typeof SQL_EDITS)[number], amount: number, s: Setup): Promise<void> {
  const db = t.database;
  const [c1] = t.fixture.companies;
  const firstLine = `(SELECT id FROM order_lines WHERE order_id = $1 ORDER BY id LIMIT 1)`;
  switch (what) {
    case 'store':
      if (order.company.id === c1.id) await db.query(`UPDATE orders SET store_id = CASE WHEN store_id = $2 THEN $3 ELSE $2 END WHERE id = $1`, [order.id, s.secondStoreId, c1.storeId]);
      return;
    case 'warehouse':
      if (order.company.id === c1.id && c1.extraWarehouseId !== null)
        await db.query(`UPDATE orders SET warehouse_id = CASE WHEN warehouse_id = $2 THEN $3 ELSE $2 END WHERE id = $1`, [order.id, c1.extraWarehouseId, c1.warehouseId]);
      return;
    case 'total':
      await db.query('UPDATE orders SET total_cents = total_cents + $2 WHERE id = $1', [order.id, amount]);
      return;
    case 'createdAt':
      // Hours back: the order may move to the local day before.
      await db.query(`UPDATE orders SET created_at = created_at - make_interval(mins => $2) WHERE id = $1`, [order.id, amount * 3]);
      return;
    case 'lineQuantity':
      await db.query(`UPDATE order_lines SET quantity_milli = quantity_milli + $2, total_cents = total_cents + $2 WHERE id = ${firstLine}`, [order.id, amount]);
      return;
    case 'lineDelete':
      await db.query(`DELETE FROM order_lines WHERE id = ${firstLine}`, [order.id]);
      return;
    case 'lineDuplicate':
      // A second line of the same product: the product's order count must not double.
      await db.query(
        `INSERT INTO order_lines (order_id, position, product_id, category_id, name, type, sku, unit_price_cents, quantity_milli, ordered_quantity_milli,
           subtotal_cents, subtotal_without_discount_cents, total_cents, total_without_discount_cents, tax_rate_bp, tax_cents, tax_without_discount_cents, pick_state)
         SELECT order_id, position + 10, product_id, category_id, name, type, sku, unit_price_cents, quantity_milli, ordered_quantity_milli,
           subtotal_cents, subtotal_without_discount_cents, total_cents, total_without_discount_cents, tax_rate_bp, tax_cents, tax_without_discount_cents, pick_state
           FROM order_lines WHERE id = ${firstLine}`,
        [order.id],
      );
      return;
    case 'lineProduct':
      await db.query(
        `UPDATE order_lines SET product_id = (SELECT id FROM products WHERE company_id = $2 AND id <> coalesce(order_lines.product_id, 0) ORDER BY id OFFSET $3 % 3 LIMIT 1) WHERE id = ${firstLine}`,
        [order.id, order.company.id, amount],
      );
      return;
    case 'late':
      await db.query(`UPDATE orders SET delivered_at = slot_end + make_interval(mins => $2 - 200) WHERE id = $1 AND status = 'entregada'`, [order.id, amount]);
      return;
    case 'substitute':
      await db.query(`UPDATE order_lines SET pick_state = 'substituted' WHERE id = ${firstLine}`, [order.id]);
      return;
    case 'bulkLines':
      await db.query(`UPDATE order_lines SET total_cents = total_cents + 1, quantity_milli = quantity_milli + 1 WHERE order_id IN (SELECT id FROM orders WHERE company_id = $1 ORDER BY id DESC LIMIT 4)`, [order.company.id]);
      return;
  }
}

const stepArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), company: fc.integer({ min: 0, max: 3 }), status: fc.constantFrom<OrderStatus>('pendiente', 'confirmada'), lines: fc.integer({ min: 1, max: 3 }), channel: fc.constantFrom(...ORDER_CHANNELS), pickup: fc.boolean(), extraWarehouse: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('advance' as const), order: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pick' as const), order: fc.nat(), line: fc.nat(), state: fc.constantFrom<'picked' | 'out_of_stock'>('picked', 'out_of_stock') }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('sql' as const), order: fc.nat(), what: fc.constantFrom(...SQL_EDITS), amount: fc.integer({ min: 1, max: 400 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('clock' as const), minutes: fc.integer({ min: 5, max: 900 }) }) },
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

/** The range the checks read: the fixture's month around now, wide enough for every order the steps make. */
const RANGE = { from: '2026-11-01', to: '2026-12-10' };

async function checkEveryScope(s: Setup): Promise<void> {
  const [c1, c2] = t.fixture.companies;
  const tokens = s.tokens;
  await expectReportsMatch([
    { token: tokens['AD@1']!, body: RANGE, ref: { companyId: c1.id, ...RANGE } },
    { token: tokens['AD@1']!, body: { ...RANGE, storeId: s.secondStoreId }, ref: { companyId: c1.id, storeId: s.secondStoreId, ...RANGE } },
    { token: tokens['AD@1']!, body: { ...RANGE, warehouseId: c1.extraWarehouseId! }, ref: { companyId: c1.id, warehouseId: c1.extraWarehouseId!, ...RANGE } },
    { token: tokens['AD@2']!, body: RANGE, ref: { companyId: c2.id, ...RANGE } },
    { token: tokens['SA']!, body: { ...RANGE, limit: 3 }, ref: { companyId: null, ...RANGE, limit: 3 } },
  ]);
}

describe('report rollups equal the raw tables', () => {
  test('after random sequences of order changes, in every scope', { timeout: 120_000 }, async () => {
    const s = await ensureSetup();
    const pool: OrderRef[] = [];
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 12, maxLength: 24 }), async (steps: Step[]) => {
        for (const step of steps) {
          const order = pool.length > 0 && 'order' in step ? pool[step.order % pool.length]! : null;
          if (step.kind === 'place') {
            const company = t.fixture.companies[step.company === 3 ? 1 : 0];
            const warehouseId = step.extraWarehouse && company.extraWarehouseId !== null ? company.extraWarehouseId : company.warehouseId;
            const placed = await insertPickingOrder(t, company, { status: step.status, warehouseId, lines: PICKING_LINES.slice(0, step.lines) });
            await t.database.query(`UPDATE orders SET channel = $2, fulfilment = $3 WHERE id = $1`, [placed.id, step.channel, step.pickup ? 'pickup' : 'delivery']);
            pool.push({ id: placed.id, company });
            applied++;
          } else if (step.kind === 'clock') {
            t.clock.advance(step.minutes * 60_000);
            await refreshSessions(s);
          } else if (order && step.kind === 'advance') {
            if ((await advance(order, s))?.json.bOk) applied++;
          } else if (order && step.kind === 'cancel') {
            const row = await orderState(order.id);
            if ((await move(order, row.status, 'cancelada', supervisor(order.company), { reason: 'customer_request' })).json.bOk) applied++;
          } else if (order && step.kind === 'pick') {
            if ((await pickLine(order, step.line, step.state, s))?.json.bOk) applied++;
          } else if (order && step.kind === 'sql') {
            await sqlEdit(order, step.what, step.amount, s);
            applied++;
          }
        }
        await checkEveryScope(s);
      }),
      { seed: 20_261_120, numRuns: 6, endOnFailure: true },
    );
    // The sequences did change orders through the calls, not only place them.
    expect(applied).toBeGreaterThan(pool.length);
    const [seen] = await t.database.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE picking_finished_at IS NOT NULL)::int AS picked, count(*) FILTER (WHERE status = 'entregada')::int AS delivered,
              count(*) FILTER (WHERE delivered_at > slot_end)::int AS late, count(*) FILTER (WHERE status = 'cancelada')::int AS cancelled,
              count(*) FILTER (WHERE store_id <> $2)::int AS other_store, count(*)::int AS orders
         FROM orders WHERE id IN (SELECT unnest($1::int[]))`,
      [pool.map((o) => o.id), t.fixture.companies[0].storeId],
    );
    for (const figure of ['picked', 'delivered', 'late', 'cancelled', 'other_store'] as const) expect(seen![figure], figure).toBeGreaterThan(0);
  });
});

const oneDay = (day: string) => ({ from: day, to: day });

/** The fixture company's local noon of `day` (Guayaquil, UTC−5) as the clock. */
function atLocal(day: string, hour = 12): Date {
  return new Date(`${day}T${String(hour + 5).padStart(2, '0')}:00:00.000Z`);
}

async function reportData(path: ReportPath, role: 'AD' | 'SA', body: Record<string, unknown>, company: 1 | 2 = 1) {
  return ok(await t.call(path, body, { token: await t.tokenFor(role, company) })) as { totals: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]> };
}

describe('report figures', () => {
  test('cancelling an order takes it out of sales, categories and top products; it stays in orders by status', async () => {
    await ensureSetup();
    const day = { from: '2027-01-05', to: '2027-01-05' };
    t.clock.set(atLocal(day.from));
    const [c1] = t.fixture.companies;
    const order = await insertPickingOrder(t, c1, { status: 'confirmada' });
    const [row] = await t.database.query<{ total: number }>('SELECT total_cents::int AS total FROM orders WHERE id = $1', [order.id]);
    const lineTotal = (await t.database.query<{ s: number }>('SELECT sum(total_cents)::int AS s FROM order_lines WHERE order_id = $1', [order.id]))[0]!.s;

    const before = await reportData('/Reports/Sales', 'AD', day);
    expect(before.totals).toEqual({ orders: 1, salesCents: row!.total, averageBasketCents: row!.total });
    expect(before.tables.categories!.reduce((a, r) => a + Number(r.salesCents), 0)).toBe(lineTotal);
    expect((await reportData('/Reports/TopProducts', 'AD', day)).totals.products).toBe(3);

    const su = await t.tokenFor('SU', 1);
    expect((await t.call('/Order/Move', { orderId: order.id, from: 'confirmada', to: 'cancelada', baseVersion: 1, mutationId: randomUUID(), reason: 'customer_request' }, { token: su })).json.bOk).toBe(true);

    const after = await reportData('/Reports/Sales', 'AD', day);
    expect(after.totals).toEqual({ orders: 0, salesCents: 0, averageBasketCents: 0 });
    expect(after.tables.categories).toEqual([]);
    expect(after.tables.stores).toEqual([]);
    expect((await reportData('/Reports/TopProducts', 'AD', day)).tables.products).toEqual([]);
    const status = await reportData('/Reports/OrdersByStatus', 'AD', day);
    expect(status.totals).toMatchObject({ cancelada: 1, confirmada: 0, total: 1 });
  });

  test('a delivery after its slot counts late, by the slot day, with its minutes late', async () => {
    const s = await ensureSetup();
    const day = '2027-01-12';
    t.clock.set(atLocal(day, 8));
    const [c1] = t.fixture.companies;
    // Slots 09:00–11:00 local: one delivered at 10:00 (on time), one at 11:45 (45 minutes late).
    const onTime = await insertPickingOrder(t, c1, { status: 'confirmada', slotStartMin: 60 });
    const late = await insertPickingOrder(t, c1, { status: 'confirmada', slotStartMin: 60 });
    const deliverAt = async (order: { id: number }, at: Date) => {
      await refreshSessions(s);
      const su = s.tokens['SU@1']!;
      const pk = s.pickerTokens.get(c1.warehouseId)!;
      const steps: [OrderStatus, OrderStatus, string, Record<string, unknown>][] = [
        ['confirmada', 'en_picking', pk, {}],
        ['en_picking', 'pickeada', su, { force: true }],
        ['pickeada', 'en_despacho', su, {}],
      ];
      for (const [from, to, token, extra] of steps) expect((await t.call('/Order/Move', { orderId: order.id, from, to, baseVersion: 1, mutationId: randomUUID(), ...extra }, { token })).json.bOk).toBe(true);
      t.clock.set(at);
      await refreshSessions(s);
      expect((await t.call('/Order/Move', { orderId: order.id, from: 'en_despacho', to: 'entregada', baseVersion: 1, mutationId: randomUUID() }, { token: s.tokens['SU@1']! })).json.bOk).toBe(true);
    };
    await deliverAt(onTime, atLocal(day, 10));
    t.clock.set(atLocal(day, 8));
    await deliverAt(late, new Date(atLocal(day, 11).getTime() + 45 * 60_000));

    const report = await reportData('/Reports/LateDeliveries', 'AD', { from: day, to: day });
    expect(report.totals).toEqual({ delivered: 2, late: 1, lateRate: 0.5, avgMinutesLate: 45 });
    expect(report.tables.stores).toEqual([{ storeId: c1.storeId, storeName: expect.stringMatching(/./), delivered: 2, late: 1, lateRate: 0.5, avgMinutesLate: 45 }]);
    // The milestone trigger stamped the delivery with the call's time.
    const [stamped] = await t.database.query<{ at: Date }>('SELECT delivered_at AS at FROM orders WHERE id = $1', [late.id]);
    expect(new Date(stamped!.at).toISOString()).toBe(new Date(atLocal(day, 11).getTime() + 45 * 60_000).toISOString());
  });

  test('picking: minutes from confirmed to picked, lines per hour, out-of-stock and substitution rates, per picker and warehouse', async () => {
    await ensureSetup();
    const day = '2027-01-20';
    t.clock.set(atLocal(day, 9));
    const [c1] = t.fixture.companies;
    const picker = t.user('PK', 1);
    const order = await insertPickingOrder(t, c1, { status: 'confirmada' });
    const [first, second, third] = order.lineIds;
    await t.database.query(`UPDATE order_lines SET pick_state = 'picked' WHERE id = $1`, [first]);
    await t.database.query(`UPDATE order_lines SET pick_state = 'out_of_stock' WHERE id = $1`, [second]);
    await t.database.query(`UPDATE order_lines SET pick_state = 'substituted' WHERE id = $1`, [third]);
    // Confirmed at 09:00, picking 09:30–10:00 local: 60 minutes to pick, 3 lines in half an hour.
    await t.database.query(
      `UPDATE orders SET status = 'pickeada', picker_id = $2, confirmed_at = $3, picking_started_at = $4, picking_finished_at = $5 WHERE id = $1`,
      [order.id, picker.id, atLocal(day, 9), new Date(atLocal(day, 9).getTime() + 30 * 60_000), atLocal(day, 10)],
    );
    const figures = { orders: 1, lines: 3, avgMinutesToPick: 60, linesPerHour: 6, outOfStockRate: 0.3333, substitutionRate: 0.3333 };
    const report = await reportData('/Reports/Picking', 'AD', { from: day, to: day });
    expect(report.totals).toEqual(figures);
    expect(report.tables.pickers).toEqual([{ pickerId: picker.id, pickerName: expect.stringMatching(/./), warehouseId: c1.warehouseId, warehouseName: expect.stringMatching(/./), ...figures }]);
    expect(report.tables.warehouses).toEqual([{ warehouseId: c1.warehouseId, warehouseName: expect.stringMatching(/./), ...figures }]);
    // Filters: the order's warehouse and store show it; the other warehouse and store do not.
    expect((await reportData('/Reports/Picking', 'AD', { from: day, to: day, warehouseId: c1.warehouseId })).totals).toEqual(figures);
    expect((await reportData('/Reports/Picking', 'AD', { from: day, to: day, warehouseId: c1.extraWarehouseId! })).totals).toMatchObject({ orders: 0, avgMinutesToPick: null, linesPerHour: null, outOfStockRate: null });
    expect((await reportData('/Reports/Picking', 'AD', { from: day, to: day, storeId: setup!.secondStoreId })).totals).toMatchObject({ orders: 0 });
    // A line picked after all changes the rates in place.
    await t.database.query(`UPDATE order_lines SET pick_state = 'picked' WHERE id = $1`, [second]);
    expect((await reportData('/Reports/Picking', 'AD', { from: day, to: day })).totals).toMatchObject({ outOfStockRate: 0, substitutionRate: 0.3333 });
  });

  test('every day of the range has a row, zeros where nothing happened', async () => {
    await ensureSetup();
    const range = { from: '2027-02-01', to: '2027-02-10' };
    const sales = await reportData('/Reports/Sales', 'AD', range);
    expect(sales.tables.days).toHaveLength(10);
    expect(sales.tables.days![0]).toEqual({ date: '2027-02-01', orders: 0, salesCents: 0, averageBasketCents: 0 });
    expect(sales.tables.days![9]!.date).toBe('2027-02-10');
    const picking = await reportData('/Reports/Picking', 'AD', range);
    expect(picking.tables.days![3]).toEqual({ date: '2027-02-04', orders: 0, lines: 0, avgMinutesToPick: null, linesPerHour: null, outOfStockRate: null, substitutionRate: null });
    const late = await reportData('/Reports/LateDeliveries', 'AD', range);
    expect(late.tables.days![5]).toEqual({ date: '2027-02-06', delivered: 0, late: 0, lateRate: null, avgMinutesLate: null });
    const status = await reportData('/Reports/OrdersByStatus', 'AD', range);
    expect(status.tables.days).toHaveLength(10);
    expect(status.totals.total).toBe(0);
  });

  test("a company's timezone decides its days; changing it moves its orders to their new local days", async () => {
    await ensureSetup();
    const [, c2] = t.fixture.companies;
    // 03:00 UTC on the 26th is the 25th in Guayaquil.
    t.clock.set(new Date('2027-01-26T04:00:00.000Z'));
    await insertPickingOrder(t, c2, { status: 'confirmada' });
    expect((await reportData('/Reports/Sales', 'AD', oneDay('2027-01-25'), 2)).totals.orders).toBe(1);
    await t.database.query(`UPDATE companies SET timezone = 'UTC' WHERE id = $1`, [c2.id]);
    try {
      expect((await reportData('/Reports/Sales', 'AD', oneDay('2027-01-25'), 2)).totals.orders).toBe(0);
      const moved = await reportData('/Reports/Sales', 'AD', oneDay('2027-01-26'), 2);
      expect(moved.totals.orders).toBe(1);
    } finally {
      await t.database.query(`UPDATE companies SET timezone = 'America/Guayaquil' WHERE id = $1`, [c2.id]);
    }
  });

  test("isolation: a company sees none of another's orders and cannot name its company, store or warehouse", async () => {
    await ensureSetup();
    const [c1] = t.fixture.companies;
    const day = { from: '2027-01-20', to: '2027-01-20' };
    expect((await reportData('/Reports/Picking', 'AD', day, 1)).totals.orders).toBe(1);
    const other = await t.tokenFor('AD', 2);
    for (const path of Object.keys(REPORTS) as ReportPath[]) {
      const own = ok(await t.call(path, day, { token: other })) as { totals: Record<string, unknown> };
      expect(Object.values(own.totals).every((value) => value === 0 || value === null), path).toBe(true);
      for (const foreign of [{ empresaId: c1.id }, { storeId: c1.storeId }, { warehouseId: c1.warehouseId }]) {
        const answer = await t.call(path, { ...day, ...foreign }, { token: other });
        expect(answer.json.codigo, `${path} ${JSON.stringify(foreign)}`).toBe('NOT_FOUND');
      }
    }
  });

  test('a range longer than a year, or backwards, is refused with VALIDATION; roles without reports are refused', async () => {
    await ensureSetup();
    const ad = await t.tokenFor('AD', 1);
    for (const path of Object.keys(REPORTS) as ReportPath[]) {
      const long = await t.call(path, { from: '2026-01-01', to: '2027-01-02' }, { token: ad });
      expect(long.json.codigo, path).toBe('VALIDATION');
      expect(long.json.errores?.[0]?.campo).toBe('to');
      expect((await t.call(path, { from: '2027-01-02', to: '2027-01-01' }, { token: ad })).json.codigo).toBe('VALIDATION');
      expect((await t.call(path, { from: '2026-11-01', to: '2026-11-30' }, { token: await t.tokenFor('PK', 1) })).json.codigo).toBe('FORBIDDEN');
    }
    expect((await t.call('/Reports/TopProducts', { from: '2027-01-01', to: '2027-01-02', limit: 0 }, { token: ad })).json.codigo).toBe('VALIDATION');
  });
});
