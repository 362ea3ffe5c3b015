/**
 * A mass change computed by the database over the whole selection at once (50,000 products answer in one statement,
 * without shipping the rows to the server): each selected product's fields before and after, why it is refused, and
 * whether it changes. The price rule is contract/catalogue-prices.ts written in SQL — numeric `round` rounds half
 * away from zero exactly like `divRound` — and tests/server/mass-update.test.ts checks the two agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MassChange } from '../../contract/schemas/mass-update';

/** `amount × rateBp / 10000` rounded half away from zero, as `percentOf`. */
const percentOf = (amount: SQL, rateBp: SQL) => sql`round((${amount})::numeric * (${rateBp}) / 10000)::bigint`;

/**
 * The new price without IVA, shelf price, IVA, category, brand and active of `sel`'s row (columns n_*), its refusal,
 * and the joins they read: the changed price is computed once per row (LATERAL … OFFSET 0 is not pulled up, so the
 * expression is not repeated in every place that uses it).
 */
function afterColumns(change: MassChange): { columns: SQL; joins: SQL } {
  const cols = {
    price: sql`sel.price_cents`,
    shelf: sql`sel.price_with_tax_cents`,
    rate: sql`sel.tax_rate_bp`,
    category: sql`sel.category_id`,
    brand: sql`sel.brand_id`,
    active: sql`sel.active`,
    refusal: sql`NULL::text`,
  };
  let joins = sql``;
  switch (change.kind) {
    case 'price_percent':
    case 'price_amount': {
      const withTax = change.basis === 'with_tax';
      const base = withTax ? sql`sel.price_with_tax_cents` : sql`sel.price_cents`;
      // The changed price (with or without IVA, as chosen), before it is checked against 0; then the price without IVA.
      const next = change.kind === 'price_percent' ? sql`round((${base})::numeric * (10000 + ${change.percentBp}::int) / 10000)::bigint` : sql`(${base} + ${change.amountCents}::bigint)`;
      const price = withTax ? sql`round(k.next::numeric * 10000 / (10000 + sel.tax_rate_bp))::bigint` : sql`k.next`;
      joins = sql`CROSS JOIN LATERAL (SELECT ${next} AS next OFFSET 0) k CROSS JOIN LATERAL (SELECT ${price} AS price OFFSET 0) q`;
      cols.price = sql`CASE WHEN k.next < 0 THEN ${withTax ? sql`sel.price_cents` : sql`k.next`} ELSE q.price END`;
      cols.shelf = sql`CASE WHEN k.next < 0 THEN ${withTax ? sql`k.next` : sql`sel.price_with_tax_cents`} ELSE q.price + ${percentOf(sql`q.price`, sql`sel.tax_rate_bp`)} END`;
      cols.refusal = sql`CASE WHEN k.next < 0 THEN 'below_zero' WHEN sel.price_derived THEN 'price_derived' END`;
      break;
    }
    case 'tax_rate':
      cols.rate = sql`${change.taxRateBp}::int`;
      cols.shelf = sql`sel.price_cents + ${percentOf(sql`sel.price_cents`, sql`${change.taxRateBp}::int`)}`;
      break;
    case 'category':
      cols.category = sql`${change.categoryId}::int`;
      break;
    case 'brand':
      cols.brand = sql`${change.brandId}::int`;
      break;
    case 'active':
      cols.active = sql`${change.active}::boolean`;
      break;
  }
  return {
    columns: sql`${cols.price} AS n_price, ${cols.shelf} AS n_shelf, ${cols.rate} AS n_rate, ${cols.category} AS n_category, ${cols.brand} AS n_brand, ${cols.active} AS n_active, ${cols.refusal} AS refusal`,
    joins,
  };
}

