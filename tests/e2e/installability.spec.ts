/**
 * Installability as Chromium judges it. A normal Playwright context is incognito-like
 * (`in-incognito`), so this spec launches its own persistent context.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { waitForServiceWorkerControl } from './helpers';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the app is installable and its manifest is complete', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'canasta-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name).toBe('Canasta');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');

    const icons = manifest.icons as ManifestIcon[];
    const find = (sizes: string, maskable: boolean) =>
      icons.find((icon) => icon.sizes === sizes && icon.type === 'image/png' && (icon.purpose ?? 'any').includes('maskable') === maskable);
    for (const [icon, edge] of [
      [find('192x192', false), 192],
      [find('512x512', false), 512],
      [find('512x512', true), 512],
    ] as const) {
      expect(icon).toBeDefined();
      const image = await page.request.get(icon!.src);
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
      expect(pngSize(await image.body())).toEqual({ width: edge, height: edge });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
