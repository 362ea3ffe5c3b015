import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { ORDER_STATUSES, checkMove, type OrderStatus } from '../../contract/order-status';
import { CALLS, roleMayCall } from '../../contract/calls';
import type { OrderSummary } from '../../contract/schemas/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

interface OrderRow {
  id: number;
  company_id: number;
  number: string;
  status: OrderStatus;
  version: number;
  total_cents: number;
}

async function companyOrders(companyId: number): Promise<OrderRow[]> {
  return t.database.query<OrderRow>('SELECT id, company_id, number, status, version, total_cents::int AS total_cents FROM orders WHERE company_id = $1 ORDER BY id', [companyId]);
}

async function setStatus(orderId: number, status: OrderStatus, fulfilment: 'delivery' | 'pickup' = 'delivery'): Promise<number> {
  const [row] = await t.database.query<{ version: number }>('UPDATE orders SET status = $2, fulfilment = $3, version = version + 1 WHERE id = $1 RETURNING version', [orderId, status, fulfilment]);
  return row!.version;
}

async function list(body: Record<string, unknown>, role: RoleCode = 'AD', company: 1 | 2 = 1) {
  const answer = await t.call('/Order/List', body, { token: t.tokens[role === 'SA' ? 'SA' : `${role}@${company}`] });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return answer.json.data as { rows: OrderSummary[]; nextCursor: string | null };
}

