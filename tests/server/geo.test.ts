/**
 * Address lookup (/Geo/Status, /Geo/Search; docs/geocoding.md) against a real local HTTP server standing in for
 * Nominatim: matches mapped, the provider down or slow answered GEOCODER_UNREACHABLE, off by default
 * (GEOCODER_OFF), lookups spaced one second apart per process with the excess refused, answers cached for an hour.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import { geoSearchData, geoStatusData } from '../../contract/schemas/geo';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { nominatimGeocoder } from '../../server/geo/nominatim-geocoder';
import { politeGeocoder } from '../../server/geo/polite-geocoder';
import { expectOk } from './helpers/picking-helpers';
import { suiteTestApp, testConfig, type Answer } from './helpers/test-app';

type Mode = 'ok' | 'down' | 'slow' | 'hang-up';

interface SeenRequest {
  url: URL;
  headers: IncomingHttpHeaders;
  at: number;
}

/** A Nominatim stand-in: answers `/search` per `mode`, and records every request it gets. */
function fakeNominatim() {
  const state = { mode: 'ok' as Mode, seen: [] as SeenRequest[] };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.seen.push({ url, headers: request.headers, at: Date.now() });
    if (state.mode === 'hang-up') return void request.socket.destroy();
    if (state.mode === 'down') return void response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    const answer = () => {
      const q = url.searchParams.get('q') ?? '';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify([
          { place_id: 1, lat: '-0.1806532', lon: '-78.4678382', display_name: `${q}, Quito, Pichincha, Ecuador`, type: 'road' },
          { place_id: 2, lat: '-2.1709979', lon: '-79.9223592', display_name: `${q}, Guayaquil, Ecuador` },
          // Not a place: left out rather than answered with a NaN.
          { place_id: 3, display_name: 'Sin coordenadas' },
        ]),
      );
    };
    if (state.mode === 'slow') setTimeout(answer, 3000);
    else answer();
  });
  return { state, server };
}

const provider = fakeNominatim();
const options = { config: testConfig() };
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const { port } = provider.server.address() as AddressInfo;
  options.config.geocoder = { url: `http://127.0.0.1:${port}/`, email: 'ops@canasta.test', timeoutMs: 400 };
});
afterAll(async () => {
  provider.server.closeAllConnections();
  await new Promise<void>((resolve) => provider.server.close(() => resolve()));
});
const t = suiteTestApp(options);

/** The map picker's tiles when nothing is configured: OpenStreetMap's, with the attribution its licence asks for. */
const OSM_TILES = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

const search = (query: string, language = 'es', role = 'AD'): Promise<Answer> => t.call('/Geo/Search', { query, language }, { token: t.tokens[`${role}@1`]! });

