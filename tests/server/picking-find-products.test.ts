/**
 * `/Picking/FindProducts` (issue 16: a product created in the catalogue can be scanned in picking): beyond the
 * candidates `/Picking/Get` preloads, the substitute sheet asks the server for any active product of the order's
 * company by barcode, GS1 label item code or name/SKU, and only for an order the caller may read.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ean13CheckDigit } from '../../contract/gs1';
import { FIND_PRODUCTS_MAX, pickingFindProductsData, pickingGetData } from '../../contract/schemas/picking';
import type { FixtureCompany } from './helpers/fixture';
import { expectOk, insertPickingOrder, insertUser } from './helpers/picking-helpers';
import { suiteTestApp, type Answer } from './helpers/test-app';

const t = suiteTestApp();
const company = () => t.fixture.companies[0];
const token = (key: string) => t.tokens[key]!;

function ean13(first12: string): string {
  return `${first12}${ean13CheckDigit(first12)}`;
}

let sequence = 0;
/** A product of `c` placed last in its category's display order (as a new product is), with its barcodes. */
async function insertProduct(c: FixtureCompany, options: { name: string; categoryId: number | null; active?: boolean; barcodes?: string[] }): Promise<number> {
  sequence += 1;
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO products (company_id, sku, name, sale_unit, price_cents, price_with_tax_cents, tax_rate_bp, category_id, active, display_order, created_at, updated_at)
     VALUES ($1, $2, $3, 'unit', 200, 230, 1500, $4, $5, 100000 + $6, now(), now()) RETURNING id`,
    [c.id, `FIND-${sequence}-${randomUUID().slice(0, 6)}`, options.name, options.categoryId, options.active ?? true, sequence],
  );
  for (const barcode of options.barcodes ?? []) {
    await t.database.query('INSERT INTO product_barcodes (product_id, company_id, barcode) VALUES ($1, $2, $3)', [row!.id, c.id, barcode]);
  }
  return row!.id;
}

function find(body: Record<string, unknown>, key = 'PK@1'): Promise<Answer> {
  return t.call('/Picking/FindProducts', body, { token: token(key) });
}

async function found(q: string, options: { orderId?: number; categoryId?: number; key?: string } = {}) {
  const body = { orderId: options.orderId ?? company().orderIds[3]!, q, ...(options.categoryId !== undefined ? { categoryId: options.categoryId } : {}) };
  return pickingFindProductsData.parse(expectOk(await find(body, options.key)));
}

const ids = (data: { products: { id: number }[] }) => data.products.map((p) => p.id);

describe('/Picking/FindProducts', () => {
  test('a new product beyond the preloaded candidates is found by its exact barcode, in the picking product shape', async () => {
    const c = company();
    const barcode = ean13('786100000001');
    const id = await insertProduct(c, { name: 'Quinua real 500 g', categoryId: c.picking.categoryIds.grains, barcodes: [barcode] });
    // Placed last in display order: what /Picking/Get preloads says nothing of it here; the search finds it anyway.
    const data = await found(barcode);
    expect(ids(data)).toEqual([id]);
    expect(data.codeMatchIds).toEqual([id]);
    expect(data.products[0]).toEqual({
      id,
      sku: expect.stringMatching(/^FIND-/) as unknown as string,
      name: 'Quinua real 500 g',
      saleUnit: 'unit',
      unitPrice: 200,
      taxRate: 1500,
      categoryId: c.picking.categoryIds.grains,
      barcodes: [barcode],
      imageUrl: null,
    });
    // A UPC-A reader drops the EAN-13's leading zero: still the same product.
    const upc = ean13('078610000002');
    const upcId = await insertProduct(c, { name: 'Chía 200 g', categoryId: c.picking.categoryIds.grains, barcodes: [upc] });
    expect(ids(await found(upc.slice(1)))).toEqual([upcId]);
    // A code with one digit less or more is another code.
    expect(ids(await found(barcode.slice(0, 12)))).toEqual([]);
  });

  test('a GS1 variable-measure label finds the product registered with its item code; a misread label finds nothing', async () => {
    const c = company();
    const registered = ean13('204321500000');
    const id = await insertProduct(c, { name: 'Queso fresco al peso', categoryId: c.picking.categoryIds.dairy, barcodes: [registered] });
    // Prefix 20 (a weight prefix by default), item 43215, 1,250 kg.
    const label = ean13('204321501250');
    const data = await found(label);
    expect(ids(data)).toEqual([id]);
    expect(data.codeMatchIds).toEqual([id]);
    const misread = `${label.slice(0, 12)}${(Number(label[12]) + 1) % 10}`;
    expect(ids(await found(misread))).toEqual([]);
  });

  test('name and SKU contain the text, case-insensitively; % and _ are plain characters; the line category first', async () => {
    const c = company();
    const dairyRice = await insertProduct(c, { name: 'Arroz con leche 200 g', categoryId: c.picking.categoryIds.dairy });
    const byName = await found('ARROZ');
    // By name; the inactive «Arroz descontinuado» is not among them.
    expect(byName.products.map((p) => p.name)).toEqual(['Arroz 1 kg', 'Arroz a granel', 'Arroz con leche 200 g', 'Arroz integral 1 kg']);
    expect(byName.codeMatchIds).toEqual([]);
    // Asked for the dairy line, dairy comes first.
    expect(ids(await found('arroz', { categoryId: c.picking.categoryIds.dairy }))[0]).toBe(dairyRice);

    const [sku] = await t.database.query<{ sku: string }>('SELECT sku FROM products WHERE id = $1', [dairyRice]);
    expect(ids(await found(sku!.sku.slice(2).toLowerCase()))).toEqual([dairyRice]);

    expect(ids(await found('%'))).toEqual([]);
    expect(ids(await found('_'))).toEqual([]);
    const percent = await insertProduct(c, { name: 'Yogur 100% natural', categoryId: c.picking.categoryIds.dairy });
    expect(ids(await found('100%'))).toEqual([percent]);
  });

  test(`inactive products are never offered, and at most ${FIND_PRODUCTS_MAX} come back`, async () => {
    const c = company();
    const barcode = ean13('786100000099');
    await insertProduct(c, { name: 'Avena retirada', categoryId: c.picking.categoryIds.grains, active: false, barcodes: [barcode] });
    expect(ids(await found(barcode))).toEqual([]);
    expect((await found('descontinuado')).products).toEqual([]);
    for (let i = 0; i < FIND_PRODUCTS_MAX + 3; i++) await insertProduct(c, { name: `Galleta surtida ${i}`, categoryId: c.picking.categoryIds.grains });
    expect((await found('galleta surtida')).products).toHaveLength(FIND_PRODUCTS_MAX);
  });

  test("another company's products are never returned, by barcode or by name", async () => {
    const c = company();
    const other = t.fixture.companies[1];
    const theirCode = ean13('786200000001');
    await insertProduct(other, { name: 'Mango de otra empresa', categoryId: other.picking.categoryIds.grains, barcodes: [theirCode] });
    expect(ids(await found(theirCode))).toEqual([]);
    expect(ids(await found('mango de otra'))).toEqual([]);
    const rice = await found('arroz');
    const [{ n } = { n: -1 }] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE id = ANY($1::int[]) AND company_id <> $2', [ids(rice), c.id]);
    expect(rice.products.length).toBeGreaterThan(0);
    expect(n).toBe(0);
  });

  test('an order the caller may not read is NOT_FOUND, exactly as /Picking/Get answers it', async () => {
    const c = company();
    const elsewhere = await insertPickingOrder(t, c, { warehouseId: c.extraWarehouseId! });
    const otherCompany = await insertPickingOrder(t, t.fixture.companies[1]);
    for (const orderId of [elsewhere.id, otherCompany.id, 2_000_000_000]) {
      const answer = await find({ orderId, q: 'arroz' });
      expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'NOT_FOUND' });
      const get = await t.call('/Picking/Get', { orderId }, { token: token('PK@1') });
      expect(get.json.codigo).toBe('NOT_FOUND');
    }
    // The company's supervisor sees every warehouse of the company.
    expect((await found('arroz', { orderId: elsewhere.id, key: 'SU@1' })).products.length).toBeGreaterThan(0);
    expect(pickingGetData.safeParse(expectOk(await t.call('/Picking/Get', { orderId: elsewhere.id }, { token: token('SU@1') }))).success).toBe(true);
  });

  test('a picker of another warehouse of the same company is refused the order', async () => {
    const c = company();
    const other = await insertUser(t, c, 'PK', 'Picker de la bodega 1B', c.extraWarehouseId!);
    const answer = await t.call('/Picking/FindProducts', { orderId: c.orderIds[3]!, q: 'arroz' }, { token: other.token });
    expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'NOT_FOUND' });
    expect(answer.json.data).toBeUndefined();
  });

  test('bad text is refused with a field message: empty, only spaces, longer than 60', async () => {
    for (const q of ['', '   ', 'x'.repeat(61)]) {
      const answer = await find({ orderId: company().orderIds[3]!, q });
      expect({ bOk: answer.json.bOk, codigo: answer.json.codigo }).toEqual({ bOk: false, codigo: 'VALIDATION' });
      expect(answer.json.errores?.[0]?.campo).toBe('q');
    }
  });
});
