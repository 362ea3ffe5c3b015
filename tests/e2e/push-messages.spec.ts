/**
 * A composed push end to end (issue 19 §3): an SA writes a notification for the pickers on /notificaciones and sends it
 * now; the demo picker, whose device has notifications on (user menu), gets it through the local push-service
 * stand-in (which checks the VAPID signature and decrypts it) in the page's service worker, which shows it and tells
 * the open page.
 */
import { expect, test } from '@playwright/test';
import { login, waitForMenu, waitForServiceWorkerControl } from './helpers';
import { shownNotifications, startE2ePush, turnOnDeviceNotifications, type E2ePush } from './push-helpers';

let push: E2ePush;
test.beforeAll(async () => {
  push = await startE2ePush();
});
test.afterAll(async () => {
  await push.close();
});

test('an SA sends a notification to the pickers now and the picker sees it through the service worker', async ({ page: pickerPage, browser }) => {
  await push.enable(pickerPage);
  await login(pickerPage, 'PK');
  await waitForMenu(pickerPage);
  await waitForServiceWorkerControl(pickerPage);
  await turnOnDeviceNotifications(pickerPage);

  const admin = await browser.newContext();
  try {
    const page = await admin.newPage();
    await login(page, 'SA');
    await waitForMenu(page);
    await page.goto('/notificaciones');
    await page.getByRole('banner').getByRole('combobox', { name: 'Empresa' }).click();
    await page.getByRole('option', { name: 'Mercado Andino' }).click();
    await page.getByRole('button', { name: 'Nueva notificación' }).click();

    const form = page.getByRole('dialog', { name: 'Nueva notificación' });
    await form.getByRole('textbox', { name: 'Título' }).fill('Reunión de pickers');
    await form.getByRole('textbox', { name: 'Texto' }).fill('Hoy a las 15:00 en la bodega.');
    await form.getByRole('combobox', { name: 'Pantalla que abre' }).fill('/picking');
    await form.getByRole('combobox', { name: 'Roles' }).fill('pick');
    await page.getByRole('option', { name: 'picker' }).click();
    await page.keyboard.press('Escape');
    await expect(form.getByTestId('push-preview')).toContainText('Reunión de pickers');
    await expect(form.getByTestId('push-audience-count')).toHaveText('Llegará a 1 persona (1 dispositivo)');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();

    await expect(page.getByText('Notificación enviada: 1 de 1 dispositivos la recibieron.')).toBeVisible();
    const row = page.getByTestId('push-row').filter({ hasText: 'Reunión de pickers' });
    await expect(row.getByTestId('push-status')).toHaveText('Enviada');
    await expect(row.getByTestId('push-counts')).toHaveText('1 enviadas · 0 fallidas · 0 eliminadas');
    // Its page lists the picker's device as delivered.
    await row.getByRole('button', { name: 'Reunión de pickers' }).click();
    await expect(page.getByRole('dialog').getByTestId('push-delivery')).toContainText('Entregada');
  } finally {
    await admin.close();
  }

  // The picker's open page heard it from the service worker, which also shows it as a system notification.
  await expect(pickerPage.getByRole('alert').filter({ hasText: 'Reunión de pickers' })).toBeVisible();
  await expect.poll(async () => (await shownNotifications(pickerPage)).map((shown) => shown.title)).toContain('Reunión de pickers');
  const shown = (await shownNotifications(pickerPage)).find((one) => one.title === 'Reunión de pickers');
  expect(shown?.body).toBe('Hoy a las 15:00 en la bodega.');
  expect(new URL(shown!.url!).pathname).toBe('/picking');
  expect(push.standIn.rejected).toEqual([]);
});
