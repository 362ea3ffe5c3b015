/**
 * A provider's usage policy kept by this process (Nominatim's: at most one request per second, cache the answers):
 * lookups are spaced `intervalMs` apart, a lookup that would wait longer than `maxWaitMs` for its turn is refused
 * (GeocoderBusyError) rather than queued without end, and answers are kept for `ttlMs` (the same lookup made while
 * one is on its way shares it).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { GeocoderBusyError, type GeoMatch, type Geocoder } from './geocoder';

export interface PoliteOptions {
  intervalMs?: number;
  maxWaitMs?: number;
  ttlMs?: number;
  maxEntries?: number;
  /** Milliseconds clock (tests). */
  now?: () => number;
}

/** `promise`, or the signal's reason once it aborts first. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export function politeGeocoder(provider: Geocoder, options: PoliteOptions = {}): Geocoder {
  const intervalMs = options.intervalMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, GeoMatch[]>({ max: options.maxEntries ?? 1000, ttl: options.ttlMs ?? 60 * 60_000, ttlResolution: 0, perf: { now } });
  const pending = new Map<string, Promise<GeoMatch[]>>();
  let nextTurn = 0;

  /** Takes the next free turn, or refuses when it is too far off. */
  async function waitForTurn(): Promise<void> {
    const at = now();
    const turn = Math.max(at, nextTurn);
    const wait = turn - at;
    if (wait > maxWaitMs) throw new GeocoderBusyError(Math.max(1, Math.ceil(wait / 1000)));
    nextTurn = turn + intervalMs;
    if (wait > 0) await sleep(wait);
  }

  return {
    async search(query, { language, signal }) {
      const key = `${language ?? ''}\n${query.trim().replace(/\s+/g, ' ').toLowerCase()}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let lookup = pending.get(key);
      if (!lookup) {
        // Not tied to this caller's signal: others may come to wait for the same lookup.
        lookup = (async () => {
          await waitForTurn();
          const matches = await provider.search(query, { language });
          cache.set(key, matches);
          return matches;
        })().finally(() => pending.delete(key));
        pending.set(key, lookup);
      }
      return signal ? abortable(lookup, signal) : lookup;
    },
  };
}
