/** Spec §2/§5: a new account must accept the terms once; the modal cannot be dismissed otherwise. */
import { expect, test } from '@playwright/test';
import { loginWith } from './helpers';

test('a new account accepts the terms once', async ({ page }) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'clave-e2e-segura';

  await page.goto('/register');
  await page.getByLabel('Nombre').fill('Prueba E2E');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // The form confirms the account; then log in with it.
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeHidden();

  await page.goto('/login');
  await loginWith(page, email, password);

  const dialog = page.getByRole('dialog').filter({ hasText: 'Aviso de privacidad' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Aceptar' });
  const terms = dialog.getByRole('checkbox', { name: 'Acepto los términos y condiciones y la política de privacidad' });
  const marketing = dialog.getByRole('checkbox', { name: 'Acepto recibir comunicaciones comerciales personalizadas' });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(accept).toBeDisabled();
  // The commercial communications checkbox is optional: it does not enable "Aceptar".
  await marketing.check();
  await expect(accept).toBeDisabled();
  await terms.check();
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(dialog).toBeHidden();

  // After a reload the app asks the server again (/User/getTerminos): once it answered, no modal.
  const termsAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/middleware') && (response.request().postData() ?? '').includes('getTerminos'),
  );
  await page.reload();
  expect((await termsAnswer).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
  await expect(page.getByText('Aviso de privacidad')).toBeHidden();
});
