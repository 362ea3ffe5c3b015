/**
 * One order data path: the list, the kanban (a list per status column) and the export show the same summaries for
 * the same filter, and /Picking/Get answers exactly the contract's picking shape with /Order/Get's header.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { EXPORT_COLUMNS, type ExportColumn } from '../../contract/order-constants';
import type { OrderStatus } from '../../contract/order-status';
import { orderDetailSchema, orderListData, type OrderSummary } from '../../contract/schemas/orders';
import { pickingGetData } from '../../contract/schemas/picking';
import { csvRow, type Cell } from '../../server/export/cells';
import { suiteTestApp } from './helpers/test-app';
import { insertPickingOrder } from './helpers/picking-helpers';

const t = suiteTestApp();

const STATUSES: OrderStatus[] = ['pendiente', 'confirmada', 'entregada'];

/** Every page of /Order/List for `filter`, `limit` rows at a time. */
async function allPages(filter: Record<string, unknown>, limit: number): Promise<OrderSummary[]> {
  const rows: OrderSummary[] = [];
  let cursor: string | null = null;
  do {
    const answer = await t.call('/Order/List', { ...filter, sort: 'created_desc', limit, ...(cursor ? { cursor } : {}) }, { token: t.tokens['AD@1'] });
    expect(answer.json.bOk, answer.json.mensaje).toBe(true);
    const page = orderListData.parse(answer.json.data);
    rows.push(...page.rows);
    cursor = page.nextCursor;
  } while (cursor);
  return rows;
}

/** An export column's cell as the spec's export defines it, from a summary. */
function cell(column: ExportColumn, order: OrderSummary): Cell {
  const byColumn: Record<ExportColumn, Cell> = {
    number: order.number,
    createdAt: order.createdAt,
    status: order.status,
    store: order.storeName,
    warehouse: order.warehouseName,
    customer: order.customerName,
    channel: order.channel,
    fulfilment: order.fulfilment,
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    slotDate: order.slotDate,
    slotStart: order.slotStart,
    slotEnd: order.slotEnd,
    itemCount: order.itemCount,
    total: order.totalCents / 100,
    currency: order.currency,
  };
  return byColumn[column];
}