async function pendingLines(orderId: number): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_lines WHERE order_id = $1 AND pick_state = 'pending'`, [orderId]);
  return row!.n;
}

function move(orderId: number, from: OrderStatus, to: OrderStatus, baseVersion: number, token: string, mutationId: string = randomUUID(), extra: Record<string, unknown> = {}) {
  // Cancelling needs a reason (ADR 008).
  return t.call('/Order/Move', { orderId, from, to, baseVersion, mutationId, ...(to === 'cancelada' ? { reason: 'duplicate' } : {}), ...extra }, { token });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('orders list', () => {
  test('filters by status, store, warehouse, number, customer, total range and free text, in the caller company only', async () => {
    const company = t.fixture.companies[0];
    const all = await companyOrders(company.id);
    const byStatus = await list({ statuses: ['confirmada', 'entregada'] });
    expect(byStatus.rows.map((r) => r.id).sort()).toEqual(all.filter((o) => o.status === 'confirmada' || o.status === 'entregada').map((o) => o.id).sort());

    const byStore = await list({ storeId: company.storeId, warehouseId: company.warehouseId });
    expect(byStore.rows).toHaveLength(all.length);
    const byNumber = await list({ number: all[0]!.number });
    expect(byNumber.rows.map((r) => r.number)).toContain(all[0]!.number);
    expect(byNumber.rows.every((r) => r.number.startsWith(all[0]!.number))).toBe(true);

    const byTotal = await list({ totalMin: 3000, totalMax: 5000 });
    expect(byTotal.rows.map((r) => r.totalCents).sort()).toEqual(all.filter((o) => o.total_cents >= 3000 && o.total_cents <= 5000).map((o) => o.total_cents).sort());

    const byCustomer = await list({ customer: 'cliente 1' });
    expect(byCustomer.rows).toHaveLength(all.length);
    expect((await list({ customer: 'nadie-con-este-nombre' })).rows).toHaveLength(0);
    expect((await list({ q: 'Cliente 1' })).rows).toHaveLength(all.length);
    expect((await list({ q: all[1]!.number })).rows.map((r) => r.id)).toContain(all[1]!.id);

    const mine = await list({ mine: true }, 'PK');
    expect(mine.rows.every((r) => r.pickerId === t.user('PK').id)).toBe(true);
    expect(mine.rows.length).toBeGreaterThan(0);
    // No filter ever shows another company's orders.
    expect(byStatus.rows.every((r) => r.companyId === company.id)).toBe(true);
  });

  test('filters by created date range, slot date, channel and payment state', async () => {
    const company = t.fixture.companies[0];
    const today = t.clock.now().toISOString().slice(0, 10);
    const rows = await t.database.query<{ id: number; created_at: Date; slot_date: string }>(
      'SELECT id, created_at, slot_date::text AS slot_date FROM orders WHERE company_id = $1',
      [company.id],
    );
    const createdToday = await list({ createdFrom: today, createdTo: today });
    const expected = rows.filter((r) => new Date(r.created_at).toISOString().slice(0, 10) === today).map((r) => r.id);
    expect(createdToday.rows.map((r) => r.id).sort()).toEqual(expected.sort());
    const slot = rows[0]!.slot_date;
    expect((await list({ slotDate: slot })).rows.every((r) => r.slotDate === slot)).toBe(true);
    await t.database.query(`UPDATE orders SET channel = 'call_center', payment_state = 'pending' WHERE id = $1`, [rows[0]!.id]);
    expect((await list({ channels: ['call_center'] })).rows.map((r) => r.id)).toEqual([rows[0]!.id]);
    expect((await list({ paymentStates: ['pending'] })).rows.map((r) => r.id)).toEqual([rows[0]!.id]);
    await t.database.query(`UPDATE orders SET channel = 'web', payment_state = 'paid' WHERE id = $1`, [rows[0]!.id]);
  });

  test('keyset pages never repeat or miss a row while orders change between pages', async () => {
    const company = t.fixture.companies[0];
    const before = await companyOrders(company.id);
    for (const sort of ['created_desc', 'total_asc', 'number_desc', 'slot_asc'] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      let page = 0;
      do {
        const result = await list({ sort, limit: 3, ...(cursor ? { cursor } : {}) });
        seen.push(...result.rows.map((r) => r.id));
        cursor = result.nextCursor ?? undefined;
        if (page === 0) {
          // Another user moves an order already listed and one not yet listed.
          await t.database.query('UPDATE orders SET version = version + 1, updated_at = now() WHERE id = $1 OR id = $2', [seen[0], before[before.length - 1]!.id]);
        }
        page += 1;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(before.map((o) => o.id).sort((a, b) => a - b));
    }
  });

  test('a list row is the order as Get shows it: names, currency, escaped text and microsecond timestamps', async () => {
    const company = t.fixture.companies[0];
    const [order] = await companyOrders(company.id);
    const [customer] = await t.database.query<{ id: number; name: string }>('SELECT c.id, c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.id = $1', [order!.id]);
    // A fraction with trailing zeros, and none at all: both come back with six digits, as Get writes them.
    await t.database.query(`UPDATE orders SET created_at = '2026-01-02 03:04:05.1234+00', updated_at = '2026-01-02 03:04:06+00' WHERE id = $1`, [order!.id]);
    await t.database.query('UPDATE customers SET name = $2 WHERE id = $1', [customer!.id, 'Zoë "la \\ jefa" Núñez']);
    try {
      const row = (await list({ number: order!.number })).rows.find((r) => r.id === order!.id);
      const detail = (await t.call('/Order/Get', { orderId: order!.id }, { token: t.tokens['AD@1'] })).json.data as Record<string, unknown>;
      expect(row).toMatchObject({ createdAt: '2026-01-02T03:04:05.123400Z', updatedAt: '2026-01-02T03:04:06.000000Z', customerName: 'Zoë "la \\ jefa" Núñez' });
      for (const key of Object.keys(row!) as (keyof OrderSummary)[]) expect([key, row![key]]).toEqual([key, detail[key]]);
      expect(row!.storeName).not.toBe('');
      expect(row!.warehouseName).not.toBe('');
      expect(row!.currency).toMatch(/^[A-Z]{3}$/);
    } finally {
      await t.database.query('UPDATE customers SET name = $2 WHERE id = $1', [customer!.id, customer!.name]);
    }
  });

  test('the database keeps the coded columns to the contract values (the list writes them unescaped)', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    for (const [column, value] of [['status', 'perdida'], ['fulfilment', 'drone'], ['channel', 'fax'], ['payment_method', 'barter'], ['payment_state', 'paid"']]) {
      await expect(t.database.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [order!.id, value])).rejects.toThrow(/check constraint/);
    }
    const [after] = await t.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order!.id]);
    expect(after!.status).toBe(order!.status);
  });

  test('a cursor made for another sort is refused with a clear message', async () => {
    const first = await list({ sort: 'created_desc', limit: 2 });
    const answer = await t.call('/Order/List', { sort: 'total_desc', cursor: first.nextCursor }, { token: t.tokens['AD@1'] });
    expect(answer.json.bOk).toBe(false);
    expect(answer.json.codigo).toBe('VALIDATION');
  });

  test('counts per status match the list, on the fast path and with filters', async () => {
    const company = t.fixture.companies[0];
    const all = await companyOrders(company.id);
    const answer = await t.call('/Order/Counts', {}, { token: t.tokens['AD@1'] });
    const counts = answer.json.data as { byStatus: Record<OrderStatus, number>; total: number };
    for (const status of ORDER_STATUSES) expect(counts.byStatus[status]).toBe(all.filter((o) => o.status === status).length);
    expect(counts.total).toBe(all.length);
    const filtered = await t.call('/Order/Counts', { totalMin: 3000 }, { token: t.tokens['AD@1'] });
    expect((filtered.json.data as { total: number }).total).toBe(all.filter((o) => o.total_cents >= 3000).length);
  });

  test('another company is not found, and SA sees both', async () => {
    const other = t.fixture.companies[1];
    const answer = await t.call('/Order/List', { empresaId: other.id }, { token: t.tokens['AD@1'] });
    expect(answer.json.codigo).toBe('NOT_FOUND');
    const sa = await list({ limit: 200 }, 'SA');
    expect(new Set(sa.rows.map((r) => r.companyId))).toEqual(new Set([t.fixture.companies[0].id, other.id]));
  });
});

describe('order detail', () => {
  test('has every line field, totals, notes and the timeline; other companies get NOT_FOUND', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    await t.database.query(
      `INSERT INTO order_lines (order_id, position, name, type, sku, unit_price_cents, quantity_milli, subtotal_cents, subtotal_without_discount_cents,
        total_cents, total_without_discount_cents, tax_rate_bp, tax_cents, tax_without_discount_cents, discount_cents, discount_rate_bp)
       VALUES ($1, 1, 'Arroz', 'unit', 'SKU-1', 150, 2000, 300, 300, 345, 345, 1500, 45, 45, 0, 0)`,
      [order!.id],
    );
    const note = await t.call('/Order/AddNote', { orderId: order!.id, text: 'Llamar antes de llegar', mutationId: randomUUID() }, { token: t.tokens['AD@1'] });
    expect(note.json.bOk).toBe(true);
    const answer = await t.call('/Order/Get', { orderId: order!.id }, { token: t.tokens['AD@1'] });
    const detail = answer.json.data as { lines: Record<string, unknown>[]; notes: { text: string; authorName: string }[]; events: { kind: string }[]; taxByRate: unknown[] };
    expect(Object.keys(detail.lines[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'type', 'tokenProvider', 'sku', 'unitPrice', 'quantity', 'subtotal', 'subtotalWithoutDiscount', 'total', 'totalWithoutDiscount', 'taxRate', 'tax', 'taxWithoutDiscount', 'discount', 'discountRate']),
    );
    expect(detail.notes[0]).toMatchObject({ text: 'Llamar antes de llegar', authorName: 'AD 1' });
    expect(detail.events.some((e) => e.kind === 'note')).toBe(true);
    expect(detail.taxByRate).toEqual([{ taxRateBp: 1500, baseCents: 300, taxCents: 45 }]);
    const other = await t.call('/Order/Get', { orderId: order!.id }, { token: t.tokens['AD@2'] });
    expect(other.json.codigo).toBe('NOT_FOUND');
    const otherNote = await t.call('/Order/AddNote', { orderId: order!.id, text: 'x', mutationId: randomUUID() }, { token: t.tokens['AD@2'] });
    expect(otherNote.json.codigo).toBe('NOT_FOUND');
  });
});

describe('moves', () => {
  test('every role × every pair of statuses is allowed or refused exactly as PRODUCT.md says', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    for (const fulfilment of ['delivery', 'pickup'] as const) {
      for (const role of ROLE_CODES) {
        const token = t.tokens[role === 'SA' ? 'SA' : `${role}@1`]!;
        const mayCall = roleMayCall(role, CALLS['/Order/Move'].access);
        for (const from of ORDER_STATUSES) {
          for (const to of ORDER_STATUSES) {
            if (from === to) continue;
            const version = await setStatus(order!.id, from, fulfilment);
            // A picker's en_picking → pickeada is finishing the picking, refused while a line is still to pick.
            const finishing = role === 'PK' && from === 'en_picking' && to === 'pickeada' && (await pendingLines(order!.id)) > 0;
            // A supervisor's finish with lines unpicked is confirmed (`force`, ADR 008); a picker cannot force.
            const answer = await move(order!.id, from, to, version, token, randomUUID(), to === 'pickeada' ? { force: true } : {});
            // confirmada → en_picking needs a picker (ADR 008): a picker's move takes the order, anyone else's is refused.
            const needsPicker = role !== 'PK' && from === 'confirmada' && to === 'en_picking';
            const allowed = mayCall && checkMove(role, fulfilment, from, to).ok && !needsPicker;
            const [row] = await t.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order!.id]);
            const outcome = { bOk: answer.json.bOk, codigo: answer.json.codigo, fault: answer.status >= 500, status: row!.status };
            const expected = finishing
              ? { bOk: false, codigo: 'VALIDATION', fault: false, status: from }
              : allowed
              ? { bOk: true, codigo: undefined, fault: false, status: to }
              : { bOk: false, codigo: mayCall ? 'INVALID_MOVE' : 'FORBIDDEN', fault: false, status: from };
            expect(outcome, `${role} ${fulfilment} ${from}→${to}: ${answer.json.mensaje}`).toEqual(expected);
          }
        }
      }
    }
  }, 240_000);

  test('an applied move writes the timeline and a picker taking an order is assigned to it', async () => {
    const [, order] = await companyOrders(t.fixture.companies[0].id);
    const version = await setStatus(order!.id, 'confirmada');
    const answer = await move(order!.id, 'confirmada', 'en_picking', version, t.tokens['PK@1']!);
    expect(answer.json.bOk).toBe(true);
    const summary = answer.json.data as OrderSummary;
    expect(summary).toMatchObject({ status: 'en_picking', version: version + 1, pickerId: t.user('PK').id });
    const [event] = await t.database.query<{ from_status: string; to_status: string; user_id: number }>(
      `SELECT from_status, to_status, user_id FROM order_events WHERE order_id = $1 AND kind = 'status' ORDER BY id DESC LIMIT 1`,
      [order!.id],
    );
    expect(event).toEqual({ from_status: 'confirmada', to_status: 'en_picking', user_id: t.user('PK').id });
  });

  test('a stale move is refused with the current state; a note in between does not block it', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    const version = await setStatus(order!.id, 'pendiente');
    const note = await t.call('/Order/AddNote', { orderId: order!.id, text: 'nota', mutationId: randomUUID() }, { token: t.tokens['CA@1'] });
    expect(note.json.bOk).toBe(true);
    const rebased = await move(order!.id, 'pendiente', 'confirmada', version, t.tokens['AD@1']!);
    expect(rebased.json.bOk).toBe(true);
    const stale = await move(order!.id, 'pendiente', 'cancelada', version, t.tokens['AD@1']!);
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(stale.json.mensaje).toContain('Confirmada');
    expect((stale.json.detalle as { current: OrderSummary }).current.status).toBe('confirmada');
  });

  test('a repeated mutationId answers the first answer and applies once; the same id with another body is refused', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    const version = await setStatus(order!.id, 'pendiente');
    const mutationId = randomUUID();
    const first = await move(order!.id, 'pendiente', 'confirmada', version, t.tokens['AD@1']!, mutationId);
    const again = await move(order!.id, 'pendiente', 'confirmada', version, t.tokens['AD@1']!, mutationId);
    expect(first.json.bOk).toBe(true);
    expect(again.json).toEqual(first.json);
    const [events] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_events WHERE detail->>'mutationId' = $1`, [mutationId]);
    expect(events!.n).toBe(1);
    const other = await move(order!.id, 'confirmada', 'cancelada', version + 1, t.tokens['AD@1']!, mutationId);
    expect(other.json.codigo).toBe('CONFLICT');
    const [row] = await t.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order!.id]);
    expect(row!.status).toBe('confirmada');
  });

  test('concurrent moves of one order: exactly one wins', async () => {
    const [order] = await companyOrders(t.fixture.companies[0].id);
    const version = await setStatus(order!.id, 'pickeada');
    const answers = await Promise.all([
      move(order!.id, 'pickeada', 'en_despacho', version, t.tokens['DE@1']!),
      move(order!.id, 'pickeada', 'cancelada', version, t.tokens['AD@1']!),
      move(order!.id, 'pickeada', 'en_despacho', version, t.tokens['CA@1']!),
    ]);
    expect(answers.filter((a) => a.json.bOk)).toHaveLength(1);
    for (const loser of answers.filter((a) => !a.json.bOk)) expect(loser.json.codigo).toBe('STALE_VERSION');
  });
});

