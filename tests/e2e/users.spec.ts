/**
 * Users (/usuarios, issue 17 §3): an AD creates a picker for a warehouse; the picker chooses a password through the
 * mailed link, logs in and sees only picking and orders; the AD disables them and the picker's open app (another
 * browser) is sent to login without its user doing anything.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectedMenuScreens, login, loginWith, menuScreens, waitForMenu } from './helpers';
import { latestMailLink } from './mail';

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an AD creates a picker, who sets a password, sees only picking, and is sent to login when disabled', async ({ page, browser }) => {
  const email = `picker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const name = `Pía Picker ${Math.floor(Math.random() * 1e6)}`;
  const password = 'clave-del-picker-1';

  await login(page, 'AD');
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo usuario' });
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('Correo electrónico').fill(email);
  await choose(page, form, 'Rol', 'picker');
  // A picker without a warehouse is refused next to the field; nothing is sent.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Este rol necesita una bodega.')).toBeVisible();
  await choose(page, form, 'Bodega', 'Bodega Sur');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('picker');
  await expect(row).toContainText('Bodega Sur');
  await expect(row).toContainText('Activo');

  // The picker, in another browser: the mailed link, a password, the login, the terms.
  const pickerContext = await browser.newContext();
  const picker = await pickerContext.newPage();
  await picker.goto(await latestMailLink(email));
  await picker.getByLabel('Nueva contraseña').fill(password);
  await picker.getByLabel('Repetir contraseña').fill(password);
  await picker.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await picker.goto('/login');
  await loginWith(picker, email, password);
  const terms = picker.getByRole('dialog').filter({ hasText: 'Aviso de privacidad' });
  await terms.getByRole('checkbox', { name: 'Acepto los términos y condiciones y la política de privacidad' }).check();
  await terms.getByRole('button', { name: 'Aceptar' }).click();
  await waitForMenu(picker);
  expect(await menuScreens(picker)).toEqual(expectedMenuScreens('PK'));
  expect(await menuScreens(picker)).toEqual(['ordenes', 'picking']);
  await picker.goto('/picking');
  await expect(picker).toHaveURL(/\/picking$/);
  await waitForMenu(picker);

  // The AD disables them; the picker's open app lands on /login by itself.
  await row.getByRole('button', { name: `Acciones de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Desactivar a ${name}?` });
  await expect(confirm).toContainText('Sus sesiones abiertas se cerrarán al instante');
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(row).toContainText('Inactivo');
  await expect(picker).toHaveURL(/\/login/, { timeout: 10_000 });
  await expect(picker.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await pickerContext.close();
});
