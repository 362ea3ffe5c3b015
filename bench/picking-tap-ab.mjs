#!/usr/bin/env node
/**
 * Paired comparison of the picking tap between two builds: `node bench/picking-tap-ab.mjs <dirA> <dirB>` (each a
 * `vite build --outDir` directory; default N=100 measured taps each). Two servers (fresh PGlite data, demo seed),
 * one Chromium, and the taps alternate A, B, A, B… so whatever else runs on this shared machine at that moment
 * lands on both. A single run of bench/picking-offline.mjs moves by several ms from run to run on this machine, more
 * than most single changes are worth; the median of paired differences does not. Run it twice with the builds
 * swapped: the side measured second gains about half a millisecond by position alone. Not a target, a tool.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, median, percentile, root, startServer } from './bench-server.mjs';
import { choosePickingOrder, openPickingOffline, tapLine } from './picking-tap.mjs';

const dirs = process.argv.slice(2, 4);
if (dirs.length !== 2) {
  console.error('usage: node bench/picking-tap-ab.mjs <build dir A> <build dir B>');
  process.exit(2);
}
const MEASURED = Number(process.env.N ?? 100);
const WARMUP = 10;

const servers = [];
const dataDirs = [];
let browser;
try {
  const sides = [];
  for (const [index, dir] of dirs.entries()) {
    const port = Number(process.env.BENCH_PORT ?? 4393) + index;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'canasta-bench-ab-'));
    dataDirs.push(dataDir);
    servers.push(await startServer({ DATA_DIR: dataDir, STATIC_DIR: resolve(root, dir), PUBLIC_URL: base }, port));
    sides.push({ dir, base, figures: [], stored: [] });
  }
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const side of sides) {
    side.best = await choosePickingOrder(side.base);
    side.page = (await openPickingOffline(browser, side.base, side.best.order)).page;
  }
  for (let i = 0; i < WARMUP + MEASURED; i += 1) {
    for (const side of sides) {
      await side.page.bringToFront();
      const parts = await tapLine(side.page, side.best.lines, i, i >= WARMUP);
      if (parts) {
        side.figures.push(parts.painted);
        side.stored.push(parts.stored);
      }
    }
  }
  for (const [index, side] of sides.entries()) {
    console.log(
      `${'AB'[index]} ${side.dir}: tap → next frame showing the change median ${median(side.figures).toFixed(1)} ms, p95 ${percentile(side.figures, 95).toFixed(1)} ms; ` +
        `stored median ${median(side.stored).toFixed(1)} ms, slowest ${Math.max(...side.stored).toFixed(1)} ms; ${side.figures.length} taps`,
    );
  }
  const differences = sides[1].figures.map((ms, index) => ms - sides[0].figures[index]);
  console.log(`B − A, tap → screen, tap by tap: median ${median(differences).toFixed(2)} ms, mean ${(differences.reduce((sum, ms) => sum + ms, 0) / differences.length).toFixed(2)} ms`);
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
