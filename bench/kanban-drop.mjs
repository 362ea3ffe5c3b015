#!/usr/bin/env node
/**
 * Kanban drop latency with 2,000 open orders in company 1 / Bodega Norte: the real server on a fresh data dir,
 * Chromium logged in as ca@, 20 keyboard drags (space, arrow, space) between adjacent allowed columns.
 * Each figure runs from the drop keypress to the first animation frame after the card is in its new column.
 * Needs a build (`npm run build`; `BENCH_STATIC_DIR` measures another). Prints each drop, the median and PASS/FAIL against 100 ms.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median, root, startServer } from './bench-server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const BASE = `http://127.0.0.1:${PORT}`;
const LIMIT_MS = 100;
const DROPS = 20;
const MOVES = [['pendiente', 'confirmada'], ['confirmada', 'en_picking'], ['en_picking', 'pickeada'], ['pickeada', 'en_despacho']];

const dataDir = mkdtempSync(join(tmpdir(), 'canasta-bench-kanban-'));
console.log(`seeding ${dataDir} …`);
console.log(execFileSync('node_modules/.bin/tsx', ['bench/seed-open-orders.ts', dataDir, '2000'], { stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 }).toString().trim());

let browser;
let server = null;
try {
  server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: resolvePath(root, process.env.BENCH_STATIC_DIR ?? 'dist'), PUBLIC_URL: BASE }, PORT);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  // Wide enough for every column to be on screen (keyboard drags reach visible columns).
  const page = await browser.newPage({ viewport: { width: 2560, height: 1000 }, locale: 'es-ES' });
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Correo electrónico').fill('ca@canasta.demo');
  await page.getByLabel('Contraseña', { exact: true }).fill('canasta-demo');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${BASE}/ordenes-kanban`);
  const col = (status) => page.locator(`[data-testid="kanban-column"][data-status="${status}"]`);
  await col('pendiente').getByTestId('kanban-card').first().waitFor();
  const counts = await page.locator('[data-testid="column-count"]').allInnerTexts();
  console.log(`column counts: ${counts.join(' / ')}`);

  const figures = [];
  for (let i = 0; i < DROPS; i += 1) {
    const [from, to] = MOVES[i % MOVES.length];
    const first = col(from).getByTestId('kanban-card').first();
    await first.waitFor();
    const id = await first.getAttribute('data-order-id');
    // Pin the card by id: the column may re-sort when the previous move's answer arrives.
    const card = col(from).locator(`[data-testid="kanban-card"][data-order-id="${id}"]`);
    await card.locator('[data-rfd-drag-handle-draggable-id]').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300); // let the lifted card settle over the target column (not measured)
    await page.evaluate(({ from, to, id }) => {
      // Settled: the card has left its column and the target column counts it (the card itself may sit
      // below the virtualized window of the target column, so it is not looked for there).
      const column = (status) => document.querySelector(`[data-testid="kanban-column"][data-status="${status}"]`);
      const countOf = (status) => Number(column(status)?.querySelector('[data-testid="column-count"]')?.textContent ?? NaN);
      const targetBefore = countOf(to);
      window.benchDrop = new Promise((resolve) => {
        let t0 = 0;
        document.addEventListener('keydown', (e) => { if (e.code === 'Space') t0 = performance.now(); }, { capture: true, once: true });
        const check = () => {
          const stillInSource = column(from)?.querySelector(`[data-testid="kanban-card"][data-order-id="${id}"]`);
          const dragging = document.querySelector('[data-dragging]');
          if (t0 > 0 && !stillInSource && !dragging && countOf(to) === targetBefore + 1) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    }, { from, to, id });
    await page.keyboard.press('Space');
    const ms = await page.evaluate(() => Promise.race([window.benchDrop, new Promise((resolve) => setTimeout(() => resolve(-1), 5000))]));
    if (ms < 0) {
      await page.screenshot({ path: `.tmp/kanban-drop-${i + 1}.png` });
      throw new Error(`drop ${i + 1} (${from} → ${to}, #${id}) did not settle within 5 s; screenshot in .tmp/`);
    }
    figures.push(ms);
    console.log(`drop ${String(i + 1).padStart(2)}: ${from} → ${to} (#${id}) ${ms.toFixed(1)} ms`);
    // Wait for the server's answer before the next drag, so each drop is measured alone.
    await page.waitForResponse((r) => r.url().includes('/api/middleware'), { timeout: 5000 }).catch(() => {});
  }
  const med = median(figures);
  console.log(`median ${med.toFixed(1)} ms, max ${Math.max(...figures).toFixed(1)} ms over ${figures.length} drops`);
  console.log(med <= LIMIT_MS ? `PASS (median ≤ ${LIMIT_MS} ms)` : `FAIL (median > ${LIMIT_MS} ms)`);
  process.exitCode = med <= LIMIT_MS ? 0 : 1;
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
