/**
 * A company's cache areas as /cache shows them: `cache_versions` (bumped by triggers on every edit and by hand here)
 * and this process's figures. Ages use the database's clock, as the triggers stamp it.
 */
import { sql } from 'drizzle-orm';
import { CACHE_AREAS, type CacheArea } from '../../../contract/cache-areas';
import type { CacheAreaRow } from '../../../contract/schemas/cache';
import { storefrontCacheStats } from '../../cache/storefront-cache';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';

interface VersionRow {
  area: string;
  version: string | number;
  invalidated_at: string | Date;
  invalidated_by: string | null;
  rebuilt_at: string | Date | null;
  age_seconds: string | number;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export async function cacheAreasList(db: AppDb, companyId: number): Promise<{ now: string; areas: CacheAreaRow[] }> {
  const [clock] = await executeRows<{ now: string | Date }>(db, sql`SELECT now() AS now`);
  const rows = await executeRows<VersionRow>(
    db,
    sql`SELECT v.area, v.version, v.invalidated_at, u.name AS invalidated_by, v.rebuilt_at,
               greatest(0, floor(extract(epoch FROM now() - v.invalidated_at)))::int AS age_seconds
          FROM cache_versions v LEFT JOIN users u ON u.id = v.invalidated_by
         WHERE v.company_id = ${companyId}`,
  );
  const byArea = new Map(rows.map((row) => [row.area, row]));
  const versions = new Map<CacheArea, number>(CACHE_AREAS.map((area) => [area, Number(byArea.get(area)?.version ?? 0)]));
  const stats = storefrontCacheStats(companyId, versions);
  const areas = CACHE_AREAS.map((area): CacheAreaRow => {
    const row = byArea.get(area);
    const version = versions.get(area) ?? 0;
    const process = stats.get(area);
    // Version 0: a read stamped the row's rebuild before anything changed the area; it was never invalidated.
    const invalidated = row !== undefined && version > 0;
    return {
      area,
      version,
      invalidatedAt: invalidated ? iso(row.invalidated_at) : null,
      invalidatedBy: invalidated ? row.invalidated_by : null,
      rebuiltAt: row?.rebuilt_at ? iso(row.rebuilt_at) : null,
      ageSeconds: invalidated ? Number(row.age_seconds) : null,
      entries: process?.entries ?? 0,
      hits: process?.hits ?? 0,
      misses: process?.misses ?? 0,
    };
  });
  return { now: iso(clock!.now), areas };
}

/** Bumps the areas' versions for the company by hand (the next read of each rebuilds), naming who did it. */
export async function invalidateAreas(tx: AppDb, companyId: number, userId: number, areas: readonly CacheArea[]): Promise<{ areas: CacheArea[] }> {
  await executeRows(
    tx,
    sql`INSERT INTO cache_versions (company_id, area, version, invalidated_at, invalidated_by)
          SELECT ${companyId}, area, 1, now(), ${userId} FROM unnest(${`{${areas.join(',')}}`}::text[]) AS a(area)
        ON CONFLICT (company_id, area) DO UPDATE
          SET version = cache_versions.version + 1, invalidated_at = now(), invalidated_by = ${userId}`,
  );
  return { areas: [...areas] };
}
