/** `/Order/Get`: header, every line field of spec §3, totals by tax rate, notes and the timeline. */
import type { OrderDetail } from '../../../contract/schemas/orders';
import { notFound } from '../call-error';
import type { AuthUser } from '../types';
import { mayAccessOrder } from './order-access';
import { SUMMARY_COLUMNS, SUMMARY_JOINS, int, iso, toSummary, type SummaryRow } from './order-rows';
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

interface LineRow {
  id: number;
  position: number;
  product_id: number | null;
  category_id: number | null;
  name: string;
  type: 'unit' | 'kg';
  token_provider: string | null;
  sku: string;
  unit_price_cents: number | string;
  quantity_milli: number | string;
  subtotal_cents: number | string;
  subtotal_without_discount_cents: number | string;
  total_cents: number | string;
  total_without_discount_cents: number | string;
  tax_rate_bp: number;
  tax_cents: number | string;
  tax_without_discount_cents: number | string;
  discount_cents: number | string;
  discount_rate_bp: number;
}

export async function getOrderDetail(run: SqlRunner, user: AuthUser, orderId: number): Promise<OrderDetail> {
  const [row] = await run<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, c.email AS customer_email, c.phone AS customer_phone, o.delivery_address, o.delivery_lat, o.delivery_lng,
       o.shipping_cents, o.free_shipping, o.promo_code, o.card_promotion, o.store_credit_cents, o.subtotal_cents, o.discount_cents,
       o.tax_cents, p.name AS picker_name
     FROM orders o ${SUMMARY_JOINS} LEFT JOIN users p ON p.id = o.picker_id
     WHERE o.id = $1`,
    [orderId],
  );
  if (!row || !mayAccessOrder(user, { companyId: row.company_id, warehouseId: row.warehouse_id })) throw notFound('La orden');
  const [lines, notes, events] = await Promise.all([
    run<LineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY position, id', [orderId]),
    run<{ id: number; text: string; user_id: number; author_name: string; created_at: Date | string }>(
      'SELECT n.id, n.text, n.user_id, u.name AS author_name, n.created_at FROM order_notes n JOIN users u ON u.id = n.user_id WHERE n.order_id = $1 ORDER BY n.created_at, n.id',
      [orderId],
    ),
    run<{ id: number; kind: string; from_status: string | null; to_status: string | null; user_id: number | null; user_name: string | null; at: Date | string; detail: Record<string, unknown> | null }>(
      'SELECT e.id, e.kind, e.from_status, e.to_status, e.user_id, u.name AS user_name, e.at, e.detail FROM order_events e LEFT JOIN users u ON u.id = e.user_id WHERE e.order_id = $1 ORDER BY e.at, e.id',
      [orderId],
    ),
  ]);
  const byRate = new Map<number, { baseCents: number; taxCents: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.tax_rate_bp) ?? { baseCents: 0, taxCents: 0 };
    entry.baseCents += int(line.subtotal_cents);
    entry.taxCents += int(line.tax_cents);
    byRate.set(line.tax_rate_bp, entry);
  }
  return {
    ...toSummary(row),
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
    taxByRate: [...byRate.entries()].sort((a, b) => a[0] - b[0]).map(([taxRateBp, v]) => ({ taxRateBp, ...v })),
    pickerName: row.picker_name,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      productId: line.product_id,
      categoryId: line.category_id,
      name: line.name,
      type: line.type,
      tokenProvider: line.token_provider,
      sku: line.sku,
      unitPrice: int(line.unit_price_cents),
      quantity: int(line.quantity_milli),
      subtotal: int(line.subtotal_cents),
      subtotalWithoutDiscount: int(line.subtotal_without_discount_cents),
      total: int(line.total_cents),
      totalWithoutDiscount: int(line.total_without_discount_cents),
      taxRate: line.tax_rate_bp,
      tax: int(line.tax_cents),
      taxWithoutDiscount: int(line.tax_without_discount_cents),
      discount: int(line.discount_cents),
      discountRate: line.discount_rate_bp,
    })),
    notes: notes.map((note) => ({ id: note.id, text: note.text, authorId: note.user_id, authorName: note.author_name, createdAt: iso(note.created_at) })),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      fromStatus: event.from_status as OrderDetail['events'][number]['fromStatus'],
      toStatus: event.to_status as OrderDetail['events'][number]['toStatus'],
      userId: event.user_id,
      userName: event.user_name,
      at: iso(event.at),
      detail: event.detail,
    })),
  };
}
