/** `/Product/History`: a product's audit trail (product_changes), newest first, in pages before an id. */
import { and, desc, eq, lt } from 'drizzle-orm';
import { HISTORY_PAGE_MAX, type ProductHistoryRow } from '../../../contract/schemas/product-detail';
import type { AppDb } from '../../db/client';
import { isoText } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { productChanges, products } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';

const DEFAULT_PAGE = 50;

export async function productHistory(
  db: AppDb,
  companyId: number,
  input: { productId: number; limit?: number | undefined; beforeId?: number | undefined },
): Promise<{ rows: ProductHistoryRow[]; nextBeforeId: number | null }> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, input.productId), eq(products.companyId, companyId)));
  if (!product) throw notFound('El producto');
  const limit = Math.min(input.limit ?? DEFAULT_PAGE, HISTORY_PAGE_MAX);
  const rows = await db
    .select({ id: productChanges.id, at: isoText(productChanges.at), userName: users.name, source: productChanges.source, changes: productChanges.changes })
    .from(productChanges)
    .leftJoin(users, eq(users.id, productChanges.userId))
    .where(and(eq(productChanges.productId, product.id), eq(productChanges.companyId, companyId), input.beforeId === undefined ? undefined : lt(productChanges.id, input.beforeId)))
    .orderBy(desc(productChanges.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    // Stored as `{ field: [before, after] }` by recordProductChanges.
    rows: page.map((row) => ({ ...row, changes: row.changes as ProductHistoryRow['changes'] })),
    nextBeforeId: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
