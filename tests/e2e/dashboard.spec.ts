/** The dashboard: SU sees today's figures and the last 7 days as a chart and a 7-row table. */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

const FIGURES = ['Órdenes de hoy', 'Ventas de hoy', 'Por preparar', 'Atrasadas'];

test('SU sees the dashboard figures and the last 7 days', async ({ page }) => {
  await login(page, 'SU');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  for (const name of FIGURES) {
    const heading = page.getByRole('heading', { name, exact: true });
    await expect(heading).toBeVisible();
    // The heading's card shows a figure (a count or an amount), once loaded.
    const card = page.locator('.mantine-Card-root').filter({ has: heading });
    await expect(card).toContainText(/\d/);
  }

  const week = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Ventas de los últimos 7 días' }) });
  await expect(week).toBeVisible();
  // The chart, named by its figure (a pointer resting over it may also show the tooltip, with swatches of its own).
  const chart = week.getByRole('figure', { name: 'Gráfico de barras de las ventas diarias de los últimos 7 días' });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  await expect(week.locator('table tbody tr')).toHaveCount(7);
  // Every row carries numbers (orders and sales).
  for (const row of await week.locator('table tbody tr').all()) await expect(row).toContainText(/\d/);
});
