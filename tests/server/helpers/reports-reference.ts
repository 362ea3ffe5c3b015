/**
 * The five rollup reports computed the plain way, straight from orders and order_lines (no rollup), for the tests
 * that check the rollups (tests/server/reports-rollups.test.ts). Same answer shape as the calls; the figures are
 * divided and rounded by the same helpers (server/reports/report-figures.ts).
 */
import { ORDER_CHANNELS } from '../../../contract/order-constants';
import { ORDER_STATUSES } from '../../../contract/order-status';
import type { Database } from '../../../server/db/client';
import { NO_CATEGORY_NAME, NO_PICKER_NAME } from '../../../server/reports/names';
import { lateFigures, pickingFigures, salesFigures, type PickingSums } from '../../../server/reports/report-figures';
import { rangeDays } from '../../../server/reports/rollup-filter';

export interface ReferenceFilter {
  /** Null: every company (SA). */
  companyId: number | null;
  storeId?: number;
  warehouseId?: number;
  from: string;
  to: string;
  limit?: number;
}

type Row = Record<string, string | number | null>;
const n = (value: unknown) => Number(value ?? 0);

/** `o` filtered by the scope, and `day` (an SQL expression) within the range; parameters appended to `params`. */
function where(filter: ReferenceFilter, day: string, params: unknown[]): string {
  const parts = [`${day} BETWEEN $${params.push(filter.from)}::date AND $${params.push(filter.to)}::date`];
  if (filter.companyId !== null) parts.push(`o.company_id = $${params.push(filter.companyId)}`);
  if (filter.storeId !== undefined) parts.push(`o.store_id = $${params.push(filter.storeId)}`);
  if (filter.warehouseId !== undefined) parts.push(`o.warehouse_id = $${params.push(filter.warehouseId)}`);
  return parts.join(' AND ');
}

const PLACED_DAY = '(o.created_at AT TIME ZONE c.timezone)::date';
const FROM = 'orders o JOIN companies c ON c.id = o.company_id';
const MICROS = (d: string) => `(extract(epoch FROM ${d}) * 1000000)::bigint`;

async function rows(database: Database, text: string, params: unknown[]): Promise<Row[]> {
  return database.query<Row>(text, params);
}

async function names(database: Database, table: 'stores' | 'warehouses' | 'users' | 'categories'): Promise<Map<number, string>> {
  return new Map((await rows(database, `SELECT id, name FROM ${table}`, [])).map((row) => [n(row.id), String(row.name)]));
}

const salesSum = (list: Row[]) => salesFigures(list.reduce((a, r) => a + n(r.orders), 0), list.reduce((a, r) => a + n(r.sales), 0));

const statusCounts = (subset: Row[]) => {
  const out: Record<string, number> = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0]));
  for (const r of subset) out[String(r.status)] = (out[String(r.status)] ?? 0) + n(r.orders);
  return { ...out, total: subset.reduce((a, r) => a + n(r.orders), 0) };
};

const pickingSums = (subset: Row[]): PickingSums => ({
  orders: subset.reduce((a, r) => a + n(r.orders), 0),
  lines: subset.reduce((a, r) => a + n(r.lines), 0),
  outOfStockLines: subset.reduce((a, r) => a + n(r.oos), 0),
  substitutedLines: subset.reduce((a, r) => a + n(r.subst), 0),
  confirmedOrders: subset.reduce((a, r) => a + n(r.confirmed), 0),
  confirmToPickMicros: subset.reduce((a, r) => a + n(r.confirm_micros), 0),
  timedLines: subset.reduce((a, r) => a + n(r.timed_lines), 0),
  pickingMicros: subset.reduce((a, r) => a + n(r.picking_micros), 0),
});

const lateSum = (subset: Row[]) => lateFigures(subset.reduce((a, r) => a + n(r.delivered), 0), subset.reduce((a, r) => a + n(r.late), 0), subset.reduce((a, r) => a + n(r.late_micros), 0));

