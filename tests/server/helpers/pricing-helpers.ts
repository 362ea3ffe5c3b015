/** Shared set-up of the pricing call's tests (tests/server/pricing*.test.ts): the store, stock, promotions, BINs. */
import { pricingData, type PricingData } from '../../../contract/schemas/pricing';
import type { PickingProductKey } from './fixture';
import { expectOk } from './picking-helpers';
import type { Answer, TestApp } from './test-app';

export const PRICING_PATH = '/Customer/ConsultarProductosCarritoLite';
/** The fixture's clock: Friday 2026-11-20, 12:00 in Guayaquil. */
export const TODAY = '2026-11-20';

export function pricingHelpers(t: TestApp) {
  const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
  const product = (key: PickingProductKey, n: 1 | 2 = 1) => company(n).picking.products[key];

  function call(body: Record<string, unknown>, key = 'CC@1'): Promise<Answer> {
    return t.call(PRICING_PATH, { idCliente: company().customerId, tiendaId: company().storeId, esEnvioGratis: false, ...body }, { token: t.tokens[key]! });
  }
  async function price(body: Record<string, unknown>, key = 'CC@1'): Promise<PricingData> {
    return pricingData.parse(expectOk(await call(body, key)));
  }
  /** Lines as [product key, quantity]. */
  const lines = (...items: Array<[PickingProductKey, number]>) => items.map(([key, qty]) => ({ id: product(key), qty }));

  /** Stock at company 1's warehouse: quantity and reserved, in units (or kg). */
  async function setStock(key: PickingProductKey, quantity: number, reserved = 0): Promise<void> {
    await t.database.query(
      `INSERT INTO stock (product_id, warehouse_id, quantity_milli, reserved_milli) VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity_milli = excluded.quantity_milli, reserved_milli = excluded.reserved_milli`,
      [product(key), company().warehouseId, Math.round(quantity * 1000), Math.round(reserved * 1000)],
    );
  }

  /** Company 1's store back to plain: active, flat shipping 0, no threshold, no pickup, no Mi menú rows, ample stock. */
  async function resetSelling(): Promise<void> {
    const storeId = company().storeId;
    await t.database.query(
      "UPDATE stores SET active = true, shipping_mode = 'flat', shipping_flat_cents = 0, free_shipping_above_cents = NULL, pickup_enabled = false, min_order_cents = 0 WHERE id = $1",
      [storeId],
    );
    await t.database.query('DELETE FROM store_products WHERE store_id = $1', [storeId]);
    await t.database.query('DELETE FROM tax_holidays WHERE company_id = $1', [company().id]);
    await t.database.query("UPDATE promotions SET active = false WHERE kind = 'card'");
    for (const key of Object.keys(company().picking.products) as PickingProductKey[]) await setStock(key, 500);
  }

  async function setStore(values: Record<string, string | number | boolean | null>): Promise<void> {
    const keys = Object.keys(values);
    await t.database.query(`UPDATE stores SET ${keys.map((key, index) => `${key} = $${index + 2}`).join(', ')} WHERE id = $1`, [company().storeId, ...Object.values(values)]);
  }

  async function setOffer(key: PickingProductKey, values: { available?: boolean; priceWithTaxCents?: number | null; outOfStockOn?: string | null }): Promise<void> {
    await t.database.query(
      `INSERT INTO store_products (store_id, product_id, company_id, available, price_override_cents, out_of_stock_on)
       VALUES ($1, $2, $3, $4, $5, $6::date)
       ON CONFLICT (store_id, product_id) DO UPDATE SET available = excluded.available, price_override_cents = excluded.price_override_cents, out_of_stock_on = excluded.out_of_stock_on`,
      [company().storeId, product(key), company().id, values.available ?? true, values.priceWithTaxCents ?? null, values.outOfStockOn ?? null],
    );
  }

  async function holiday(startsOn: string, endsOn: string, rateBp: number, categoryIds: number[] = []): Promise<void> {
    await t.database.query('INSERT INTO tax_holidays (company_id, name, starts_on, ends_on, rate_bp, category_ids) VALUES ($1, $2, $3, $4, $5, $6)', [
      company().id,
      'Feriado de prueba',
      startsOn,
      endsOn,
      rateBp,
      categoryIds,
    ]);
  }

  interface PromotionValues {
    kind?: 'code' | 'card';
    code: string;
    discountKind: 'percent' | 'fixed' | 'free_shipping';
    value?: number;
    startsAt?: string;
    endsAt?: string | null;
    totalLimit?: number | null;
    perCustomerLimit?: number | null;
    minOrderCents?: number;
    productIds?: number[];
    categoryIds?: number[];
    binRangeIds?: number[];
    active?: boolean;
    usedCount?: number;
    companyId?: number;
  }

  async function promotion(values: PromotionValues): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      `INSERT INTO promotions (company_id, kind, code, description, discount_kind, value, starts_at, ends_at, total_limit, per_customer_limit,
         min_order_cents, product_ids, category_ids, bin_range_ids, active, used_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [
        values.companyId ?? company().id,
        values.kind ?? 'code',
        values.code,
        `Promoción ${values.code}`,
        values.discountKind,
        values.value ?? 0,
        values.startsAt ?? '2026-11-01T05:00:00Z',
        values.endsAt ?? null,
        values.totalLimit ?? null,
        values.perCustomerLimit ?? null,
        values.minOrderCents ?? 0,
        values.productIds ?? [],
        values.categoryIds ?? [],
        values.binRangeIds ?? [],
        values.active ?? true,
        values.usedCount ?? 0,
      ],
    );
    return row!.id;
  }

  /** A BIN range (6 or 8 digits each end) of company `n`. */
  async function binRange(from: string, to: string, n: 1 | 2 = 1): Promise<number> {
    const [row] = await t.database.query<{ id: number }>(
      "INSERT INTO bin_ranges (company_id, bin_from, bin_to, low, high, bank, brand) VALUES ($1, $2, $3, $4, $5, 'Banco de prueba', 'Visa') RETURNING id",
      [company(n).id, from, to, Number(from.padEnd(8, '0')), Number(to.padEnd(8, '9'))],
    );
    return row!.id;
  }

  /** A use of the promotion by company 1's customer (the fixture order `orderIndex`'s). */
  async function promotionUse(promotionId: number, orderIndex = 0): Promise<void> {
    await t.database.query('INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents) VALUES ($1, $2, $3, $4, 100)', [
      promotionId,
      company().id,
      company().customerId,
      company().orderIds[orderIndex],
    ]);
  }

  return { company, product, call, price, lines, setStock, resetSelling, setStore, setOffer, holiday, promotion, binRange, promotionUse };
}