describe('export', () => {
  async function download(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    return response;
  }

  test('streams the filtered rows as CSV with formula cells escaped, once per link', async () => {
    const company = t.fixture.companies[0];
    await t.database.query(`UPDATE customers SET name = '=HYPERLINK("http://evil")' WHERE company_id = $1`, [company.id]);
    const answer = await t.call(
      '/Order/Export',
      { format: 'csv', statuses: ['entregada'], columns: [{ key: 'number', label: 'Número' }, { key: 'customer', label: 'Cliente' }, { key: 'total', label: 'Total' }] },
      { token: t.tokens['AD@1'] },
    );
    expect(answer.json.bOk, answer.json.mensaje).toBe(true);
    const { url } = answer.json.data as { url: string };
    const response = await download(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="ordenes-.*\.csv"/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const delivered = (await companyOrders(company.id)).filter((o) => o.status === 'entregada');
    expect(lines[0]).toBe('Número,Cliente,Total');
    expect(lines).toHaveLength(delivered.length + 1);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect((await download(url)).statusCode).toBe(404);
    await t.database.query(`UPDATE customers SET name = 'Cliente 1' WHERE company_id = $1`, [company.id]);
  });

  test('streams thousands of rows as a valid XLSX', async () => {
    const company = t.fixture.companies[1];
    await t.database.query(
      `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method, payment_state, total_cents, status)
       SELECT $1, $2, $3, (SELECT id FROM customers WHERE company_id = $1 LIMIT 1), 'X-' || g, 'web', 'delivery', current_date, now(), now(), 'card', 'paid', g, 'pendiente'
       FROM generate_series(1, 4500) g`,
      [company.id, company.storeId, company.warehouseId],
    );
    const answer = await t.call('/Order/Export', { format: 'xlsx', number: 'X-', columns: [{ key: 'number', label: 'Número' }, { key: 'total', label: 'Total' }] }, { token: t.tokens['AD@2'] });
    const response = await t.app.inject({ method: 'GET', url: (answer.json.data as { url: string }).url });
    expect(response.statusCode).toBe(200);
    const XLSX = await import('xlsx');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows).toHaveLength(4500);
    expect(rows.map((r) => r['Total'] as number).reduce((a, b) => a + b, 0)).toBeCloseTo((4500 * 4501) / 2 / 100, 2);
  });

  test('only roles with the orders screen may export', async () => {
    const answer = await t.call('/Order/Export', { format: 'csv', columns: [{ key: 'number', label: 'N' }] }, { token: t.tokens['DE@1'] });
    expect(answer.json.codigo).toBe('FORBIDDEN');
  });
});
