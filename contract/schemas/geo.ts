/**
 * Address lookup (docs/geocoding.md): the configured geocoding provider's matches for a typed address. Off unless the
 * server is configured (GEOCODER_URL); `/Geo/Status` tells the address field whether to offer the lookup.
 */
import { z } from 'zod/mini';
import { text, tokenSesionSchema } from '../fields';
import { latitudeSchema, longitudeSchema } from './address';

export const GEO_QUERY_MAX = 200;

export const geoStatusRequest = z.strictObject({ tokenSesion: tokenSesionSchema });
/** The map picker's tiles (MAP_TILES_URL, MAP_TILES_ATTRIBUTION); null when the server turned the map off. */
export const geoTilesSchema = z.object({ url: z.string(), attribution: z.string() });
export type GeoTilesData = z.infer<typeof geoTilesSchema>;
export const geoStatusData = z.object({ enabled: z.boolean(), tiles: z.nullable(geoTilesSchema) });

export const geoSearchRequest = z.strictObject({
  tokenSesion: tokenSesionSchema,
  /** What the user typed in the address field. */
  query: text(z.trim(), z.minLength(3), z.maxLength(GEO_QUERY_MAX)),
  /** The user's locale ('es', 'en', …): the provider names places in it when it can. */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/))),
});

export const geoMatchSchema = z.object({ label: z.string(), lat: latitudeSchema, lng: longitudeSchema });
export type GeoMatchData = z.infer<typeof geoMatchSchema>;
export const geoSearchData = z.object({ matches: z.array(geoMatchSchema) });

/** `detalle.reason` of a RATE_LIMITED answer from /Geo/Search: this server's lookups are spaced (provider policy). */
export const GEO_BUSY_REASON = 'geocoder_busy';
