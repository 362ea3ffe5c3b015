/**
 * The shop's catalogue queries (docs/shop.md): one keyset page of a company's active products, in a category (and its
 * descendants) and/or matching a search, with the categories each product is listed in (for the holiday IVA). One
 * statement per page; the page is cached (docs/cache.md), so what may still be sold at the warehouse (quantity −
 * reserved) is read live after it (`sellableMilli`), as is nothing else that changes without an edit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { CallError } from '../../errors/call-error';
import { escapeLike } from '../../orders/order-filters';

export interface CataloguePageQuery {
  companyId: number;
  q?: string | undefined;
  categoryId?: number | undefined;
  limit: number;
  cursor?: string | undefined;
}

export interface CatalogueRow {
  id: number;
  sku: string;
  name: string;
  brand_name: string | null;
  category_name: string | null;
  image_url: string | null;
  sale_unit: string;
  price_cents: number;
  price_with_tax_cents: number;
  tax_rate_bp: number;
  category_ids: number[] | null;
  ord: number;
}

/** The page's position: the product's display order in the category (0 without one), its name, its id. */
interface ShopCursor {
  ord: number;
  name: string;
  id: number;
}

export function encodeShopCursor(cursor: ShopCursor): string {
  return Buffer.from(JSON.stringify([cursor.ord, cursor.name, cursor.id])).toString('base64url');
}

export function decodeShopCursor(text: string): ShopCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3 && Number.isSafeInteger(parsed[0]) && typeof parsed[1] === 'string' && Number.isSafeInteger(parsed[2]) && (parsed[2] as number) > 0) {
      return { ord: parsed[0] as number, name: parsed[1], id: parsed[2] as number };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new CallError('VALIDATION', 'El cursor de paginación no es válido; vuelve a la primera página.', undefined, [{ campo: 'cursor', codigo: 'invalid', mensaje: 'Cursor no válido' }]);
}

/** The category and every category below it (same company). */
function categoryTree(companyId: number, categoryId: number): SQL {
  return sql`WITH RECURSIVE tree(id) AS (
      SELECT id FROM categories WHERE id = ${categoryId} AND company_id = ${companyId}
      UNION
      SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id WHERE c.company_id = ${companyId}
    )`;
}

export async function cataloguePage(db: AppDb, query: CataloguePageQuery): Promise<{ rows: CatalogueRow[]; nextCursor: string | null }> {
  const { companyId, q, categoryId, limit } = query;
  const cursor = query.cursor === undefined ? null : decodeShopCursor(query.cursor);
  const byCategory = categoryId !== undefined;
  // In a category: its (or a descendant's) display order first, as the storefront lists them.
  const ord = byCategory
    ? sql`(SELECT min(pc.display_order) FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM tree))`
    : sql`0`;
  const conditions: SQL[] = [sql`p.company_id = ${companyId}`, sql`p.active`];
  if (byCategory) conditions.push(sql`p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM tree))`);
  if (q !== undefined) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(p.name) LIKE ${pattern} OR lower(p.sku) LIKE ${pattern}
           OR p.id IN (SELECT b.product_id FROM product_barcodes b WHERE b.company_id = ${companyId} AND b.barcode = ${q}))`,
    );
  }
  if (cursor !== null) {
    // Without a category the order is the name's (its index serves the page).
    conditions.push(byCategory ? sql`(${ord}, p.name, p.id) > (${cursor.ord}, ${cursor.name}, ${cursor.id})` : sql`(p.name, p.id) > (${cursor.name}, ${cursor.id})`);
  }
  const rows = await executeRows<CatalogueRow>(
    db,
    sql`${byCategory ? categoryTree(companyId, categoryId) : sql``}
      SELECT page.*, b.name AS brand_name, c.name AS category_name,
             (SELECT json_agg(pc.category_id) FROM product_categories pc WHERE pc.product_id = page.id) AS category_ids
        FROM (SELECT p.id, p.sku, p.name, p.brand_id, p.category_id, p.image_url, p.sale_unit, p.price_cents, p.price_with_tax_cents,
                     p.tax_rate_bp, ${ord}::int AS ord
                FROM products p
               WHERE ${sql.join(conditions, sql` AND `)}
               ORDER BY ${byCategory ? sql`ord, ` : sql``}p.name, p.id
               LIMIT ${limit + 1}) AS page
        LEFT JOIN brands b ON b.id = page.brand_id
        LEFT JOIN categories c ON c.id = page.category_id
       ORDER BY page.ord, page.name, page.id`,
  );
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return { rows: pageRows, nextCursor: more && last ? encodeShopCursor({ ord: last.ord, name: last.name, id: last.id }) : null };
}

/**
 * Thousandths of each product that may still be sold at the warehouse (quantity − reserved; 0 without a row or
 * without a warehouse). Never cached: stock moves with every order and pick, which bump no cache area.
 */
export async function sellableMilli(db: AppDb, warehouseId: number | null, productIds: readonly number[]): Promise<Map<number, number>> {
  if (warehouseId === null || productIds.length === 0) return new Map();
  const rows = await executeRows<{ product_id: number; sellable: number }>(
    db,
    sql`SELECT s.product_id, (s.quantity_milli - s.reserved_milli)::float8 AS sellable
          FROM stock s WHERE s.warehouse_id = ${warehouseId} AND s.product_id = ANY(${`{${productIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.sellable)]));
}

/** The company's active categories with how many active products each lists, itself and its descendants together. */
export async function shopCategories(db: AppDb, companyId: number): Promise<Array<{ id: number; name: string; parentId: number | null; productCount: number }>> {
  const rows = await executeRows<{ id: number; name: string; parent_id: number | null; product_count: number }>(
    db,
    sql`WITH RECURSIVE below(top, id) AS (
          SELECT id, id FROM categories WHERE company_id = ${companyId}
          UNION
          SELECT below.top, c.id FROM categories c JOIN below ON c.parent_id = below.id WHERE c.company_id = ${companyId}
        )
        SELECT c.id, c.name, c.parent_id,
               (SELECT count(DISTINCT pc.product_id)::int
                  FROM below JOIN product_categories pc ON pc.category_id = below.id
                  JOIN products p ON p.id = pc.product_id AND p.active
                 WHERE below.top = c.id) AS product_count
          FROM categories c
         WHERE c.company_id = ${companyId} AND c.active
         ORDER BY c.position, c.name, c.id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id, productCount: Number(row.product_count) }));
}
