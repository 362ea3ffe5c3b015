#!/usr/bin/env node
/**
 * JavaScript a picker's first visit downloads, against the 250 KB gzip budget (issue 15; on React).
 *
 * The real server on the production build (`npm run build` first) with a fresh data directory (demo data
 * seeded on start). A first visit is a fresh Chromium context: no HTTP cache, no service worker yet, the user
 * signed in through the API with the answer stored in localStorage as the login page stores it. The page opens
 * `/picking/orden/<id of an order in the picker's warehouse>` and is measured once its main heading is on
 * screen and the network has been quiet for a second (screens without a heading fall back to the quiet network).
 * `/ordenes` is measured the same way for comparison (informative, no budget).
 *
 * Counted: every response the page itself receives whose body is JavaScript — the entry script, modulepreloads,
 * lazy route chunks and catalogues. Its gzip size is the encoded size when the server sent it gzip, otherwise
 * the body compressed here with zlib gzip level 9 (so brotli or uncompressed answers count as gzip would).
 * Not counted: the service worker script (`/sw.js`) and what the worker precaches in the background — that is
 * the worker's install, not JavaScript the page runs — and CSS, fonts, images, API answers.
 *
 * `node bench/first-visit-js.mjs` (env: BENCH_PORT, default 4392; BENCH_STATIC_DIR, default dist; CHROMIUM_PATH).
 * Prints one table per screen (chunks by gzip size), the totals and PASS/FAIL; exits 1 over budget. KB = 1024 bytes.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { call, CHROMIUM_ARGS, root, startServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const STATIC_DIR = resolve(root, process.env.BENCH_STATIC_DIR ?? 'dist');
const BUDGET_BYTES = 250 * 1024;
const PICKER = 'pk@canasta.demo';
const PASSWORD = 'canasta-demo';
/** Keys of the stored session and settings (contract/user-data.ts USER_DATA_KEY, src/lib/settings.ts). */
const USER_DATA_KEY = 'userData';
/** The screen's main heading: stable across the placeholder and the real screens. */
const HEADING = 'main h1';
const HEADING_TIMEOUT_MS = 30_000;
const QUIET_MS = 1000;
const QUIET_TIMEOUT_MS = 30_000;

if (!existsSync(join(STATIC_DIR, 'index.html'))) {
  console.error(`FAIL no build in ${STATIC_DIR}: run \`npm run build\` first`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The id of an order the picker may pick: from /Picking/List when the server has it, else the picker's own order list. */
async function pickerOrderId(base, token) {
  try {
    const list = await call(base, '/Picking/List', { tokenSesion: token });
    const first = list?.rows?.[0];
    if (first?.id) return { id: first.id, from: '/Picking/List' };
  } catch {
    // Not implemented yet, or refused: the order list below works for pickers too.
  }
  // Warehouse-bound roles only see their own warehouse's orders (PRODUCT.md tenancy).
  const page = await call(base, '/Order/List', { tokenSesion: token, statuses: ['confirmada', 'en_picking'], limit: 1 });
  const first = page.rows?.[0];
  if (!first) throw new Error('the picker has no confirmada/en_picking order to open');
  return { id: first.id, from: '/Order/List' };
}

/** Resolves once the page has had no request in flight for QUIET_MS (WebSockets are not requests here). */
function quietNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async () => {
    const deadline = Date.now() + QUIET_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange >= QUIET_MS) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };
}

