/** A kanban move made with no network: saved on the device, shown greyed, sent once when the network is back. */
import { expect, test } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('an offline kanban move waits on the device, survives a logout warning, and lands when back online', async ({ page, context, request }) => {
  const server = await apiSession(request, 'SA');
  await login(page, 'DE');
  await expect(page.getByRole('heading', { name: 'Kanban de órdenes', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^Pickeada \(\d+\)$/ }).click();
  // A delivery order: it moves on to En despacho (a pickup order to Lista para retiro).
  const card = page.locator('[data-testid="kanban-card"][data-fulfilment="delivery"]').filter({ has: page.getByRole('button', { name: 'Mover a' }) }).first();
  await expect(card).toBeVisible();
  const id = Number(await card.getAttribute('data-order-id'));
  const before = await server.call('/Order/Get', { orderId: id });
  expect(before.status).toBe('pickeada');

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Mover a' }).click();
  await page.getByRole('menuitem', { name: 'En despacho' }).click();
  // Shown at once in its new column, greyed as not sent yet; the badge counts it.
  await page.getByRole('tab', { name: /^En despacho \(\d+\)$/ }).click();
  const moved = page.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`);
  await expect(moved).toHaveAttribute('data-waiting', 'true');
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'waiting');
  expect((await server.call('/Order/Get', { orderId: id })).status).toBe('pickeada');

  // Logging out with a change waiting asks first.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: /Cerrar sesión/ }).click();
  await expect(page.getByRole('dialog', { name: 'Hay cambios sin enviar' })).toBeVisible();
  await page.getByRole('button', { name: 'Seguir conectado' }).click();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });
  await expect(moved).not.toHaveAttribute('data-waiting', 'true');
  const after = await server.call('/Order/Get', { orderId: id });
  expect(after.status).toBe('en_despacho');
  // Applied exactly once: one timeline entry for this move.
  expect(after.events.filter((event) => event.fromStatus === 'pickeada' && event.toStatus === 'en_despacho')).toHaveLength(1);
});
