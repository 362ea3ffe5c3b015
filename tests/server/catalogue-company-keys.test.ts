/**
 * Rows that belong to a product carry its company (migration 0015): the database itself refuses one whose company is
 * not the product's, whatever code wrote it, and still accepts the product's own.
 */
import { describe, expect, test } from 'vitest';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const product = () => t.fixture.companies[0].picking.products.rice;
const own = () => t.fixture.companies[0].id;
const other = () => t.fixture.companies[1].id;

/** The insert's outcome: 'ok', or the SQLSTATE it failed with. */
async function tryInsert(text: string, params: unknown[]): Promise<string> {
  try {
    await t.database.query(text, params);
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code ?? error);
  }
}

describe("a product's rows name the product's company", () => {
  const cases: Array<[string, string, (company: number) => unknown[]]> = [
    ['a barcode', 'INSERT INTO product_barcodes (product_id, company_id, barcode) VALUES ($1, $2, $3)', (company) => [product(), company, `77${company}0000000001`]],
    ['an audit row', `INSERT INTO product_changes (product_id, company_id, source, changes) VALUES ($1, $2, 'form', '{}')`, (company) => [product(), company]],
    [
      'a ledger row',
      `INSERT INTO stock_adjustments (product_id, company_id, warehouse_id, delta_milli, balance_milli, reason) VALUES ($1, $2, $3, 0, 0, 'count')`,
      (company) => [product(), company, t.fixture.companies[0].warehouseId],
    ],
    ['an image', `INSERT INTO product_images (product_id, company_id, storage_key, width, height) VALUES ($1, $2, 'k', 1, 1)`, (company) => [product(), company]],
  ];
  test.each(cases)('%s of another company is refused by the database; of its own, accepted', async (_what, text, params) => {
    expect(await tryInsert(text, params(other()))).toBe('23503');
    expect(await tryInsert(text, params(own()))).toBe('ok');
  });

  test("a composite's component of another company is refused", async () => {
    const [foreign] = await t.database.query<{ id: number }>(`SELECT id FROM products WHERE company_id = $1 ORDER BY id LIMIT 1`, [other()]);
    const [component] = await t.database.query<{ id: number }>(`SELECT id FROM products WHERE company_id = $1 AND id <> $2 ORDER BY id LIMIT 1`, [own(), product()]);
    const insert = 'INSERT INTO product_components (parent_id, component_id, company_id, quantity_milli) VALUES ($1, $2, $3, 1000)';
    expect(await tryInsert(insert, [product(), foreign!.id, own()])).toBe('23503');
    expect(await tryInsert(insert, [product(), component!.id, own()])).toBe('ok');
  });
});
