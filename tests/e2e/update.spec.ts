/**
 * A new deployment's service worker waits until the user accepts it: the prompt shows, and
 * "Actualizar" activates the new worker and reloads the page under it.
 *
 * Playwright cannot route the browser's own update check of /sw.js, so the "deployment" edits the
 * served build's sw.js (a trailing comment: same worker, new bytes) and restores it afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForServiceWorkerControl } from './helpers';

const swFile = join(process.env.E2E_STATIC_DIR ?? 'dist', 'sw.js');

test('a waiting update is offered and applied on "Actualizar"', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${original}\n// next deployment ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });

    const prompt = page.getByText('Hay una nueva versión de Canasta');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const waitingBefore = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(waitingBefore).toBe('installed');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(prompt).toBeHidden();
    // The new worker controls the page and nothing waits any more.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    writeFileSync(swFile, original);
  }
});

test('"Más tarde" keeps the current version until the next visit', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.state);
  expect(controllerBefore).toBe('activated');

  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${original}\n// later deployment ${Date.now()}\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByText('Hay una nueva versión de Canasta');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Más tarde' }).click();
    await expect(prompt).toBeHidden();
    // The new worker still waits: the open page was not switched under the user.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)).toBe('installed');
  } finally {
    writeFileSync(swFile, original);
  }
});
