import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { MapTilesConfig } from '../config';

/**
 * Helmet's default headers on every routed answer (API, static files, 404s), with a CSP that allows what the PWA
 * needs: its own scripts and workers, Mantine's inline styles, data:/blob: images (and https: product images), and
 * the realtime WebSocket. No HSTS: self-hosted installs are often served over plain http on a LAN, where HSTS would
 * lock users out.
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: false,
};

/**
 * Requests refused before routing (a broken percent escape, a request line Node rejects) never reach helmet's hooks.
 * Their answer is a small JSON refusal, never a document: it gets the headers that matter for that.
 */
export const PRE_ROUTING_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * The CSP for this configuration: the address field's map loads its tiles from MAP_TILES_URL's origin. An https one
 * is already allowed ('https:'); a plain-http tile server (a LAN one) is added by origin, nothing wider.
 */
export function helmetOptions(mapTiles: MapTilesConfig | null): FastifyHelmetOptions {
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  if (mapTiles === null || !mapTiles.origin.startsWith('http:') || typeof csp !== 'object') return HELMET_OPTIONS;
  const directives = csp.directives ?? {};
  const imgSrc = directives['imgSrc'];
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { ...csp, directives: { ...directives, imgSrc: [...(Array.isArray(imgSrc) ? imgSrc : []), mapTiles.origin] } },
  };
}

/**
 * @fastify/helmet registered as its docs show. It rebuilds helmet's middleware per request (~35 µs of CPU measured
 * here, about 8 % of an order list call): not a cost a user notices, so no cached copy of its headers.
 */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(app.config.mapTiles));
}
