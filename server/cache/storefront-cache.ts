/**
 * The storefront reads' cache (ADR 012): answers kept in this process, keyed by company, the versions of the areas
 * they are built from (`cache_versions`, bumped by triggers on every edit) and the read's own key. A read first asks
 * the areas' versions (one small indexed query), so an edit made through any server process is never served stale.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { CacheArea } from '../../contract/cache-areas';
import type { AppDb } from '../db/client';
import { executeRows } from '../db/execute-rows';

/** Most answers kept per process (each a page of a storefront read: a few kB to a few tens of kB). */
const MAX_ENTRIES = 2000;

interface Entry {
  value: unknown;
  builtAt: number;
}

const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

/** The current version of each area (0 for an area never changed), in the order asked. */
export async function areaVersions(db: AppDb, companyId: number, areas: readonly CacheArea[]): Promise<number[]> {
  const rows = await executeRows<{ area: string; version: string | number }>(
    db,
    sql`SELECT area, version FROM cache_versions WHERE company_id = ${companyId} AND area = ANY(${`{${areas.join(',')}}`}::text[])`,
  );
  const byArea = new Map(rows.map((row) => [row.area, Number(row.version)]));
  return areas.map((area) => byArea.get(area) ?? 0);
}

/**
 * The cached answer of `key` for the company, or `build()`'s (then kept, and the areas' `rebuilt_at` stamped).
 * `key` names the read and every parameter that changes its answer (store, page, search…).
 */
export async function cachedRead<T>(db: AppDb, companyId: number, areas: readonly CacheArea[], key: string, build: () => Promise<T>): Promise<T> {
  const versions = await areaVersions(db, companyId, areas);
  const fullKey = `${companyId}|${areas.map((area, index) => `${area}:${versions[index]}`).join(',')}|${key}`;
  const hit = entries.get(fullKey);
  if (hit) return hit.value as T;
  const value = await build();
  entries.set(fullKey, { value, builtAt: Date.now() });
  await executeRows(
    db,
    sql`INSERT INTO cache_versions (company_id, area, version, rebuilt_at)
          SELECT ${companyId}, area, 0, now() FROM unnest(${`{${areas.join(',')}}`}::text[]) AS a(area)
        ON CONFLICT (company_id, area) DO UPDATE SET rebuilt_at = now()`,
  );
  return value;
}

/** Drops every answer this process keeps (tests). */
export function clearStorefrontCache(): void {
  entries.clear();
}