/** Waits out the previous lookup's turn, so a test's first lookup goes out at once. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050));

describe('a configured provider', () => {
  test('the address field is told to offer the lookup', async () => {
    expect(geoStatusData.parse(expectOk(await t.call('/Geo/Status', {}, { token: t.tokens['CA@1']! })))).toEqual({ enabled: true, tiles: OSM_TILES });
  });

  test('matches come back as label and coordinates; the request follows the usage policy', async () => {
    provider.state.mode = 'ok';
    const before = provider.state.seen.length;
    const answer = await search('Avenida Amazonas 123', 'en');
    expect(geoSearchData.parse(expectOk(answer)).matches).toEqual([
      { label: 'Avenida Amazonas 123, Quito, Pichincha, Ecuador', lat: -0.1806532, lng: -78.4678382 },
      { label: 'Avenida Amazonas 123, Guayaquil, Ecuador', lat: -2.1709979, lng: -79.9223592 },
    ]);
    expect(provider.state.seen.length).toBe(before + 1);
    const request = provider.state.seen.at(-1)!;
    expect(request.url.pathname).toBe('/search');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      format: 'jsonv2',
      q: 'Avenida Amazonas 123',
      limit: '5',
      'accept-language': 'en',
      email: 'ops@canasta.test',
    });
    expect(request.headers['user-agent']).toMatch(/^Canasta\//);
  });

  test('the same lookup within the hour is answered from the cache, without asking the provider again', async () => {
    provider.state.mode = 'ok';
    await nextSecond();
    const first = geoSearchData.parse(expectOk(await search('Calle Larga 7, Cuenca')));
    const asked = provider.state.seen.length;
    // The provider breaks down: the cached answer still comes back, for the same words however spaced or cased.
    provider.state.mode = 'down';
    expect(geoSearchData.parse(expectOk(await search('  calle larga  7, CUENCA ')))).toEqual(first);
    expect(provider.state.seen.length).toBe(asked);
    // Another language is another answer.
    expect((await search('Calle Larga 7, Cuenca', 'de')).json.codigo).toBe('GEOCODER_UNREACHABLE');
  });

  test('the provider down: GEOCODER_UNREACHABLE with a clear message, and a later lookup asks again', async () => {
    for (const mode of ['down', 'hang-up'] as const) {
      provider.state.mode = mode;
      await nextSecond();
      const answer = await search(`Avenida ${mode}`);
      expect(answer.status).toBe(424);
      expect(answer.json).toMatchObject({ bOk: false, codigo: 'GEOCODER_UNREACHABLE', mensaje: 'El servicio de direcciones no responde; escribe las coordenadas a mano.' });
    }
    provider.state.mode = 'ok';
    await nextSecond();
    expect(geoSearchData.parse(expectOk(await search('Avenida down'))).matches).toHaveLength(2);
  });

  test('a provider slower than the timeout: GEOCODER_UNREACHABLE after the timeout, not after its answer', async () => {
    provider.state.mode = 'slow';
    await nextSecond();
    const started = Date.now();
    const answer = await search('Avenida lenta');
    expect(answer.json.codigo).toBe('GEOCODER_UNREACHABLE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  test('at most one lookup per second reaches the provider; beyond a short wait the lookup is refused', async () => {
    provider.state.mode = 'ok';
    await nextSecond();
    const before = provider.state.seen.length;
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => search(`Calle ${i + 1}, Loja`)));
    const sent = provider.state.seen.slice(before);
    const answered = answers.filter((answer) => answer.json.bOk);
    const refused = answers.filter((answer) => !answer.json.bOk);
    expect(answered.length).toBe(sent.length);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < sent.length; i += 1) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(950);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.json).toMatchObject({ codigo: 'RATE_LIMITED', detalle: { reason: 'geocoder_busy' } });
      expect(answer.json.mensaje).toMatch(/búsquedas de direcciones/);
      expect(answer.json.detalle?.['retryAfterSeconds']).toBeGreaterThanOrEqual(1);
    }
  });

  test('roles without a screen with an address are refused before the provider is asked', async () => {
    const before = provider.state.seen.length;
    for (const role of ['PK', 'DE', 'C']) {
      const answer = await search('Avenida Amazonas', 'es', role);
      expect(answer.json.codigo).toBe('FORBIDDEN');
    }
    expect((await t.call('/Geo/Search', { query: 'Avenida Amazonas' })).json.codigo).toBe('NOT_AUTHENTICATED');
    expect(provider.state.seen.length).toBe(before);
  });

  test('a query too short or too long is refused as VALIDATION', async () => {
    expect((await search('ab')).json).toMatchObject({ codigo: 'VALIDATION', errores: [{ campo: 'query' }] });
    expect((await search('x'.repeat(201))).json).toMatchObject({ codigo: 'VALIDATION', errores: [{ campo: 'query' }] });
  });
});

describe('no provider configured (the default)', () => {
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await buildApp({ config: testConfig(), database: t.database, now: t.clock.now, logger: false });
  });
  afterAll(async () => {
    await off.close();
  });
  const offCall = async (path: string, body: Record<string, unknown>): Promise<Answer> => {
    const response = await off.inject({ method: 'POST', url: MIDDLEWARE_URL, payload: { path, body: JSON.stringify({ ...body, tokenSesion: t.tokens['GE@1'] }) } });
    return { status: response.statusCode, json: response.json() };
  };

  test('GEOCODER_URL unset means off', () => {
    expect(loadConfig({}).geocoder).toBeNull();
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org/', GEOCODER_EMAIL: 'ops@example.org' }).geocoder).toEqual({
      url: 'https://nominatim.example.org',
      email: 'ops@example.org',
      timeoutMs: 5000,
    });
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim.example.org' })).toThrow(/GEOCODER_URL/);
  });

  test('the field offers no lookup, and a lookup is answered GEOCODER_OFF', async () => {
    expect(geoStatusData.parse(expectOk(await offCall('/Geo/Status', {})))).toEqual({ enabled: false, tiles: OSM_TILES });
    const answer = await offCall('/Geo/Search', { query: 'Avenida Amazonas' });
    expect(answer.json).toMatchObject({ bOk: false, codigo: 'GEOCODER_OFF' });
    expect(answer.json.mensaje).toMatch(/^La búsqueda de direcciones no está configurada/);
  });
});

describe('the cache', () => {
  test('keeps an answer for an hour, then asks the provider again', async () => {
    provider.state.mode = 'ok';
    let clock = 1_000_000;
    const { port } = provider.server.address() as AddressInfo;
    const geocoder = politeGeocoder(nominatimGeocoder({ url: `http://127.0.0.1:${port}`, userAgent: 'Canasta/test' }), { now: () => clock });
    const before = provider.state.seen.length;
    await geocoder.search('Plaza Grande', { language: 'es' });
    clock += 59 * 60_000;
    await geocoder.search('Plaza Grande', { language: 'es' });
    expect(provider.state.seen.length).toBe(before + 1);
    clock += 2 * 60_000;
    await geocoder.search('Plaza Grande', { language: 'es' });
    expect(provider.state.seen.length).toBe(before + 2);
  });
});

/** `/Geo/Status` from an app, with the Content-Security-Policy it was answered with. */
async function tilesStatus(app: FastifyInstance) {
  const response = await app.inject({ method: 'POST', url: MIDDLEWARE_URL, payload: { path: '/Geo/Status', body: JSON.stringify({ tokenSesion: t.tokens['AD@1'] }) } });
  return { json: response.json(), csp: String(response.headers['content-security-policy']) };
}

