/**
 * A picker's order alert end to end: the PK turns notifications on in the user menu (the browser subscribes with the
 * server's VAPID key), an order of their warehouse is confirmed, the server pushes through the local push-service
 * stand-in (which decrypts and checks it) to the page's service worker, which shows it and tells the open page.
 */
import { expect, test } from '@playwright/test';
import { apiSession } from './api';
import { login, waitForMenu, waitForServiceWorkerControl } from './helpers';
import { shownNotifications, startE2ePush, turnOnDeviceNotifications, type E2ePush } from './push-helpers';

let push: E2ePush;
test.beforeAll(async () => {
  push = await startE2ePush();
});
test.afterAll(async () => {
  await push.close();
});

test('a picker with notifications on sees "Pedido por pickear" when an order of their warehouse is confirmed', async ({ page, request }) => {
  await push.enable(page);
  await login(page, 'PK');
  await waitForMenu(page);
  await waitForServiceWorkerControl(page);
  await turnOnDeviceNotifications(page);

  const admin = await apiSession(request, 'AD');
  const pending = await admin.call('/Order/List', { statuses: ['pendiente'], limit: 100 });
  const order = pending.rows.find((row) => row.warehouseName === 'Bodega Norte');
  if (!order) throw new Error('the demo data has no pending order in Bodega Norte');
  await admin.call('/Order/Move', { orderId: order.id, from: 'pendiente', to: 'confirmada', baseVersion: order.version, mutationId: crypto.randomUUID() });

  // In the app: the page heard it from the service worker.
  const alert = page.getByRole('alert').filter({ hasText: 'Pedido por pickear' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(order.number);
  // And as a system notification, shown by the service worker.
  await expect.poll(async () => (await shownNotifications(page)).map((shown) => shown.title)).toContain('Pedido por pickear');
  const shown = (await shownNotifications(page)).find((one) => one.title === 'Pedido por pickear');
  expect(shown?.body).toContain(order.number);
  expect(new URL(shown!.url!).pathname).toBe(`/picking/orden/${order.id}`);
  // What the server sent is what arrived, signed with its key.
  expect(push.standIn.rejected).toEqual([]);

  await alert.getByRole('button', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(new RegExp(`/picking/orden/${order.id}$`));
});
