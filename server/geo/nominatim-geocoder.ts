/**
 * A Nominatim-compatible provider (nominatim.openstreetmap.org, or one's own server): `GET /search?format=jsonv2`.
 * Its usage policy asks for an identifying User-Agent, at most one request per second and cached answers: the
 * spacing and the cache are `politeGeocoder`'s, around this.
 */
import { GeocoderUnreachableError, type GeoMatch, type Geocoder } from './geocoder';

export interface NominatimOptions {
  /** Base URL, without `/search`. */
  url: string;
  /** Names the application (Nominatim refuses generic agents). */
  userAgent: string;
  /** Sent as `email=`, so the provider can reach the operator instead of blocking them. */
  email?: string | null;
  timeoutMs?: number;
  /** Matches per lookup. */
  limit?: number;
}

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

function toMatch(value: unknown): GeoMatch | null {
  if (typeof value !== 'object' || value === null) return null;
  const place = value as NominatimPlace;
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (typeof place.display_name !== 'string' || place.display_name.trim() === '') return null;
  if (typeof place.lat !== 'string' && typeof place.lat !== 'number') return null;
  if (typeof place.lon !== 'string' && typeof place.lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { label: place.display_name.trim(), lat, lng };
}

export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async search(query, { language, signal }) {
      const params = new URLSearchParams({ format: 'jsonv2', q: query, limit: String(options.limit ?? 5) });
      if (language) params.set('accept-language', language);
      if (options.email) params.set('email', options.email);
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(`${base}/search?${params.toString()}`, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          // The caller's abort or the timeout, whichever comes first (AbortSignal's combinator, Node 20.3+).
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (timeout.aborted) throw new GeocoderUnreachableError(`No answer within ${timeoutMs} ms`, { cause: error });
        if (signal?.aborted) throw error;
        throw new GeocoderUnreachableError('Provider unreachable', { cause: error });
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new GeocoderUnreachableError(`Provider answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new GeocoderUnreachableError(timeout.aborted ? `No answer within ${timeoutMs} ms` : 'Provider answered no JSON', { cause: error });
      }
      if (!Array.isArray(body)) throw new GeocoderUnreachableError('Provider answered no list');
      return (body as unknown[]).flatMap((place) => toMatch(place) ?? []);
    },
  };
}