/** The fields a change kind shows and records, as JSON of the columns with `prefix` (b_ before, n_ after). */
function fieldsJson(change: MassChange, row: 'b' | 'n'): SQL {
  const col = (name: string) => sql.raw(`${row}_${name}`);
  switch (change.kind) {
    case 'price_percent':
    case 'price_amount':
      return sql`jsonb_build_object('priceCents', ${col('price')}, 'priceWithTaxCents', ${col('shelf')})`;
    case 'tax_rate':
      return sql`jsonb_build_object('taxRateBp', ${col('rate')}, 'priceWithTaxCents', ${col('shelf')})`;
    case 'category':
      return sql`jsonb_build_object('categoryId', ${col('category')})`;
    case 'brand':
      return sql`jsonb_build_object('brandId', ${col('brand')})`;
    case 'active':
      return sql`jsonb_build_object('active', ${col('active')})`;
  }
}

/** `{ field: [before, after] }` of the fields whose value differs (diffFields in SQL). */
export const diffJson = (before: SQL, after: SQL) =>
  sql`(SELECT coalesce(jsonb_object_agg(e.key, jsonb_build_array(${before} -> e.key, e.value)), '{}'::jsonb) FROM jsonb_each(${after}) e WHERE e.value IS DISTINCT FROM ${before} -> e.key)`;

/**
 * `calc`: one row per selected product (`where` on products) with b_* (before) and n_* (after) fields, `refusal`,
 * `changing`, `listed_before` (a category change: already listed in the new one) and, with `json`, `before_json` and
 * `after_json`. Use as `WITH ${massCalc(…)} SELECT … FROM calc`. `whole`: the statement reads every row (a summary, the
 * apply); else (a page) nothing is materialized, so its LIMIT reaches into the scan.
 */
export function massCalc(where: SQL, change: MassChange, options: { json: boolean; whole: boolean }): SQL {
  // Over the whole selection each row's values are computed once (an inlined CTE repeats an expression per use).
  const materialized = options.whole ? sql`MATERIALIZED` : sql``;
  const after = afterColumns(change);
  const listed = change.kind === 'category' ? sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = sel.id AND x.category_id = ${change.categoryId}::int)` : sql`false`;
  return sql`sel AS (
      SELECT id, sku, name, price_cents, price_with_tax_cents, tax_rate_bp, category_id, brand_id, active, price_derived FROM products WHERE ${where}
    ),
    nx AS ${materialized} (
      SELECT sel.id, sel.sku, sel.name, sel.price_derived,
        sel.price_cents AS b_price, sel.price_with_tax_cents AS b_shelf, sel.tax_rate_bp AS b_rate, sel.category_id AS b_category, sel.brand_id AS b_brand, sel.active AS b_active,
        ${after.columns}, ${listed} AS listed_before
      FROM sel ${after.joins}
    ),
    calc AS (
      SELECT nx.*, ${options.json ? sql`${fieldsJson(change, 'b')} AS before_json, ${fieldsJson(change, 'n')} AS after_json,` : sql``}
        refusal IS NULL AND (n_price, n_shelf, n_rate, n_category, n_brand, n_active) IS DISTINCT FROM (b_price, b_shelf, b_rate, b_category, b_brand, b_active) AS changing
      FROM nx
    )`;
}

/**
 * What the preview shows and the apply checks: counts, price totals over the changing rows, and a digest of every
 * selected product's fields a change reads (any product changed, added or gone since shows as another digest).
 */
export const summarySelect = sql`SELECT
    count(*)::int AS selected,
    count(*) FILTER (WHERE changing)::int AS changing,
    count(*) FILTER (WHERE refusal IS NOT NULL)::int AS refused,
    coalesce(sum(b_price) FILTER (WHERE changing), 0)::float8 AS price_before,
    coalesce(sum(n_price) FILTER (WHERE changing), 0)::float8 AS price_after,
    coalesce(sum(b_shelf) FILTER (WHERE changing), 0)::float8 AS shelf_before,
    coalesce(sum(n_shelf) FILTER (WHERE changing), 0)::float8 AS shelf_after,
    coalesce(md5(string_agg(concat_ws('|', id, b_price, b_shelf, b_rate, coalesce(b_category::text, '-'), coalesce(b_brand::text, '-'), b_active, price_derived), E'\\n' ORDER BY id)), '') AS digest
  FROM calc`;

export interface SummaryRow {
  selected: number;
  changing: number;
  refused: number;
  price_before: number;
  price_after: number;
  shelf_before: number;
  shelf_after: number;
  digest: string;
}
