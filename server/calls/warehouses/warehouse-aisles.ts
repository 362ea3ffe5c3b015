/**
 * A warehouse's own walking order of the company's categories (warehouse_aisles). A category without a row walks at
 * its company-wide aisle (categories.aisle_order): picking orders lines by `coalesce(position, aisle_order)`
 * (picking-rows.ts). Setting the order writes a row for every category, positions 1…n.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AisleRow } from '../../../contract/schemas/warehouses';
import type { AppDb } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { warehouseAisles } from '../../db/schema/organisation';
import { CallError } from '../../errors/call-error';
import { recordChange } from '../../organisation/record-changes';

const parent = alias(categories, 'parent_category');

export async function listAisles(db: AppDb, companyId: number, warehouseId: number): Promise<AisleRow[]> {
  return db
    .select({
      categoryId: categories.id,
      name: categories.name,
      parentName: parent.name,
      active: categories.active,
      custom: sql<boolean>`${warehouseAisles.position} IS NOT NULL`,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(warehouseAisles, and(eq(warehouseAisles.categoryId, categories.id), eq(warehouseAisles.warehouseId, warehouseId)))
    .where(eq(categories.companyId, companyId))
    .orderBy(sql`coalesce(${warehouseAisles.position}, ${categories.aisleOrder})`, asc(categories.position), asc(categories.id));
}

export async function setAisles(tx: AppDb, companyId: number, warehouseId: number, categoryIds: number[], userId: number, now: Date): Promise<AisleRow[]> {
  const current = await tx.select({ id: categories.id }).from(categories).where(eq(categories.companyId, companyId));
  const known = new Set(current.map((row) => row.id));
  const named = new Set(categoryIds);
  if (named.size !== categoryIds.length || named.size !== known.size || categoryIds.some((id) => !known.has(id))) {
    const mensaje = 'El orden debe nombrar cada categoría de la empresa una sola vez. Recarga la página: alguien pudo crear o borrar una categoría.';
    throw new CallError('VALIDATION', mensaje, { reason: 'aisles_incomplete' }, [{ campo: 'categoryIds', codigo: 'aisles_incomplete', mensaje }]);
  }
  await tx.delete(warehouseAisles).where(eq(warehouseAisles.warehouseId, warehouseId));
  await tx.insert(warehouseAisles).values(categoryIds.map((categoryId, index) => ({ warehouseId, categoryId, position: index + 1 })));
  await recordChange(tx, { companyId, entity: 'warehouse', entityId: warehouseId, action: 'aisles', changes: {}, userId, at: now });
  return listAisles(tx, companyId, warehouseId);
}
