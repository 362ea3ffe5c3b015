/**
 * The storefront cache (issue 19 §5, ADR 012, docs/cache.md): for one company, each cached area's version, when an
 * edit or a person last invalidated it, when a read last rebuilt it, and what this server process holds of it; SA
 * invalidates one area or all by hand.
 */
import { z } from 'zod/mini';
import { CACHE_AREAS } from '../cache-areas';
import { idSchema, mutationIdSchema, tokenSesionSchema } from '../fields';

export const cacheAreaSchema = z.object({
  area: z.enum(CACHE_AREAS),
  /** 0: never changed nor invalidated. */
  version: z.int(),
  /** Null: never invalidated. */
  invalidatedAt: z.nullable(z.string()),
  /** Who invalidated it by hand last; null: an edit did (or nobody yet). */
  invalidatedBy: z.nullable(z.string()),
  /** Null: no read has built it yet. */
  rebuiltAt: z.nullable(z.string()),
  /** Seconds since it was last invalidated (null: never). */
  ageSeconds: z.nullable(z.int()),
  /** This server process's answers kept for the area, and its reads served from them or built. */
  entries: z.int(),
  hits: z.int(),
  misses: z.int(),
});
export type CacheAreaRow = z.infer<typeof cacheAreaSchema>;

/** `/Cache/List`: the company's areas (SA names it; the header's company). */
export const cacheListRequest = z.strictObject({ tokenSesion: tokenSesionSchema, empresaId: z.optional(idSchema) });
export const cacheListData = z.object({ empresaId: z.int(), now: z.string(), areas: z.array(cacheAreaSchema) });

/** `/Cache/Invalidate`: bumps one area's version, or every area's (`area: 'all'`), and answers the new list. */
export const cacheInvalidateRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  empresaId: z.optional(idSchema),
  area: z.enum([...CACHE_AREAS, 'all']),
  mutationId: mutationIdSchema,
});