function imgSrc(csp: string): string {
  return csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('img-src ')) ?? '';
}

describe('the map picker tiles (MAP_TILES_URL)', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  const appWith = async (env: Record<string, string>) => {
    const app = await buildApp({ config: testConfig({ mapTiles: loadConfig(env).mapTiles }), database: t.database, now: t.clock.now, logger: false });
    apps.push(app);
    return app;
  };

  test('a LAN tile server is told to the map, and its origin (only) is allowed for images', async () => {
    const app = await appWith({ MAP_TILES_URL: 'http://tiles.lan:8080/osm/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors, Tiles: Intranet' });
    const { json, csp } = await tilesStatus(app);
    expect(geoStatusData.parse(json.data)).toEqual({
      enabled: false,
      tiles: { url: 'http://tiles.lan:8080/osm/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors, Tiles: Intranet' },
    });
    expect(imgSrc(csp).split(' ')).toContain('http://tiles.lan:8080');
    expect(imgSrc(csp)).not.toMatch(/ http: | http:$/);
    // The app's page gets the same policy.
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(imgSrc(String(page.headers['content-security-policy'])).split(' ')).toContain('http://tiles.lan:8080');
  });

  test('the default OpenStreetMap tiles are https and allowed; without a LAN server no http origin is', async () => {
    const { csp } = await tilesStatus(t.app);
    expect(imgSrc(csp).split(' ')).toContain('https:');
    expect(imgSrc(csp)).not.toContain('http://');
    expect(loadConfig({ MAP_TILES_URL: 'http://{s}.tiles.lan/{z}/{x}/{y}.png' }).mapTiles?.origin).toBe('http://*.tiles.lan');
  });

  test('MAP_TILES_URL=off: the field offers no map', async () => {
    const { json } = await tilesStatus(await appWith({ MAP_TILES_URL: 'off' }));
    expect(geoStatusData.parse(json.data)).toEqual({ enabled: false, tiles: null });
    expect(() => loadConfig({ MAP_TILES_URL: 'tiles.lan/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_URL/);
  });
});