/** One first visit: a new context (empty cache, no worker), signed in, opening `path`. */
async function firstVisit(browser, base, userData, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES', serviceWorkers: 'allow' });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [USER_DATA_KEY, JSON.stringify(userData)],
  );
  const page = await context.newPage();
  const pending = [];
  const swScripts = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.origin !== base || !/javascript/.test(type)) return;
    if (url.pathname === '/sw.js') {
      swScripts.push(url.pathname);
      return;
    }
    pending.push(
      (async () => {
        let body;
        try {
          body = await response.body();
        } catch (error) {
          console.log(`WARN ${url.pathname}: body unavailable (${error instanceof Error ? error.message : String(error)}); not counted`);
          return null;
        }
        const encoding = response.headers()['content-encoding'] ?? 'identity';
        const sizes = await response.request().sizes();
        const wire = sizes.responseBodySize;
        const gzip = encoding === 'gzip' ? wire : gzipSync(body, { level: 9 }).length;
        return { file: url.pathname, raw: body.length, gzip, wire, encoding, kind: response.request().resourceType() };
      })(),
    );
  });
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sw.js') swScripts.push('/sw.js');
  });
  const quiet = quietNetwork(page);
  const started = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  let heading = null;
  try {
    await page.locator(HEADING).first().waitFor({ state: 'visible', timeout: HEADING_TIMEOUT_MS });
    heading = (await page.locator(HEADING).first().innerText()).trim();
  } catch {
    console.log(`WARN ${path}: no "${HEADING}" within ${HEADING_TIMEOUT_MS / 1000} s; measuring at network idle`);
  }
  const settled = await quiet();
  if (!settled) console.log(`WARN ${path}: the network never stayed quiet for ${QUIET_MS} ms`);
  const ms = Date.now() - started;
  const finalPath = new URL(page.url()).pathname;
  const chunks = (await Promise.all(pending)).filter((chunk) => chunk !== null).toSorted((a, b) => b.gzip - a.gzip);
  await context.close();
  return { path, finalPath, heading, ms, chunks, swRequested: swScripts.length > 0 };
}

function printVisit({ path, finalPath, heading, ms, chunks, swRequested }) {
  const total = chunks.reduce((sum, c) => ({ gzip: sum.gzip + c.gzip, raw: sum.raw + c.raw, wire: sum.wire + c.wire }), { gzip: 0, raw: 0, wire: 0 });
  console.log(`\n${path}${finalPath !== path ? ` (ended on ${finalPath})` : ''} — heading "${heading ?? '?'}", settled in ${ms} ms`);
  console.log(`${'gzip'.padStart(10)} ${'raw'.padStart(10)} ${'sent'.padStart(10)}  ${'as'.padEnd(8)} file`);
  for (const c of chunks) {
    console.log(`${kb(c.gzip).padStart(10)} ${kb(c.raw).padStart(10)} ${kb(c.wire).padStart(10)}  ${c.encoding.padEnd(8)} ${c.file}`);
  }
  console.log(`${kb(total.gzip).padStart(10)} ${kb(total.raw).padStart(10)} ${kb(total.wire).padStart(10)}  total of ${chunks.length} JavaScript responses`);
  console.log(`(service worker script ${swRequested ? 'requested' : 'not requested'}; not counted: it is the worker's, not page JavaScript)`);
  return total;
}

const dataDir = mkdtempSync(join(tmpdir(), 'canasta-bench-first-visit-'));
let server;
let browser;
try {
  console.log(`build ${STATIC_DIR}; server on port ${PORT} with demo data in ${dataDir} …`);
  server = await startServer({ DATA_DIR: dataDir, STATIC_DIR, PUBLIC_URL: `http://127.0.0.1:${PORT}` }, PORT);
  const base = server.base;
  const userData = await call(base, '/User/Login', { email: PICKER, password: PASSWORD });
  // A picker opening an order has long accepted the terms; the prompt would not be part of this visit.
  await call(base, '/User/setTerminos', { IDUsuario: userData.userID, tokenSesion: userData.token, AceptoTerminos: true, AceptoCookies: true }).catch(() => undefined);
  const order = await pickerOrderId(base, userData.token);
  console.log(`picker ${PICKER} (warehouse ${userData.bodega}); order #${order.id} from ${order.from}`);

  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const picking = await firstVisit(browser, base, userData, `/picking/orden/${order.id}`);
  const pickingTotal = printVisit(picking);
  const orders = await firstVisit(browser, base, userData, '/ordenes');
  const ordersTotal = printVisit(orders);

  console.log(`\n/ordenes (comparison): ${kb(ordersTotal.gzip)} gzip, ${kb(ordersTotal.raw)} uncompressed`);
  const ok = pickingTotal.gzip <= BUDGET_BYTES && picking.finalPath === picking.path;
  if (picking.finalPath !== picking.path) console.log(`FAIL /picking/orden/:id ended on ${picking.finalPath}: not the picking screen`);
  console.log(
    `${ok ? 'PASS' : 'FAIL'} first visit of /picking/orden/:id: ${kb(pickingTotal.gzip)} gzip (${kb(pickingTotal.raw)} uncompressed) ${ok ? '≤' : '>'} budget ${kb(BUDGET_BYTES)}`,
  );
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
