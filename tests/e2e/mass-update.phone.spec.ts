/**
 * Issue 16 §1, the mass update on a phone: SA pastes SKUs (a repeat and an unknown one among them), deactivates them,
 * sees the preview as cards with the unknown SKU reported, applies, and undoes from the history's cards.
 */
import { expect, test } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

test('on a phone, SA deactivates pasted SKUs, sees the preview as cards, applies and undoes', async ({ page, request }) => {
  const api = await apiSession(request, 'SA');
  const options = await api.call('/Scope/Options', {});
  const companyId = options.companies.find((c) => c.name === 'Mercado Andino')!.id;
  const listed = await api.call('/Product/List', { empresaId: companyId, active: true, limit: 2 });
  const [a, b] = listed.rows;
  const active = async () => (await api.call('/Product/List', { empresaId: companyId, ids: [a!.id, b!.id] })).rows.map((r) => r.active);

  await login(page, 'SA');
  await page.goto('/market/actualizacion');
  await expect(page.getByTestId('choose-company')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await page.getByRole('combobox', { name: 'Empresa' }).tap();
  await page.getByRole('option', { name: 'Mercado Andino' }).tap();
  await page.getByRole('button', { name: 'Abrir menú' }).tap();

  await page.getByText('Lista de SKUs', { exact: true }).tap();
  await page.getByRole('textbox', { name: 'SKUs' }).fill(`${a!.sku}\n${b!.sku}\n${a!.sku}\nNO-EXISTE-1`);
  await expect(page.getByTestId('sku-count')).toHaveText('3 SKUs distintos');
  await page.getByRole('button', { name: 'Siguiente' }).tap();
  await page.getByRole('combobox', { name: 'Cambio', exact: true }).tap();
  await page.getByRole('option', { name: 'Activo', exact: true }).tap();
  await page.getByText('Desactivar', { exact: true }).tap();
  await page.getByRole('button', { name: 'Ver vista previa' }).tap();

  await expect(page.getByTestId('mass-preview-card')).toHaveCount(2);
  await expect(page.getByTestId('mass-preview-card').first()).toContainText('Activo → Inactivo');
  await expect(page.getByTestId('mass-unknown-skus')).toContainText('NO-EXISTE-1');
  await page.getByRole('button', { name: 'Aplicar cambios' }).tap();
  const confirm = page.getByRole('dialog', { name: '¿Aplicar la actualización masiva?' });
  await expect(confirm).toContainText('Se cambiarán 2 productos: Desactivar.');
  await confirm.getByRole('button', { name: 'Aplicar', exact: true }).tap();
  await expect(page.getByTestId('mass-result')).toContainText('Se actualizaron 2 productos.');
  expect(await active()).toEqual([false, false]);

  const last = page.getByTestId('mass-history-row').first();
  await expect(last).toContainText('3 SKU pegados');
  await last.getByRole('button', { name: 'Deshacer' }).tap();
  await page.getByRole('dialog', { name: '¿Deshacer la actualización masiva?' }).getByRole('button', { name: 'Deshacer cambios' }).tap();
  await expect(last).toContainText('Deshecha');
  expect(await active()).toEqual([true, true]);
});