export async function referenceSales(database: Database, f: ReferenceFilter) {
  const p1: unknown[] = [];
  const orders = await rows(
    database,
    `SELECT to_char(${PLACED_DAY}, 'YYYY-MM-DD') AS day, o.store_id, o.channel, count(*) AS orders, sum(o.total_cents) AS sales
       FROM ${FROM} WHERE o.status <> 'cancelada' AND ${where(f, PLACED_DAY, p1)} GROUP BY 1, 2, 3`,
    p1,
  );
  const p2: unknown[] = [];
  const cats = await rows(
    database,
    `SELECT coalesce(l.category_id, 0) AS id, count(*) AS lines, sum(l.total_cents) AS sales
       FROM ${FROM} JOIN order_lines l ON l.order_id = o.id WHERE o.status <> 'cancelada' AND ${where(f, PLACED_DAY, p2)}
      GROUP BY 1 ORDER BY 3 DESC, 1`,
    p2,
  );
  const storeName = await names(database, 'stores');
  const categoryName = await names(database, 'categories');
  const storeIds = [...new Set(orders.map((r) => n(r.store_id)))];
  return {
    totals: salesSum(orders),
    tables: {
      days: rangeDays(f.from, f.to).map((date) => ({ date, ...salesSum(orders.filter((r) => r.day === date)) })),
      stores: storeIds.map((id) => ({ storeId: id, storeName: storeName.get(id) ?? '', ...salesSum(orders.filter((r) => n(r.store_id) === id)) })),
      categories: cats.map((r) => ({ categoryId: n(r.id), categoryName: n(r.id) === 0 ? NO_CATEGORY_NAME : (categoryName.get(n(r.id)) ?? ''), lines: n(r.lines), salesCents: n(r.sales) })),
      channels: ORDER_CHANNELS.filter((channel) => orders.some((r) => r.channel === channel)).map((channel) => ({ channel, ...salesSum(orders.filter((r) => r.channel === channel)) })),
    },
  };
}

export async function referenceOrdersByStatus(database: Database, f: ReferenceFilter) {
  const params: unknown[] = [];
  const list = await rows(database, `SELECT to_char(${PLACED_DAY}, 'YYYY-MM-DD') AS day, o.status, count(*) AS orders FROM ${FROM} WHERE ${where(f, PLACED_DAY, params)} GROUP BY 1, 2`, params);
  return { totals: statusCounts(list), tables: { days: rangeDays(f.from, f.to).map((date) => ({ date, ...statusCounts(list.filter((r) => r.day === date)) })) } };
}

