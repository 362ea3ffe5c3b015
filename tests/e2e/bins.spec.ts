/**
 * Issue 18 §2, card BIN ranges (/bines, SA): SA creates a range (the form checks the digits as typed), finds it by a
 * card number, an overlapping range is refused with the server's message on "BIN inicial", deactivates the range and
 * deletes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers';

async function chooseCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name }).click();
}

const binRow = (page: Page, bank: string) => page.getByTestId('bin-row').filter({ has: page.getByText(bank, { exact: true }) });

test('SA creates a BIN range, an overlapping one is refused on the field, and deactivates and deletes it', async ({ page }) => {
  await login(page, 'SA');
  await chooseCompany(page, 'Mercado Andino');
  await page.goto('/bines');
  await expect(page.getByRole('heading', { name: 'Bines' })).toBeVisible();
  // The demo ranges.
  await expect(binRow(page, 'Banco Pichincha')).toContainText('454545');

  await page.getByRole('button', { name: 'Nuevo rango' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo rango de BIN' });
  const from = dialog.getByRole('textbox', { name: 'BIN inicial' });
  // Checked as typed: 5 digits are refused when the field is left.
  await from.fill('41234');
  await dialog.getByRole('textbox', { name: 'BIN final' }).focus();
  await expect(dialog.getByText('Escribe de 6 a 8 dígitos, sin espacios ni letras.')).toBeVisible();
  await from.fill('41234500');
  await dialog.getByRole('textbox', { name: 'BIN final' }).fill('41234599');
  await expect(dialog.getByTestId('bin-span')).toHaveText('Cubre las tarjetas que empiezan entre 41234500 y 41234599 (a 8 dígitos).');
  await dialog.getByRole('textbox', { name: 'Banco' }).fill('Banco Austro');
  await dialog.getByRole('combobox', { name: 'Marca' }).fill('Vis');
  await page.getByRole('option', { name: 'Visa' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(binRow(page, 'Banco Austro')).toContainText('41234500 – 41234599');

  // A card number finds the range containing its BIN.
  await page.getByLabel('Buscar rangos').fill('4123 4567 8901 2345');
  await expect(page.getByTestId('bin-row')).toHaveCount(1);
  await expect(binRow(page, 'Banco Austro')).toBeVisible();
  await page.getByLabel('Buscar rangos').fill('');

  // The 6-digit 412345 spans 41234500–41234599: it overlaps, and the server's message shows on "BIN inicial".
  await page.getByRole('button', { name: 'Nuevo rango' }).click();
  await from.fill('412345');
  await dialog.getByRole('textbox', { name: 'BIN final' }).fill('412345');
  await dialog.getByRole('textbox', { name: 'Banco' }).fill('Banco Duplicado');
  await dialog.getByRole('combobox', { name: 'Marca' }).fill('Maestro');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  const overlap = 'Se cruza con el rango de Banco Austro Visa (41234500–41234599). Los rangos de una empresa no pueden cruzarse, aunque estén inactivos.';
  await expect(dialog.getByText(overlap)).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(binRow(page, 'Banco Duplicado')).toHaveCount(0);

  // Deactivate after confirming; the row says so, also after a reload.
  await binRow(page, 'Banco Austro').getByRole('button', { name: 'Desactivar rango 41234500–41234599' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desactivar rango' });
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(confirm).toBeHidden();
  await expect(binRow(page, 'Banco Austro').getByTestId('bin-state')).toHaveText('Inactivo');
  await page.reload();
  await expect(binRow(page, 'Banco Austro').getByTestId('bin-state')).toHaveText('Inactivo');

  // No promotion uses it: it can be deleted.
  await binRow(page, 'Banco Austro').getByRole('button', { name: 'Eliminar rango 41234500–41234599' }).click();
  const remove = page.getByRole('dialog', { name: 'Eliminar rango' });
  await expect(remove).toContainText('Ninguna promoción lo usa.');
  await remove.getByRole('button', { name: 'Eliminar' }).click();
  await expect(remove).toBeHidden();
  await expect(binRow(page, 'Banco Austro')).toHaveCount(0);
});
