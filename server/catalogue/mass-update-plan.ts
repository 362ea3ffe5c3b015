/**
 * A mass update's summary (counts, price totals, the preview token) and one page of its rows, both computed by the
 * database over the whole selection (mass-update-sql.ts).
 */
import { createHash } from 'node:crypto';
import { and, gt, sql, type SQL } from 'drizzle-orm';
import type { MassRefusal } from '../../contract/mass-update-constants';
import type { MassChange, MassFields, MassPreviewRow } from '../../contract/schemas/mass-update';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { products } from '../db/schema/catalogue';
import { massCalc, summarySelect, type SummaryRow } from './mass-update-sql';

export interface MassSummary {
  counts: { selected: number; changing: number; refused: number; unchanged: number };
  totals: { priceBefore: number; priceAfter: number; priceWithTaxBefore: number; priceWithTaxAfter: number };
  previewToken: string;
}

export async function massSummary(db: AppDb, companyId: number, where: SQL, change: MassChange): Promise<MassSummary> {
  const [row] = await executeRows<SummaryRow>(db, sql`WITH ${massCalc(where, change, { json: false, whole: true })} ${summarySelect}`);
  const s = row!;
  const [selected, changing, refused] = [Number(s.selected), Number(s.changing), Number(s.refused)];
  return {
    counts: { selected, changing, refused, unchanged: selected - changing - refused },
    totals: { priceBefore: Number(s.price_before), priceAfter: Number(s.price_after), priceWithTaxBefore: Number(s.shelf_before), priceWithTaxAfter: Number(s.shelf_after) },
    // The change and the digest of every selected product: the apply recomputes it under row locks.
    previewToken: createHash('sha256').update(`${companyId}\n${JSON.stringify(change)}\n${selected}\n${s.digest}`).digest('hex').slice(0, 40),
  };
}

/** The rows that change or are refused, by id after `afterId`; one more than `limit` says there is a next page. */
export async function massRows(db: AppDb, where: SQL, change: MassChange, options: { afterId: number; limit: number; onlyRefused: boolean }): Promise<MassPreviewRow[]> {
  const rows = await executeRows<{ id: number; sku: string; name: string; before_json: MassFields; after_json: MassFields; refusal: MassRefusal | null }>(
    db,
    sql`WITH ${massCalc(and(where, gt(products.id, options.afterId))!, change, { json: true, whole: false })}
        SELECT id, sku, name, before_json, after_json, refusal FROM calc
        WHERE ${options.onlyRefused ? sql`refusal IS NOT NULL` : sql`(changing OR refusal IS NOT NULL)`}
        ORDER BY id LIMIT ${options.limit + 1}`,
  );
  return rows.map((row) => ({ id: Number(row.id), sku: row.sku, name: row.name, before: row.before_json, after: row.after_json, refusal: row.refusal }));
}
