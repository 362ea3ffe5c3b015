/** Reading brands as `/Brand/*` answer them: name, active, logo URL and how many of the company's products use each. */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { fileUrl } from '../../../contract/file-routes';
import type { Brand } from '../../../contract/schemas/brands';
import type { AppDb } from '../../db/client';
import { brands } from '../../db/schema/catalogue';
import { notFound } from '../../errors/call-error';

// The subquery names the outer column in full: drizzle writes a one-table select's columns unqualified.
const brandColumns = {
  id: brands.id,
  nombre: brands.name,
  active: brands.active,
  logoKey: brands.logoKey,
  productCount: sql<number>`(SELECT count(*)::int FROM products p WHERE p.brand_id = "brands"."id")`.mapWith(Number),
};

type BrandRow = { id: number; nombre: string; active: boolean; logoKey: string | null; productCount: number };

function toBrand(row: BrandRow): Brand {
  return { id: row.id, nombre: row.nombre, active: row.active, productCount: row.productCount, logoUrl: row.logoKey ? fileUrl(row.logoKey) : null };
}

/** The company's brands matching `where`, by name (case-insensitive), one page. */
export async function listBrands(db: AppDb, companyId: number, filter: { q?: string | undefined; active?: boolean | undefined }, limit: number, offset: number): Promise<{ rows: Brand[]; total: number }> {
  const where: SQL[] = [eq(brands.companyId, companyId)];
  // strpos rather than LIKE: the search text is taken literally (no % or _ wildcards to escape).
  if (filter.q) where.push(sql`strpos(lower(${brands.name}), lower(${filter.q})) > 0`);
  if (filter.active !== undefined) where.push(eq(brands.active, filter.active));
  const condition = and(...where);
  const rows = await db.select(brandColumns).from(brands).where(condition).orderBy(asc(sql`lower(${brands.name})`), asc(brands.id)).limit(limit).offset(offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(brands).where(condition);
  return { rows: rows.map(toBrand), total: count?.n ?? 0 };
}

/** One brand of the company (NOT_FOUND for another company's or none); `lock` holds it for the transaction. */
export async function getBrand(db: AppDb, companyId: number, brandId: number, lock = false): Promise<Brand> {
  const query = db.select(brandColumns).from(brands).where(and(eq(brands.companyId, companyId), eq(brands.id, brandId)));
  const [row] = lock ? await query.for('update', { of: brands }) : await query;
  if (!row) throw notFound('La marca');
  return toBrand(row);
}
