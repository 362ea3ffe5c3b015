/**
 * The storefront reads' cache (ADR 012, docs/cache.md): answers kept in this process, keyed by company, the versions
 * of the areas they are built from (`cache_versions`, bumped by triggers on every edit and by hand on /cache) and the
 * read's own key. A read first asks the areas' versions (one small indexed query), so an edit made through whichever server
 * process is never served stale. Per-process figures (entries, hits, misses, last build) feed /cache.
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
  companyId: number;
  /** The version of each area the answer was built at. */
  versions: ReadonlyMap<CacheArea, number>;
}

interface AreaCounters {
  hits: number;
  misses: number;
  lastBuiltAt: Date | null;
}

const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
/** `${companyId}|${area}` → this process's reads of the area. */
const counters = new Map<string, AreaCounters>();

function countersOf(companyId: number, area: CacheArea): AreaCounters {
  const key = `${companyId}|${area}`;
  let found = counters.get(key);
  if (!found) {
    found = { hits: 0, misses: 0, lastBuiltAt: null };
    counters.set(key, found);
  }
  return found;
}

const areasArray = (areas: readonly CacheArea[]) => `{${areas.join(',')}}`;

/** The current version of each area (0 for an area never changed), in the order asked. */
export async function areaVersions(db: AppDb, companyId: number, areas: readonly CacheArea[]): Promise<number[]> {
  const rows = await executeRows<{ area: string; version: string | number }>(
    db,
    sql`SELECT area, version FROM cache_versions WHERE company_id = ${companyId} AND area = ANY(${areasArray(areas)}::text[])`,
  );
  const byArea = new Map(rows.map((row) => [row.area, Number(row.version)]));
  return areas.map((area) => byArea.get(area) ?? 0);
}

/**
 * The cached answer of `key` for the company, or `build()`'s (then kept, and the areas' `rebuilt_at` stamped).
 * `key` names the read and every parameter that changes its answer (store, page, search…). An answer built while an
 * edit commits is kept under the versions read before it, which the edit has already left behind: never served.
 */
export async function cachedRead<T>(db: AppDb, companyId: number, areas: readonly CacheArea[], key: string, build: () => Promise<T>): Promise<T> {
  const versions = await areaVersions(db, companyId, areas);
  const fullKey = `${companyId}|${areas.map((area, index) => `${area}:${versions[index]}`).join(',')}|${key}`;
  const hit = entries.get(fullKey);
  if (hit) {
    for (const area of areas) countersOf(companyId, area).hits += 1;
    return hit.value as T;
  }
  const value = await build();
  entries.set(fullKey, { value, companyId, versions: new Map(areas.map((area, index) => [area, versions[index] ?? 0])) });
  const builtAt = new Date();
  for (const area of areas) {
    const areaCounters = countersOf(companyId, area);
    areaCounters.misses += 1;
    areaCounters.lastBuiltAt = builtAt;
  }
  await executeRows(
    db,
    sql`INSERT INTO cache_versions (company_id, area, version, invalidated_at, rebuilt_at)
          SELECT ${companyId}, area, 0, now(), now() FROM unnest(${areasArray(areas)}::text[]) AS a(area)
        ON CONFLICT (company_id, area) DO UPDATE SET rebuilt_at = now()`,
  );
  return value;
}

export interface AreaStats {
  /** Answers kept for the area at its current version. */
  entries: number;
  hits: number;
  misses: number;
  lastBuiltAt: Date | null;
}

/** This process's figures for a company's areas, given their current versions (older answers are not counted). */
export function storefrontCacheStats(companyId: number, current: ReadonlyMap<CacheArea, number>): Map<CacheArea, AreaStats> {
  const stats = new Map<CacheArea, AreaStats>();
  for (const area of current.keys()) {
    const { hits, misses, lastBuiltAt } = countersOf(companyId, area);
    stats.set(area, { entries: 0, hits, misses, lastBuiltAt });
  }
  for (const entry of entries.values()) {
    if (entry.companyId !== companyId) continue;
    for (const [area, version] of entry.versions) {
      const areaStats = stats.get(area);
      if (areaStats && current.get(area) === version) areaStats.entries += 1;
    }
  }
  return stats;
}

/** Drops every answer this process keeps and its figures (tests). */
export function clearStorefrontCache(): void {
  entries.clear();
  counters.clear();
}
