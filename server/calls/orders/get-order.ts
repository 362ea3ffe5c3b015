/** `/Order/Get`: header, every line field of spec §3, totals by tax rate, notes and the timeline. */
import type { OrderDetail } from '../../../contract/schemas/orders';
import { notFound } from '../call-error';
import type { AuthUser } from '../types';
import { jsonArraySql, type JsonMember } from '../json-sql';
import { mayAccessOrder } from './order-access';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, int, toSummary, type SummaryRow } from './order-rows';
import type { SqlRunner } from './order-queries';

interface DetailRow extends SummaryRow {
  customer_email: string | null;
  customer_phone: string | null;
  delivery_address: string;
  delivery_lat: number | null;
  delivery_lng: number | null;
  shipping_cents: number | string;
  free_shipping: boolean;
  promo_code: string | null;
  card_promotion: string | null;
  store_credit_cents: number | string;
  subtotal_cents: number | string;
  discount_cents: number | string;
  tax_cents: number | string;
  picker_name: string | null;
}

const LINE_MEMBERS: readonly JsonMember[] = [
  ['id', 'l.id', 'number'],
  ['position', 'l.position', 'number'],
  ['productId', 'l.product_id', 'number'],
  ['categoryId', 'l.category_id', 'number'],
  ['name', 'l.name', 'text'],
  ['type', 'l.type', 'text'],
  ['tokenProvider', 'l.token_provider', 'text'],
  ['sku', 'l.sku', 'text'],
  ['unitPrice', 'l.unit_price_cents', 'number'],
  ['quantity', 'l.quantity_milli', 'number'],
  ['subtotal', 'l.subtotal_cents', 'number'],
  ['subtotalWithoutDiscount', 'l.subtotal_without_discount_cents', 'number'],
  ['total', 'l.total_cents', 'number'],
  ['totalWithoutDiscount', 'l.total_without_discount_cents', 'number'],
  ['taxRate', 'l.tax_rate_bp', 'number'],
  ['tax', 'l.tax_cents', 'number'],
  ['taxWithoutDiscount', 'l.tax_without_discount_cents', 'number'],
  ['discount', 'l.discount_cents', 'number'],
  ['discountRate', 'l.discount_rate_bp', 'number'],
];

const TAX_MEMBERS: readonly JsonMember[] = [
  ['taxRateBp', 'r.rate', 'number'],
  ['baseCents', 'r.base', 'number'],
  ['taxCents', 'r.tax', 'number'],
];

/** Notes and events carry millisecond timestamps (as Date#toISOString wrote them before this SQL built them). */
function isoMillisSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const NOTE_MEMBERS: readonly JsonMember[] = [
  ['id', 'n.id', 'number'],
  ['text', 'n.text', 'text'],
  ['authorId', 'n.user_id', 'number'],
  ['authorName', 'u.name', 'text'],
  ['createdAt', isoMillisSql('n.created_at'), 'text'],
];

const EVENT_MEMBERS: readonly JsonMember[] = [
  ['id', 'e.id', 'number'],
  ['kind', 'e.kind', 'text'],
  ['fromStatus', 'e.from_status', 'text'],
  ['toStatus', 'e.to_status', 'text'],
  ['userId', 'e.user_id', 'number'],
  ['userName', 'u.name', 'text'],
  ['at', isoMillisSql('e.at'), 'text'],
  ['detail', 'e.detail', 'json'],
];

/*
 * Lines (and their totals by tax rate) are most of the detail's cost: building their JSON in PostgreSQL, moving it to
 * node and reading it. They are kept per order (LinesCache) with their version: the number of line rows and the sum
 * of their xmin, the id of the transaction that wrote each row version. Inserting, updating or deleting a line
 * changes that version in the same snapshot that reads it, so the cached JSON is used only when the lines are exactly
 * those it was built from, whoever changed them (a call, the picking code, plain SQL). Equal sums for different row
 * versions would need writes more than 2^31 transactions apart, and PostgreSQL freezes (xmin reads 2) much sooner.
 */
const LINES_VERSION = "(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM order_lines WHERE order_id = o.id)";

/**
 * The whole order in one statement (one round trip): the header as columns, and the lines, totals by tax rate,
 * notes and timeline as JSON text. Lines are found by the (order_id, position) index; they and their totals are
 * only built when their version differs from the caller's cached one ($2), else they come back NULL. (OFFSET 0 keeps
 * the version's subquery from being inlined, and so run once per use.)
 */
const CHARGED_RATE_SQL = "CASE WHEN pick_state = 'substituted' AND substitute_tax_rate_bp IS NOT NULL THEN substitute_tax_rate_bp ELSE tax_rate_bp END";

