/** Browser and server settings shared by playwright.config.ts and specs that launch their own browser. */

/** Debian's chromium: Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The screenshot tests' own server (playwright.config.ts). */
export const VISUAL_PORT = Number(process.env.E2E_VISUAL_PORT ?? E2E_PORT + 1);
/** The instant that server's demo data is seeded as of, and the browser's fixed clock in the screenshot tests. */
export const DEMO_SEED_AT = '2026-03-10T16:00:00.000Z';
