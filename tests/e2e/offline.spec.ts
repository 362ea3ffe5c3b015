/** After one online visit the precached shell opens any route offline (the service worker's navigation fallback). */
import { expect, test } from '@playwright/test';
import { login, mainNav, waitForMenu, waitForServiceWorkerControl } from './helpers';

test('the shell renders offline after one visit', async ({ page, context }) => {
  await login(page, 'AD');
  await waitForMenu(page);
  await waitForServiceWorkerControl(page);
  await waitForMenu(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await waitForMenu(page);
    await expect(mainNav(page)).toBeVisible();

    // A route not opened before: served from the precached index.html, the router does the rest.
    await page.goto('/ordenes-kanban');
    await expect(page).toHaveURL((url) => url.pathname === '/ordenes-kanban');
    await waitForMenu(page);
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).locator('a[data-screen="kanban"]').first()).toBeAttached();
  } finally {
    await context.setOffline(false);
  }
});
