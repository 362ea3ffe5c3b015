/**
 * Applying a mass update in the caller's transaction: the selection is locked and summed again and must give the
 * preview the user saw (same token), else nothing changes. Then, in one statement over the whole selection: the
 * products with new versions, the mass_update_rows (before/after, for the undo), the audit, the category listings;
 * then the derived prices of composites holding a changed product.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MassChange, MassSelection } from '../../contract/schemas/mass-update';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { brands, categories, massUpdates } from '../db/schema/catalogue';
import { CallError } from '../errors/call-error';
import { recomputeDerivedPrices } from './composition';
import { massSummary } from './mass-update-plan';
import { selectionCondition } from './mass-update-selection';
import { diffJson, massCalc } from './mass-update-sql';

export interface MassRun {
  companyId: number;
  userId: number;
  at: Date;
  selection: MassSelection;
  change: MassChange;
}

/** Holds the company's mass updates in line: one apply or undo at a time (does not block inserts that reference it). */
export async function lockCompanyMassUpdates(tx: AppDb, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM companies WHERE id = ${companyId} FOR NO KEY UPDATE`);
}

/** The category or brand a change sets must be the company's (and the category active). */
export async function checkChangeTarget(db: AppDb, companyId: number, change: MassChange): Promise<void> {
  if (change.kind === 'category') {
    const [row] = await db.select({ active: categories.active }).from(categories).where(and(eq(categories.id, change.categoryId), eq(categories.companyId, companyId)));
    if (!row?.active) {
      const mensaje = 'La categoría no existe o está desactivada.';
      throw new CallError('VALIDATION', mensaje, { reason: 'unknown_category' }, [{ campo: 'change.categoryId', codigo: 'unknown_category', mensaje }]);
    }
  }
  if (change.kind === 'brand' && change.brandId !== null) {
    const [row] = await db.select({ id: brands.id }).from(brands).where(and(eq(brands.id, change.brandId), eq(brands.companyId, companyId)));
    if (!row) {
      const mensaje = 'La marca no existe.';
      throw new CallError('VALIDATION', mensaje, { reason: 'unknown_brand' }, [{ campo: 'change.brandId', codigo: 'unknown_brand', mensaje }]);
    }
  }
}

const isPriceKind = (change: MassChange) => change.kind === 'price_percent' || change.kind === 'price_amount' || change.kind === 'tax_rate';

export async function applyMassUpdate(tx: AppDb, run: MassRun, previewToken: string): Promise<{ massUpdateId: number; changed: number; refused: number; recomputed: number }> {
  const { companyId, userId, change } = run;
  await lockCompanyMassUpdates(tx, companyId);
  await checkChangeTarget(tx, companyId, change);
  const where = await selectionCondition(tx, companyId, run.selection);
  // Nobody changes the selected products until this commits.
  await tx.execute(sql`SELECT count(*) FROM (SELECT id FROM products WHERE ${where} FOR UPDATE) AS locked`);
  const summary = await massSummary(tx, companyId, where, change);
  if (summary.previewToken !== previewToken) {
    throw new CallError('CONFLICT', 'Los productos cambiaron desde la vista previa (otra persona los editó). Revisa la vista previa de nuevo antes de aplicar; no se cambió nada.', {
      reason: 'preview_changed',
    });
  }
  if (summary.counts.changing === 0) {
    throw new CallError('VALIDATION', 'Ninguno de los productos elegidos cambiaría: no hay nada que aplicar.', { reason: 'nothing_to_change' });
  }

  const [record] = await tx
    .insert(massUpdates)
    .values({ companyId, userId, createdAt: run.at, selection: run.selection, change, affected: summary.counts.changing })
    .returning({ id: massUpdates.id });
  const at = sql`${run.at.toISOString()}::timestamptz`;
  // A main category change moves the product's listing: the old main one goes, the new one is added after the
  // category's products (kept as it was when the product was listed there already).
  const listings =
    change.kind === 'category'
      ? sql`,
        del AS (DELETE FROM product_categories x USING ch WHERE x.product_id = ch.id AND x.category_id = ch.b_category AND x.company_id = ${companyId}::int),
        ins AS (
          INSERT INTO product_categories (product_id, category_id, company_id, display_order)
          SELECT id, n_category, ${companyId}::int, coalesce((SELECT max(display_order) FROM product_categories WHERE category_id = ${change.categoryId}::int), 0) + row_number() OVER (ORDER BY id)
          FROM ch ON CONFLICT (product_id, category_id) DO NOTHING
        )`
      : sql``;
  const [result] = await executeRows<{ n: number; ids: number[] }>(
    tx,
    sql`WITH ${massCalc(where, change, { json: true, whole: true })},
      ch AS (SELECT * FROM calc WHERE changing),
      upd AS (
        UPDATE products p SET price_cents = ch.n_price, price_with_tax_cents = ch.n_shelf, tax_rate_bp = ch.n_rate, category_id = ch.n_category,
          brand_id = ch.n_brand, active = ch.n_active, version = p.version + 1, updated_by = ${userId}::int, updated_at = ${at}
        FROM ch WHERE p.id = ch.id RETURNING p.id
      ),
      mr AS (
        INSERT INTO mass_update_rows (mass_update_id, product_id, before, after)
        SELECT ${record!.id}::int, id, before_json, CASE WHEN listed_before THEN after_json || '{"listedBefore": true}'::jsonb ELSE after_json END FROM ch
      ),
      pc AS (
        INSERT INTO product_changes (company_id, product_id, user_id, at, source, changes)
        SELECT ${companyId}::int, id, ${userId}::int, ${at}, 'mass_update', ${diffJson(sql`before_json`, sql`after_json`)} FROM ch
      )${listings}
      SELECT count(*)::int AS n, coalesce(json_agg(id ORDER BY id), '[]'::json) AS ids FROM upd`,
  );
  if (Number(result!.n) !== summary.counts.changing) throw new Error(`mass update changed ${result!.n} rows, expected ${summary.counts.changing}`);
  const recomputed = isPriceKind(change) ? await recomputeDerivedPrices(tx, companyId, result!.ids.map(Number), { userId, at: run.at }) : [];
  return { massUpdateId: record!.id, changed: summary.counts.changing, refused: summary.counts.refused, recomputed: recomputed.length };
}