const DETAIL_SQL = `SELECT ${SUMMARY_COLUMNS}, c.email AS customer_email, c.phone AS customer_phone, o.delivery_address, o.delivery_lat, o.delivery_lng,
    o.shipping_cents, o.free_shipping, o.promo_code, o.card_promotion, o.store_credit_cents, o.subtotal_cents, o.discount_cents,
    o.tax_cents, p.name AS picker_name, lv.version AS lines_version,
    CASE WHEN lv.version = $2 THEN NULL ELSE ${jsonArraySql(LINE_MEMBERS, 'order_lines l WHERE l.order_id = o.id', 'l.position, l.id')} END AS lines_json,
    CASE WHEN lv.version = $2 THEN NULL ELSE ${jsonArraySql(
      TAX_MEMBERS,
      // A substituted line is taxed at the substitute's rate (contract/picking-math.ts pickedTaxRate).
      `(SELECT ${CHARGED_RATE_SQL} AS rate, sum(subtotal_cents) AS base, sum(tax_cents) AS tax FROM order_lines WHERE order_id = o.id GROUP BY 1) r`,
      'r.rate',
    )} END AS tax_json,
    ${jsonArraySql(NOTE_MEMBERS, 'order_notes n JOIN users u ON u.id = n.user_id WHERE n.order_id = o.id', 'n.created_at, n.id')} AS notes_json,
    ${jsonArraySql(EVENT_MEMBERS, 'order_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.order_id = o.id', 'e.at, e.id')} AS events_json
  FROM orders o ${SUMMARY_JOINS} LEFT JOIN users p ON p.id = o.picker_id CROSS JOIN LATERAL (SELECT ${LINES_VERSION} AS version OFFSET 0) lv
  WHERE o.id = $1`;

interface DetailJsonRow extends DetailRow {
  lines_version: string;
  lines_json: string | null;
  tax_json: string | null;
  notes_json: string;
  events_json: string;
}

/** An order's lines and totals by tax rate as UTF-8 JSON: outside V8's heap (json-text.ts says why). */
interface CachedLines {
  version: string;
  lines: Buffer;
  taxByRate: Buffer;
}

/** Orders' lines JSON by order id, most recently used last; bounded by total size in bytes. */
export class LinesCache {
  private readonly entries = new Map<number, CachedLines>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  get(orderId: number): CachedLines | undefined {
    const entry = this.entries.get(orderId);
    if (entry) {
      this.entries.delete(orderId);
      this.entries.set(orderId, entry);
    }
    return entry;
  }

  set(orderId: number, entry: CachedLines): void {
    this.delete(orderId);
    const size = entry.lines.length + entry.taxByRate.length;
    if (size > this.maxBytes) return;
    this.entries.set(orderId, entry);
    this.bytes += size;
    for (const [id, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= oldest.lines.length + oldest.taxByRate.length;
    }
  }

  private delete(orderId: number): void {
    const entry = this.entries.get(orderId);
    if (!entry) return;
    this.entries.delete(orderId);
    this.bytes -= entry.lines.length + entry.taxByRate.length;
  }
}

/**
 * `/Order/Get`'s data as UTF-8 JSON (key order as OrderDetail's); NOT_FOUND outside the caller's company or warehouse.
 * With a cache, unchanged lines are not built nor sent again (see LINES_VERSION).
 */
export async function getOrderDetailJson(run: SqlRunner, user: AuthUser, orderId: number, cache?: LinesCache): Promise<Buffer> {
  const cached = cache?.get(orderId);
  const [row] = await run<DetailJsonRow>(DETAIL_SQL, [orderId, cached?.version ?? '']);
  if (!row || !mayAccessOrder(user, { companyId: row.company_id, warehouseId: row.warehouse_id })) throw notFound('La orden');
  let lines: CachedLines;
  if (row.lines_json === null || row.tax_json === null) {
    if (!cached || cached.version !== row.lines_version) throw new Error('order lines were not sent although their version changed');
    lines = cached;
  } else {
    lines = { version: row.lines_version, lines: Buffer.from(row.lines_json), taxByRate: Buffer.from(row.tax_json) };
    cache?.set(orderId, lines);
  }
  // Object.assign, not `{ ...toSummary(row), … }`: V8 (Node 20) builds a new hidden class for every object spread and
  // then extended, about 45 µs and a kilobyte or two of maps per call, which the GC then promotes and marks.
  const header: Omit<OrderDetail, 'taxByRate' | 'pickerName' | 'lines' | 'notes' | 'events'> = Object.assign(toSummary(row), {
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    deliveryAddress: row.delivery_address,
    deliveryLat: row.delivery_lat,
    deliveryLng: row.delivery_lng,
    shippingCents: int(row.shipping_cents),
    freeShipping: row.free_shipping,
    promoCode: row.promo_code,
    cardPromotion: row.card_promotion,
    storeCreditCents: int(row.store_credit_cents),
    subtotalCents: int(row.subtotal_cents),
    discountCents: int(row.discount_cents),
    taxCents: int(row.tax_cents),
  });
  const head = JSON.stringify(header);
  return Buffer.concat([
    Buffer.from(`${head.slice(0, -1)},"taxByRate":`),
    lines.taxByRate,
    Buffer.from(`,"pickerName":${JSON.stringify(row.picker_name)},"lines":`),
    lines.lines,
    Buffer.from(`,"notes":${row.notes_json},"events":${row.events_json}}`),
  ]);
}

/** `/Order/Get`'s data as objects (the picking screen builds on it). */
export async function getOrderDetail(run: SqlRunner, user: AuthUser, orderId: number): Promise<OrderDetail> {
  return JSON.parse((await getOrderDetailJson(run, user, orderId)).toString('utf8')) as OrderDetail;
}
