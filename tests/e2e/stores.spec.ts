/**
 * Issue 17 §1, stores: a GE closes a store with "activate shop" (asked once, the badge then says closed) while a CC
 * sees the store closed but no such button, and the server refuses the call; an AD renames a store and the orders
 * list and the header's store selector show the new name. Both stores are put back afterwards for the other specs.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import { apiSession } from './api';
import { DEMO_PASSWORD, demoEmail, login } from './helpers';

const storeRow = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

/** A call as the demo user of `role`, answered as the server answers it (refusals included). */
async function rawCall(request: APIRequestContext, role: 'CC', path: string, body: Record<string, unknown>): Promise<{ bOk: boolean; codigo?: string }> {
  const loginAnswer = await request.post(MIDDLEWARE_URL, { data: { path: '/User/Login', body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }) } });
  const token = ((await loginAnswer.json()) as { data: { token: string } }).data.token;
  const answer = await request.post(MIDDLEWARE_URL, { data: { path, body: JSON.stringify({ ...body, tokenSesion: token }) } });
  return (await answer.json()) as { bOk: boolean; codigo?: string };
}

/** Puts a demo store back as the other specs expect it (open, its demo name), whatever the test did. */
async function restoreStore(request: APIRequestContext, name: string, current: string = name): Promise<void> {
  const admin = await apiSession(request, 'AD');
  const found = (await admin.call('/Store/List', {})).rows.find((s) => s.name === current || s.name === name);
  if (!found) return;
  if (!found.open) await admin.call('/Store/SetOpen', { storeId: found.id, open: true, mutationId: crypto.randomUUID() });
  if (found.name === name) return;
  const { store } = await admin.call('/Store/Get', { storeId: found.id });
  const { id, companyId: _c, open: _o, version, updatedAt: _u, ...fields } = store!;
  await admin.call('/Store/Save', { ...fields, name, storeId: id, baseVersion: version, mutationId: crypto.randomUUID() });
}

test.afterAll(async ({ request }) => {
  await restoreStore(request, 'Andino Sur');
  await restoreStore(request, 'Andino Norte', 'Andino Norte Renovada');
});

test('a GE closes a store with "activate shop"; a CC cannot, on the screen or on the server', async ({ page, browser, request }) => {
  await login(page, 'GE');
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Tiendas' })).toBeVisible();
  const row = storeRow(page, 'Andino Sur');
  await expect(row.getByTestId('store-open-badge')).toHaveText('Tienda abierta');
  await row.getByRole('button', { name: 'Cerrar tienda' }).click();

  const dialog = page.getByRole('dialog', { name: '¿Cerrar la tienda «Andino Sur»?' });
  await expect(dialog).toContainText('Los clientes no podrán hacer pedidos en esta tienda');
  await dialog.getByRole('button', { name: 'Sí, cerrar tienda' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('store-open-badge')).toHaveText('Tienda cerrada');
  await expect(row.getByRole('button', { name: 'Abrir tienda' })).toBeVisible();
  await page.reload();
  await expect(storeRow(page, 'Andino Sur').getByTestId('store-open-badge')).toHaveText('Tienda cerrada');

  // The store's history says who closed it.
  await storeRow(page, 'Andino Sur').getByRole('link', { name: 'Editar' }).click();
  await page.getByRole('tab', { name: 'Historial de cambios' }).click();
  await expect(page.getByRole('table', { name: 'Historial de cambios' })).toContainText('Gustavo Espinosa');
  await expect(page.getByRole('table', { name: 'Historial de cambios' })).toContainText('Tienda cerrada');

  // A call center user reads the stores (closed, as the GE left it) but has no "activate shop".
  const ccContext = await browser.newContext();
  const cc = await ccContext.newPage();
  await login(cc, 'CC');
  await cc.goto('/store');
  const ccRow = storeRow(cc, 'Andino Sur');
  await expect(ccRow.getByTestId('store-open-badge')).toHaveText('Tienda cerrada');
  await expect(ccRow.getByRole('link', { name: 'Ver' })).toBeVisible();
  await expect(cc.getByRole('button', { name: /Abrir tienda|Cerrar tienda/ })).toHaveCount(0);
  await expect(cc.getByRole('link', { name: 'Nueva tienda' })).toHaveCount(0);
  await ccContext.close();

  // …and the server refuses the call itself: the store stays closed.
  const stores = await (await apiSession(request, 'GE')).call('/Store/List', { q: 'Andino Sur' });
  const storeId = stores.rows.find((s) => s.name === 'Andino Sur')!.id;
  expect(await rawCall(request, 'CC', '/Store/SetOpen', { storeId, open: true, mutationId: crypto.randomUUID() })).toMatchObject({ bOk: false, codigo: 'FORBIDDEN' });
  const after = await (await apiSession(request, 'GE')).call('/Store/List', { q: 'Andino Sur' });
  expect(after.rows.find((s) => s.id === storeId)?.open).toBe(false);
});

test('an AD renames a store: the orders list and the header selector show the new name', async ({ page }) => {
  const newName = 'Andino Norte Renovada';
  await login(page, 'AD');
  await page.goto('/store');
  await storeRow(page, 'Andino Norte').getByRole('link', { name: 'Editar' }).click();
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toHaveValue('Andino Norte');
  // The demo store's hours, holiday, zones and slots are loaded into the form.
  await expect(page.getByRole('textbox', { name: 'Nombre de la zona 1' })).toHaveValue('Norte');
  await expect(page.getByRole('textbox', { name: 'Motivo (excepción 1)' })).toHaveValue('Navidad');

  await name.fill('   ');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El nombre de la tienda es obligatorio.').or(page.getByText('Este campo es obligatorio.')).first()).toBeVisible();

  await name.fill(newName);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();

  await page.goto('/ordenes');
  await expect(page.getByRole('main').getByText(newName).first()).toBeVisible();
  await page.getByRole('banner').getByRole('textbox', { name: 'Tienda' }).or(page.getByRole('banner').getByRole('combobox', { name: 'Tienda' })).first().click();
  await expect(page.getByRole('option', { name: newName })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Andino Norte', exact: true })).toHaveCount(0);
});
