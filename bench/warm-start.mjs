#!/usr/bin/env node
/**
 * Warm start of the installed app with the network off (issue 15), in Debian's Chromium at 390×844 against the real
 * server (fresh PGlite data dir, demo seed) and the production build (`npm run build` first).
 *
 * Installed: a persistent browser profile in which the picker signed in, the service worker installed and controls
 * the page, and the picker took an order and opened it once online (so the order is in the persisted query cache).
 * Then the network goes off, and each run opens `/picking/orden/<id>` in a new tab of that profile, as the home
 * screen icon would. A run ends when the screen is interactive: a line's "+" is on screen and enabled, and a tap on
 * it (a click dispatched by the page itself, at once) shows the new count in the next frame. Measured inside the
 * page from the navigation's start (performance.now()), so Playwright's own round trips are not counted.
 *
 * Runs alternate: normal CPU, then Chromium's CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), RUNS of each
 * (default 5). Prints every run, each median against its limit (0.5 s; 2 s slowed) and PASS/FAIL; exits 1 on a FAIL.
 * Env: BENCH_PORT (default 4394), BENCH_STATIC_DIR (default dist), RUNS, CHROMIUM_PATH.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median, root, startServer } from './bench-server.mjs';
import { choosePickingOrder } from './picking-tap.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4394);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 5);
const MODES = [
  { name: 'normal CPU', rate: 1, limitMs: 500 },
  { name: 'CPU slowed 4×', rate: 4, limitMs: 2000 },
];
const RUN_TIMEOUT_MS = 30_000;

/**
 * Runs in every new document before the app: waits for the first enabled "+" of a line, taps it, and records when
 * the next frame after the count changed starts. The figures land in `window.benchWarmStart`.
 */
function watchForInteractive() {
  const PLUS = '[data-testid="pick-line"] button[aria-label^="Añadir una unidad de"]:not([aria-disabled="true"]):not([disabled])';
  const result = {};
  window.benchWarmStart = new Promise((done) => {
    const observer = new MutationObserver(() => {
      if (result.enabledAt !== undefined) return;
      const plus = document.querySelector(PLUS);
      if (!plus) return;
      result.enabledAt = performance.now();
      result.controlled = navigator.serviceWorker?.controller !== null;
      const card = plus.closest('[data-testid="pick-line"]');
      const count = card.querySelector('[aria-label="Unidades pickeadas"]');
      const before = count.textContent;
      const changed = new MutationObserver(() => {
        if (count.textContent === before) return;
        changed.disconnect();
        requestAnimationFrame(() => {
          result.respondedAt = performance.now();
          done(result);
        });
      });
      changed.observe(count, { subtree: true, childList: true, characterData: true });
      observer.disconnect();
      plus.click();
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

/** In the page: whether the app's offline copy (src/lib/query-persist.ts) holds order `orderId` in picking. */
function persistedInPicking(orderId) {
  return new Promise((found) => {
    const request = indexedDB.open('canasta-query-cache');
    request.addEventListener('error', () => found(false));
    request.addEventListener('success', () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('caches')) {
        db.close();
        found(false);
        return;
      }
      const all = db.transaction('caches').objectStore('caches').getAll();
      all.addEventListener('error', () => found(false));
      all.addEventListener('success', () => {
        db.close();
        // TanStack's PersistedClient (src/lib/query-persist.ts): { timestamp, buster, clientState: { queries } }.
        const queries = all.result.flatMap((cache) => cache.clientState?.queries ?? []);
        found(queries.some((query) => query.queryHash === JSON.stringify(['picking', 'order', orderId]) && query.state.data?.order?.status === 'en_picking'));
      });
    });
  });
}

/** Signs the picker in, lets the worker install and take control, takes the order and opens it once online. */
async function install(context, order) {
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Correo electrónico').fill('pk@canasta.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('canasta-demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // A worker controls the pages loaded after it activated.
  await page.goto(`${BASE}/picking`);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the service worker does not control the page');
  await page.getByRole('button', { name: `Tomar la orden ${order.number}` }).click();
  await page.waitForURL(/\/picking\/orden\/\d+$/);
  await page.getByTestId('pick-line').first().waitFor();
  await page.locator('[data-testid="sync-badge"][data-state="synced"]').waitFor({ timeout: 20_000 });
  // The app writes its offline reads to IndexedDB about a second after they change (src/lib/query-persist.ts):
  // wait until the order, in picking, is there.
  const deadline = Date.now() + 20_000;
  while (!(await page.evaluate(persistedInPicking, order.id))) {
    if (Date.now() > deadline) throw new Error('the order was not saved for offline use within 20 s');
    await page.waitForTimeout(250);
  }
  const url = page.url();
  await page.close();
  return url;
}

/** One warm start in a new tab; resolves to { enabledAt, respondedAt, controlled } in ms from navigation start. */
async function warmStart(context, url, rate) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    return await page.evaluate(
      (timeout) => Promise.race([window.benchWarmStart, new Promise((_, reject) => setTimeout(() => reject(new Error(`no interactive "+" within ${timeout} ms`)), timeout))]),
      RUN_TIMEOUT_MS,
    );
  } finally {
    await page.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'canasta-bench-warm-'));
const profileDir = mkdtempSync(join(tmpdir(), 'canasta-bench-warm-profile-'));
let context;
let server = null;
try {
  server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: resolve(root, process.env.BENCH_STATIC_DIR ?? 'dist'), PUBLIC_URL: BASE }, PORT);
  const { order, lines } = await choosePickingOrder(BASE);
  const units = lines.reduce((sum, line) => sum + line.orderedQuantity / 1000, 0);
  if (units < RUNS * MODES.length + 1) throw new Error(`order ${order.number} has ${units} units to tap, fewer than the runs`);
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    serviceWorkers: 'allow',
  });
  const url = await install(context, order);
  // From now on every new tab taps its first enabled "+" as soon as it is there.
  await context.addInitScript(watchForInteractive);
  console.log(`installed; order ${order.number} (${order.lines.length} lines) at ${new URL(url).pathname}; network off from now on`);
  await context.setOffline(true);
  // One start first (not counted): the first offline start also opens the worker's caches and IndexedDB cold.
  const first = await warmStart(context, url, 1);
  console.log(`first offline start (not counted): interactive at ${first.enabledAt.toFixed(0)} ms, tap shown at ${first.respondedAt.toFixed(0)} ms`);

  const figures = MODES.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, mode] of MODES.entries()) {
      const result = await warmStart(context, url, mode.rate);
      if (!result.controlled) throw new Error('a start was not controlled by the service worker');
      figures[index].push(result.respondedAt);
      console.log(`${mode.name.padEnd(14)} run ${run + 1}: "+" enabled at ${result.enabledAt.toFixed(0)} ms, its tap shown at ${result.respondedAt.toFixed(0)} ms`);
    }
  }
  let ok = true;
  for (const [index, mode] of MODES.entries()) {
    const value = median(figures[index]);
    const pass = value <= mode.limitMs;
    ok &&= pass;
    console.log(`${pass ? 'PASS' : 'FAIL'} warm start offline, ${mode.name}: median ${value.toFixed(0)} ms to an interactive picking screen (limit ${mode.limitMs} ms; runs ${figures[index].map((ms) => ms.toFixed(0)).join(', ')})`);
  }
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(`FAIL ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await context?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
