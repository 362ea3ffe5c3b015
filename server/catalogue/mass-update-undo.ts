/**
 * Undoing the company's last mass update not undone yet, in one statement over its rows: every product still at its
 * `after` value goes back to `before` (new version, audit source 'mass_undo'); rows changed since are left as they
 * are and reported; composites holding a restored price follow.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { massUpdates } from '../db/schema/catalogue';
import { CallError, notFound } from '../errors/call-error';
import { recomputeDerivedPrices } from './composition';
import { lockCompanyMassUpdates } from './mass-update-apply';
import { diffJson } from './mass-update-sql';

/** The id of the company's last mass update not undone yet, or null. */
export async function lastUndoable(db: AppDb, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: massUpdates.id })
    .from(massUpdates)
    .where(and(eq(massUpdates.companyId, companyId), isNull(massUpdates.undoneAt)))
    .orderBy(desc(massUpdates.id))
    .limit(1);
  return row?.id ?? null;
}

export interface UndoRun {
  companyId: number;
  userId: number;
  at: Date;
  massUpdateId: number;
}

/** A stored field of `before`, or the product's own value when the mass update did not touch it. */
const restored = (key: string, column: string, type: string) => sql.raw(`CASE WHEN c.before ? '${key}' THEN (c.before ->> '${key}')::${type} ELSE p.${column} END`);

export async function undoMassUpdate(tx: AppDb, run: UndoRun): Promise<{ massUpdateId: number; restored: number; skipped: { id: number; sku: string; name: string }[] }> {
  const { companyId, userId } = run;
  await lockCompanyMassUpdates(tx, companyId);
  const [record] = await tx
    .select({ id: massUpdates.id, undoneAt: massUpdates.undoneAt })
    .from(massUpdates)
    .where(and(eq(massUpdates.id, run.massUpdateId), eq(massUpdates.companyId, companyId)));
  if (!record) throw notFound('La actualización masiva');
  if (record.undoneAt !== null) throw new CallError('CONFLICT', 'Esta actualización masiva ya se deshizo.', { reason: 'already_undone' });
  if ((await lastUndoable(tx, companyId)) !== record.id) {
    throw new CallError('CONFLICT', 'Solo se puede deshacer la última actualización masiva.', { reason: 'not_last' });
  }

  const at = sql`${run.at.toISOString()}::timestamptz`;
  await tx.execute(sql`SELECT count(*) FROM (SELECT id FROM products WHERE id IN (SELECT product_id FROM mass_update_rows WHERE mass_update_id = ${record.id}::int) FOR UPDATE) AS locked`);
  const [result] = await executeRows<{ restored: number; skipped: { id: number; sku: string; name: string }[]; ids: number[] }>(
    tx,
    sql`WITH r AS (
        SELECT product_id, before, after - 'listedBefore' AS after, coalesce((after ->> 'listedBefore')::boolean, false) AS listed_before
        FROM mass_update_rows WHERE mass_update_id = ${record.id}::int
      ),
      c AS MATERIALIZED (
        SELECT r.*, p.sku, p.name,
          NOT EXISTS (
            SELECT 1 FROM jsonb_each(r.after) e
            WHERE e.value IS DISTINCT FROM jsonb_build_object('priceCents', p.price_cents, 'priceWithTaxCents', p.price_with_tax_cents, 'taxRateBp', p.tax_rate_bp,
              'categoryId', p.category_id, 'brandId', p.brand_id, 'active', p.active) -> e.key
          ) AS still
        FROM r JOIN products p ON p.id = r.product_id AND p.company_id = ${companyId}::int
      ),
      upd AS (
        UPDATE products p SET price_cents = ${restored('priceCents', 'price_cents', 'bigint')}, price_with_tax_cents = ${restored('priceWithTaxCents', 'price_with_tax_cents', 'bigint')},
          tax_rate_bp = ${restored('taxRateBp', 'tax_rate_bp', 'int')}, category_id = ${restored('categoryId', 'category_id', 'int')}, brand_id = ${restored('brandId', 'brand_id', 'int')},
          active = ${restored('active', 'active', 'boolean')}, version = p.version + 1, updated_by = ${userId}::int, updated_at = ${at}
        FROM c WHERE p.id = c.product_id AND c.still RETURNING p.id
      ),
      pc AS (
        INSERT INTO product_changes (company_id, product_id, user_id, at, source, changes)
        SELECT ${companyId}::int, product_id, ${userId}::int, ${at}, 'mass_undo', ${diffJson(sql`c.after`, sql`c.before`)} FROM c WHERE still
      ),
      -- A category change undone: the product leaves the listing it got (unless it had it before) and gets its old one back.
      del AS (
        DELETE FROM product_categories x USING c
        WHERE c.still AND NOT c.listed_before AND c.after ? 'categoryId' AND x.product_id = c.product_id AND x.category_id = (c.after ->> 'categoryId')::int
      ),
      ins AS (
        INSERT INTO product_categories (product_id, category_id, company_id, display_order)
        SELECT product_id, (before ->> 'categoryId')::int, ${companyId}::int,
          coalesce((SELECT max(display_order) FROM product_categories m WHERE m.category_id = (c.before ->> 'categoryId')::int), 0) + row_number() OVER (ORDER BY product_id)
        FROM c WHERE still AND c.before ->> 'categoryId' IS NOT NULL
        ON CONFLICT (product_id, category_id) DO NOTHING
      )
      SELECT (SELECT count(*)::int FROM upd) AS restored,
        (SELECT coalesce(json_agg(json_build_object('id', product_id, 'sku', sku, 'name', name) ORDER BY product_id), '[]'::json) FROM c WHERE NOT still) AS skipped,
        (SELECT coalesce(json_agg(id ORDER BY id), '[]'::json) FROM upd) AS ids`,
  );
  const ids = result!.ids.map(Number);
  const [{ kind } = { kind: '' }] = await executeRows<{ kind: string }>(tx, sql`SELECT change ->> 'kind' AS kind FROM mass_updates WHERE id = ${record.id}::int`);
  if (['price_percent', 'price_amount', 'tax_rate'].includes(kind)) await recomputeDerivedPrices(tx, companyId, ids, { userId, at: run.at });
  await tx.update(massUpdates).set({ undoneAt: run.at, undoneBy: userId }).where(eq(massUpdates.id, record.id));
  return { massUpdateId: record.id, restored: Number(result!.restored), skipped: result!.skipped };
}
