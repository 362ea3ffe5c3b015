/**
 * End-to-end tests against the production build served by the real server (PGlite in a fresh
 * data directory, demo data seeded on start). The build must exist already: `npm run build`
 * (scripts/test-all.mjs does it); this config never builds.
 * Browser: Debian's chromium, never a downloaded one.
 */
import { readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO_SEED_AT, E2E_PORT, VISUAL_PORT } from './tests/e2e/browser.ts';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const visualURL = `http://127.0.0.1:${VISUAL_PORT}`;

// A fresh database per run. Worker processes load this file too: only the runner, which starts
// the web server, owns the directory (workers must not wipe it).
const isWorker = process.env.TEST_WORKER_INDEX !== undefined;
const dataDir = process.env.E2E_DATA_DIR ?? resolve('.tmp', `e2e-data-${process.pid}`);
// The screenshot tests' server: its own database, never changed by the other specs.
const visualDataDir = `${dataDir}-visual`;
if (!isWorker && !process.env.E2E_DATA_DIR) {
  removeStaleDataDirs();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(visualDataDir, { recursive: true, force: true });
  process.env.E2E_DATA_DIR = dataDir;
}

/** Data directories of earlier runs whose runner process is gone. */
function removeStaleDataDirs(): void {
  let names: string[] = [];
  try {
    names = readdirSync('.tmp');
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^e2e-data-(\d+)(?:-visual)?$/.exec(name)?.[1]);
    if (!pid) continue;
    try {
      process.kill(pid, 0); // still running: leave it alone
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') rmSync(resolve('.tmp', name), { recursive: true, force: true });
    }
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Per run, so two runs in one checkout (other ports via E2E_PORT) do not wipe each other's traces.
  outputDir: resolve('test-results', `run-${process.env.E2E_DATA_DIR?.split('-').pop() ?? process.pid}`),
  fullyParallel: false,
  // One browser at a time: with two, two Chromiums, the server and PGlite share 2 cores, and a busy moment (a fill
  // taking 5 s, a page 20 s to open) pushed the long specs past their time and the realtime spec past its 1.5 s bound
  // (2026-11-24). Specs that open two browsers still do so within their test.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
      testIgnore: [/\.phone\.spec\.ts$/, /accessibility\.spec\.ts$/, /visual\.spec\.ts$/],
    },
    {
      // Screenshots (toHaveScreenshot) against the second server, whose demo data is seeded as of DEMO_SEED_AT, with
      // the browser's clock and time zone fixed too: the same pixels on any day. Each test sets its own viewport.
      name: 'visual',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: visualURL,
        timezoneId: 'America/Guayaquil',
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
      },
      testMatch: /visual\.spec\.ts$/,
    },
    {
      // axe's scans take most of both cores for half a minute per screen set: run after the other projects, so the
      // specs with time bounds (realtime within 1 s) never share the machine with them.
      name: 'accessibility',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
      testMatch: /accessibility\.spec\.ts$/,
      dependencies: ['desktop', 'phone'],
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
      },
      // Phone-specific specs only (*.phone.spec.ts); other specs pick the desktop project.
      testMatch: /\.phone\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(E2E_PORT, baseURL, dataDir),
    },
    {
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${visualURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...serverEnv(VISUAL_PORT, visualURL, visualDataDir), DEMO_SEED_AT },
    },
  ],
});

function serverEnv(port: number, publicUrl: string, directory: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: directory,
    NODE_ENV: 'production',
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    // Mails (password links) as JSON files the specs read (tests/e2e/mail.ts).
    MAIL_DROP_DIR: resolve(directory, 'mail'),
    // Web Push goes to the specs' local push-service stand-in on 127.0.0.1 (tests/e2e/push-helpers.ts).
    PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
  };
}
