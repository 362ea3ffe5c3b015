/** The products' audit trail (product_changes): every change names who, when, from where and what changed. */
import type { AppDb } from '../db/client';
import { productChanges } from '../db/schema/catalogue';

/** A transaction or the database: changes are recorded in the same transaction as the change itself. */
type Writer = Pick<AppDb, 'insert'>;

export type ProductChangeSource = 'form' | 'bulk_load' | 'mass_update' | 'mass_undo' | 'composite' | 'images' | 'stock' | 'active' | 'display_order';

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
  for (let start = 0; start < rows.length; start += 1000) await tx.insert(productChanges).values(rows.slice(start, start + 1000));
}
