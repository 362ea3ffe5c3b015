/**
 * UI.md: axe finds no serious or critical violations on the main screens, in the light and the dark skin.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from './api';
import { login, waitForMenu } from './helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

// Four full axe scans in one test: about 55 s on a 2-core machine, so more than the suite's default time.
test.describe.configure({ timeout: 120_000 });

for (const skin of ['light', 'dark'] as const) {
  test(`login, dashboard, orders and an order have no serious axe violations (${skin})`, async ({ page }) => {
    await page.addInitScript((scheme) => {
      if (!localStorage.getItem('canasta.settings')) localStorage.setItem('canasta.settings', JSON.stringify({ skin: scheme }));
    }, skin);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await login(page, 'SU');
    await waitForMenu(page);
    await expect(page.getByRole('heading', { name: 'Ventas de hoy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/ordenes');
    const firstRow = page.locator('table tbody tr[data-order-id]').first();
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The order detail: its wide lines table scrolls sideways, so its viewport must take the keyboard's focus.
    await page.goto(`/orden/${await firstRow.getAttribute('data-order-id')}`);
    await expect(page.getByTestId('order-lines')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the kanban has no serious axe violations', async ({ page }) => {
  await login(page, 'CA');
  await page.goto('/ordenes-kanban');
  await expect(page.getByTestId('kanban-card').first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the picking screen on a phone, with its line controls, has no serious axe violations (light and dark)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const picker = await apiSession(request, 'PK');
  // The last confirmed order: the picking specs take the first ones that suit them.
  const { rows } = await picker.call('/Picking/List', {});
  const row = rows.filter((r) => r.status === 'confirmada').at(-1);
  if (!row) throw new Error('no confirmed order for the picker');
  const { order } = await picker.call('/Picking/Get', { orderId: row.id });
  await picker.call('/Picking/Take', { orderId: order.id, baseVersion: order.version, mutationId: crypto.randomUUID() });

  await login(page, 'PK');
  await page.goto(`/picking/orden/${order.id}`);
  const firstLine = page.getByTestId('pick-line').first();
  await expect(firstLine.getByRole('button', { name: /^Sin stock: / })).toBeVisible({ timeout: 20_000 });
  // A line in each look: picked (the undo enabled, "Completo" tinted) and pending.
  await page.getByRole('button', { name: /^Añadir una unidad de / }).first().click();
  await expect(page.locator('[data-testid="pick-line"][data-pick-state="picked"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});
