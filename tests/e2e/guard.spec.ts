/** Spec §2: the login guard sends visitors to /login and back; unknown paths show the 404 page. */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a visitor opening /ordenes logs in and returns to /ordenes', async ({ page }) => {
  await page.goto('/ordenes');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await login(page, 'AD');
  await expect(page).toHaveURL((url) => url.pathname === '/ordenes');
});

test('an unknown path shows "Página no encontrada" at /error-404', async ({ page }) => {
  await page.goto('/esta-ruta-no-existe');
  await expect(page).toHaveURL((url) => url.pathname === '/error-404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('an unknown path with a session also shows the 404 page', async ({ page }) => {
  await login(page, 'AD');
  await page.goto('/ordenes/no/existe');
  await expect(page).toHaveURL((url) => url.pathname === '/error-404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
