/** The products' audit trail (product_changes): every change names who, when, from where and what changed. */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { productChanges } from '../db/schema/catalogue';

/** A transaction or the database: changes are recorded in the same transaction as the change itself. */
type Writer = Pick<AppDb, 'insert' | 'execute'>;

export type ProductChangeSource = 'form' | 'bulk_load' | 'mass_update' | 'mass_undo' | 'composite' | 'images' | 'stock' | 'active' | 'display_order' | 'category_delete' | 'brand_delete';

/** `{ field: [before, after] }` for the fields whose value differs; `created: [null, true]` for a new product. */
export type FieldChanges = Record<string, [unknown, unknown]>;

/** The fields of `after` that differ from `before` (compared as JSON), as `{ field: [before, after] }`. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field] ?? null) !== JSON.stringify(value ?? null)) changes[field] = [before[field] ?? null, value ?? null];
  }
  return changes;
}

export interface ProductChange {
  companyId: number;
  productId: number;
  userId: number | null;
  at: Date;
  source: ProductChangeSource;
  changes: FieldChanges;
}

/** Records changes (none when every entry's `changes` is empty). */
export async function recordProductChanges(tx: Writer, entries: readonly ProductChange[]): Promise<void> {
  const rows = entries.filter((entry) => Object.keys(entry.changes).length > 0);
  if (rows.length === 0) return;
  if (rows.length === 1) {
    await tx.insert(productChanges).values(rows);
    return;
  }
  // Many at once (a spreadsheet chunk, a mass update): column arrays through unnest, a few parameters in all.
  const column = <T,>(pick: (row: ProductChange) => T) => sql.param(rows.map(pick));
  await tx.execute(
    sql`INSERT INTO product_changes (company_id, product_id, user_id, at, source, changes)
      SELECT * FROM unnest(${column((r) => r.companyId)}::int[], ${column((r) => r.productId)}::int[], ${column((r) => r.userId)}::int[],
        ${column((r) => r.at.toISOString())}::timestamptz[], ${column((r) => r.source)}::text[], ${column((r) => JSON.stringify(r.changes))}::jsonb[])`,
  );
}