export async function referencePicking(database: Database, f: ReferenceFilter) {
  const day = '(o.picking_finished_at AT TIME ZONE c.timezone)::date';
  const params: unknown[] = [];
  const list = await rows(
    database,
    `SELECT to_char(${day}, 'YYYY-MM-DD') AS day, o.warehouse_id, coalesce(o.picker_id, 0) AS picker_id, count(*) AS orders,
            sum(k.lines) AS lines, sum(k.oos) AS oos, sum(k.subst) AS subst,
            count(*) FILTER (WHERE o.confirmed_at IS NOT NULL) AS confirmed,
            coalesce(sum(${MICROS('o.picking_finished_at - o.confirmed_at')}) FILTER (WHERE o.confirmed_at IS NOT NULL), 0) AS confirm_micros,
            coalesce(sum(k.lines) FILTER (WHERE o.picking_started_at IS NOT NULL), 0) AS timed_lines,
            coalesce(sum(${MICROS('o.picking_finished_at - o.picking_started_at')}) FILTER (WHERE o.picking_started_at IS NOT NULL), 0) AS picking_micros
       FROM ${FROM}
       CROSS JOIN LATERAL (SELECT count(l.id) AS lines, count(l.id) FILTER (WHERE l.pick_state = 'out_of_stock') AS oos,
                                  count(l.id) FILTER (WHERE l.pick_state = 'substituted') AS subst FROM order_lines l WHERE l.order_id = o.id) k
      WHERE o.picking_finished_at IS NOT NULL AND ${where(f, day, params)}
      GROUP BY 1, 2, 3`,
    params,
  );
  const userName = await names(database, 'users');
  const warehouseName = await names(database, 'warehouses');
  const pickerKeys = [...new Set(list.map((r) => `${n(r.picker_id)}:${n(r.warehouse_id)}`))];
  const warehouseIds = [...new Set(list.map((r) => n(r.warehouse_id)))];
  return {
    totals: pickingFigures(pickingSums(list)),
    tables: {
      days: rangeDays(f.from, f.to).map((date) => ({ date, ...pickingFigures(pickingSums(list.filter((r) => r.day === date))) })),
      pickers: pickerKeys.map((key) => {
        const [pickerId = 0, warehouseId = 0] = key.split(':').map(Number);
        return {
          pickerId,
          pickerName: pickerId === 0 ? NO_PICKER_NAME : (userName.get(pickerId) ?? ''),
          warehouseId,
          warehouseName: warehouseName.get(warehouseId) ?? '',
          ...pickingFigures(pickingSums(list.filter((r) => n(r.picker_id) === pickerId && n(r.warehouse_id) === warehouseId))),
        };
      }),
      warehouses: warehouseIds.map((id) => ({ warehouseId: id, warehouseName: warehouseName.get(id) ?? '', ...pickingFigures(pickingSums(list.filter((r) => n(r.warehouse_id) === id))) })),
    },
  };
}

export async function referenceLateDeliveries(database: Database, f: ReferenceFilter) {
  const params: unknown[] = [];
  const list = await rows(
    database,
    `SELECT to_char(o.slot_date, 'YYYY-MM-DD') AS day, o.store_id, count(*) AS delivered, count(*) FILTER (WHERE o.delivered_at > o.slot_end) AS late,
            coalesce(sum(${MICROS('o.delivered_at - o.slot_end')}) FILTER (WHERE o.delivered_at > o.slot_end), 0) AS late_micros
       FROM ${FROM} WHERE o.status = 'entregada' AND o.delivered_at IS NOT NULL AND ${where(f, 'o.slot_date', params)} GROUP BY 1, 2`,
    params,
  );
  const storeName = await names(database, 'stores');
  return {
    totals: lateSum(list),
    tables: {
      days: rangeDays(f.from, f.to).map((date) => ({ date, ...lateSum(list.filter((r) => r.day === date)) })),
      stores: [...new Set(list.map((r) => n(r.store_id)))].map((id) => ({ storeId: id, storeName: storeName.get(id) ?? '', ...lateSum(list.filter((r) => n(r.store_id) === id)) })),
    },
  };
}

export async function referenceTopProducts(database: Database, f: ReferenceFilter) {
  const params: unknown[] = [];
  const list = await rows(
    database,
    `SELECT l.product_id, p.sku, p.name, sum(l.quantity_milli) AS quantity, count(DISTINCT o.id) AS orders, sum(l.total_cents) AS sales
       FROM ${FROM} JOIN order_lines l ON l.order_id = o.id JOIN products p ON p.id = l.product_id
      WHERE o.status <> 'cancelada' AND ${where(f, PLACED_DAY, params)}
      GROUP BY 1, 2, 3 ORDER BY sum(l.total_cents) DESC, 1`,
    params,
  );
  return {
    totals: { products: list.length, salesCents: list.reduce((a, r) => a + n(r.sales), 0) },
    tables: {
      products: list.slice(0, f.limit ?? 50).map((r, index) => ({
        rank: index + 1,
        productId: n(r.product_id),
        sku: String(r.sku),
        name: String(r.name),
        quantityMilli: n(r.quantity),
        orders: n(r.orders),
        salesCents: n(r.sales),
      })),
    },
  };
}