describe('one order data path', () => {
  test('the list, the kanban columns and the export show the same summaries, names fresh from the database', async () => {
    const company = t.fixture.companies[0];
    const filter = { statuses: STATUSES, storeId: company.storeId };
    // Seen once before the renames below: nothing the server keeps from this read may outlive them.
    await allPages(filter, 50);
    const [before] = await t.database.query<{ store: string; warehouse: string }>(
      'SELECT s.name AS store, w.name AS warehouse FROM stores s, warehouses w WHERE s.id = $1 AND w.id = $2',
      [company.storeId, company.warehouseId],
    );
    await t.database.query('UPDATE stores SET name = $2 WHERE id = $1', [company.storeId, 'Tienda, "renombrada"']);
    await t.database.query('UPDATE warehouses SET name = $2 WHERE id = $1', [company.warehouseId, 'Bodega renombrada']);
    try {
      const list = await allPages(filter, 2);
      expect(list.length).toBeGreaterThan(3);
      expect(new Set(list.map((row) => row.status))).toEqual(new Set(STATUSES));
      expect(list.every((row) => row.storeName === 'Tienda, "renombrada"' && row.warehouseName === 'Bodega renombrada')).toBe(true);

      // The kanban: one list per status column, merged in the same order.
      const columns = await Promise.all(STATUSES.map((status) => allPages({ ...filter, statuses: [status] }, 50)));
      const kanban = columns.flat().toSorted((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
      expect(kanban).toEqual(list);

      const exportColumns = EXPORT_COLUMNS.map((key) => ({ key, label: key }));
      const link = await t.call('/Order/Export', { ...filter, format: 'csv', columns: exportColumns }, { token: t.tokens['AD@1'] });
      expect(link.json.bOk, link.json.mensaje).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: (link.json.data as { url: string }).url });
      expect(file.statusCode).toBe(200);
      const expected = csvRow(EXPORT_COLUMNS) + list.map((row) => csvRow(EXPORT_COLUMNS.map((key) => cell(key, row)))).join('');
      expect(file.body.replace(/^\uFEFF/, '')).toBe(expected);
    } finally {
      await t.database.query('UPDATE stores SET name = $2 WHERE id = $1', [company.storeId, before!.store]);
      await t.database.query('UPDATE warehouses SET name = $2 WHERE id = $1', [company.warehouseId, before!.warehouse]);
    }
  });

  test("/Picking/Get answers exactly the contract's picking shape, with /Order/Get's header, notes and timeline", async () => {
    const order = await insertPickingOrder(t, t.fixture.companies[0], { status: 'en_picking', pickerId: t.user('PK').id });
    const token = await t.tokenFor('PK');
    const note = await t.call('/Order/AddNote', { orderId: order.id, text: 'Revisar la fecha de los lácteos', mutationId: randomUUID() }, { token: t.tokens['AD@1'] });
    expect(note.json.bOk, note.json.mensaje).toBe(true);
    const picking = await t.call('/Picking/Get', { orderId: order.id }, { token });
    expect(picking.json.bOk, picking.json.mensaje).toBe(true);
    // zod drops keys the schema does not name: equal means nothing more and nothing less.
    const data = pickingGetData.parse(picking.json.data);
    expect(picking.json.data).toEqual(data);
    expect(data.order.lines.length).toBeGreaterThan(0);
    expect(data.order.notes.map((n) => n.text)).toEqual(['Revisar la fecha de los lácteos']);

    const detail = orderDetailSchema.parse((await t.call('/Order/Get', { orderId: order.id }, { token })).json.data);
    const { lines: _detailLines, ...header } = detail;
    const { lines, pickingStartedAt: _s, pickingFinishedAt: _f, ...pickingHeader } = data.order;
    expect(pickingHeader).toEqual(header);
    expect(lines.map((line) => line.id).toSorted()).toEqual(detail.lines.map((line) => line.id).toSorted());
  });

  test("/Order/Get shows an order's lines as they are now, however they changed (kept lines are checked every time)", async () => {
    const order = await insertPickingOrder(t, t.fixture.companies[0]);
    const get = async () => orderDetailSchema.parse((await t.call('/Order/Get', { orderId: order.id }, { token: t.tokens['AD@1'] })).json.data);
    const first = await get();
    expect(first.lines).toHaveLength(3);
    expect(await get()).toEqual(first);
    // Plain SQL, no version bump: an update, a delete and an insert in one transaction each.
    await t.database.query('UPDATE order_lines SET total_cents = total_cents + 1 WHERE id = $1', [first.lines[0]!.id]);
    expect((await get()).lines[0]!.total).toBe(first.lines[0]!.total + 1);
    await t.database.query('DELETE FROM order_lines WHERE id = $1', [first.lines[2]!.id]);
    expect((await get()).lines.map((line) => line.id)).toEqual(first.lines.slice(0, 2).map((line) => line.id));
    await t.database.query(
      `INSERT INTO order_lines (order_id, position, name, type, sku, unit_price_cents, quantity_milli, ordered_quantity_milli, subtotal_cents,
         subtotal_without_discount_cents, total_cents, total_without_discount_cents, tax_rate_bp, tax_cents, tax_without_discount_cents)
       VALUES ($1, 9, 'Pan', 'unit', 'SKU-PAN', 100, 1000, 1000, 100, 100, 112, 112, 1200, 12, 12)`,
      [order.id],
    );
    const last = await get();
    expect(last.lines.map((line) => line.name)).toContain('Pan');
    expect(last.taxByRate.find((rate) => rate.taxRateBp === 1200)).toEqual({ taxRateBp: 1200, baseCents: 100, taxCents: 12 });
  });
});
