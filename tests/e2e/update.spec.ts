/**
 * A new deployment's service worker waits until the user accepts it: the prompt shows, and
 * "Actualizar" activates the new worker and reloads the page under it.
 *
 * Playwright cannot route the browser's own update check of /sw.js, and editing the served build
 * would disturb pages of other tests. A "deployment" is simulated instead by registering the same
 * worker under a new script URL for the same scope: the browser installs it as the registration's
 * next worker, which then waits exactly like a new deployment's.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './helpers';

async function deployNextVersion(page: Page, tag: string): Promise<void> {
  await page.evaluate(async (version) => {
    await navigator.serviceWorker.register(`/sw.js?next=${version}`, { scope: '/' });
  }, `${tag}-${Date.now()}`);
}

test('a waiting update is offered and applied on "Actualizar"', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  {
    await deployNextVersion(page, 'apply');

    const prompt = page.getByText('Hay una nueva versión de Canasta');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const waitingBefore = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
    expect(waitingBefore).toBe('installed');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await expect(prompt).toBeHidden();
    // The new worker now controls the page. (Nothing more is asserted about `waiting`: the reloaded app
    // registers /sw.js again, which for this simulated deployment is yet another script URL.)
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('next=apply') === true);
  }
});

test('"Más tarde" keeps the current version until the next visit', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.state);
  expect(controllerBefore).toBe('activated');

  {
    await deployNextVersion(page, 'later');
    const prompt = page.getByText('Hay una nueva versión de Canasta');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Más tarde' }).click();
    await expect(prompt).toBeHidden();
    // The new worker still waits: the open page was not switched under the user.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)).toBe('installed');
  }
});
