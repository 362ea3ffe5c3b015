/**
 * Reading and guarding a company's category tree: the rows /categorias shows, the per-company lock every tree change
 * takes first (so two concurrent moves cannot build a cycle, nor two creates a duplicate name), and the checks.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CategoryRow } from '../../contract/schemas/categories';
import type { AppDb } from '../db/client';
import { categories, productCategories } from '../db/schema/catalogue';
import { companies } from '../db/schema/tenancy';
import { CallError, notFound } from '../errors/call-error';

const productCount = sql<number>`(SELECT count(*)::int FROM ${productCategories} WHERE ${productCategories.categoryId} = ${categories.id})`;
// Spelled out: drizzle may leave the outer column unqualified, which inside the subquery would name the child's own id.
const childCount = sql<number>`(SELECT count(*)::int FROM categories AS child WHERE child.parent_id = "categories"."id")`;

/** Every category of the company, siblings in position order. */
export async function readCategoryTree(db: AppDb, companyId: number): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      position: categories.position,
      aisleOrder: categories.aisleOrder,
      active: categories.active,
      productCount,
      childCount,
    })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount), childCount: Number(row.childCount) }));
}

/**
 * Serialises tree changes per company: a row lock on the company (NO KEY UPDATE, so inserts elsewhere that only
 * reference the company are not blocked).
 */
export async function lockCompanyTree(tx: AppDb, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  name: string;
  aisleOrder: number;
}

/** The company's category `id`, or NOT_FOUND (another company's is answered the same as a missing one). */
export async function loadCategory(tx: AppDb, companyId: number, id: number, what = 'La categoría'): Promise<CategoryRecord> {
  const [row] = await tx
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name, aisleOrder: categories.aisleOrder })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.companyId, companyId)));
  if (!row) throw notFound(what);
  return row;
}

export function categoryRefusal(reason: string, mensaje: string, campo: string, extra: Record<string, unknown> = {}): CallError {
  return new CallError('VALIDATION', mensaje, { reason, ...extra }, [{ campo, codigo: reason, mensaje }]);
}

/** Whether `candidate` is `id` itself or one of its descendants (walking up from the candidate; the tree is locked). */
export async function isSelfOrDescendant(tx: AppDb, companyId: number, id: number, candidate: number): Promise<boolean> {
  const rows = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.companyId, companyId));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at !== null && at !== undefined && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** Refuses a name another sibling under `parentId` already has (case-insensitive). */
export async function assertUniqueAmongSiblings(tx: AppDb, companyId: number, parentId: number | null, name: string, exceptId: number | null): Promise<void> {
  const conditions = [
    eq(categories.companyId, companyId),
    parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, parentId),
    sql`lower(${categories.name}) = lower(${name})`,
  ];
  if (exceptId !== null) conditions.push(ne(categories.id, exceptId));
  const [clash] = await tx.select({ id: categories.id }).from(categories).where(and(...conditions)).limit(1);
  if (clash) throw categoryRefusal('duplicate_name', `Ya hay una categoría «${name}» en el mismo nivel.`, 'name', { name });
}

/** The position after the last of `parentId`'s children. */
export async function nextPosition(tx: AppDb, companyId: number, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(and(eq(categories.companyId, companyId), parentId === null ? sql`${categories.parentId} IS NULL` : eq(categories.parentId, parentId)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}
