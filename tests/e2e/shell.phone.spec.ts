/** Phones: the menu hides behind the "Abrir menú" burger. Runs in the `phone` project (390×844, touch). */
import { expect, test } from '@playwright/test';
import { login, mainNav } from './helpers';

test('the burger opens the main menu on a phone', async ({ page }) => {
  await login(page, 'AD');
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  await expect(burger).toBeVisible();
  // "Inicio" sits above the groups, so it is never inside a collapsed group.
  const home = mainNav(page).locator('a[data-screen="dashboard"]').first();
  await expect(home).toBeAttached();
  await expect(home).not.toBeInViewport();
  await burger.tap();
  await expect(home).toBeInViewport();
});
