/**
 * A new deployment's service worker waits until the user accepts it: the prompt shows, and
 * "Actualizar" activates the new worker and reloads the page under it.
 *
 * Playwright cannot route the browser's own update check of /sw.js, and editing the served build
 * would disturb pages of other tests. A "deployment" is simulated instead by registering the same
 * worker under a new script URL for the same scope: the browser installs it as the registration's
 * next worker, which then waits exactly like a new deployment's.
 *
 * After a real deployment the reloaded page registers the same /sw.js it now runs, so nothing new installs. Here the
 * running worker's URL is the simulated one: an init script makes the page register the deployed URL (kept in
 * sessionStorage across the reload), or the reload would install /sw.js as yet another "deployment" and the prompt
 * would rightly come back.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './helpers';

const DEPLOYED_URL_KEY = 'e2e-deployed-sw-url';

/** Makes every page of the test register the simulated deployment's worker URL once there is one. */
async function registerDeployedVersion(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (scriptURL, options) {
      return register.call(this, sessionStorage.getItem(key) ?? scriptURL, options);
    };
  }, DEPLOYED_URL_KEY);
}

async function deployNextVersion(page: Page, tag: string): Promise<void> {
  await page.evaluate(
    async ({ url, key }) => {
      sessionStorage.setItem(key, url);
      await navigator.serviceWorker.register(url, { scope: '/' });
    },
    { url: `/sw.js?next=${tag}-${Date.now()}`, key: DEPLOYED_URL_KEY },
  );
}

// Both tests: the page registers its worker late (after loading workbox-window), and a registration of /sw.js after a
// simulated deployment would be one more deployment.
test.beforeEach(async ({ page }) => registerDeployedVersion(page));

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
    // The new worker now controls the page, and nothing else waits.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('next=apply') === true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
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
