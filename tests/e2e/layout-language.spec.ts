/**
 * Layout and language defects found at 1440 × 900 (issue 21 §5): placeholders and the "Ctrl K" hint whole, the
 * orders table without a sideways scroll, negative money with the sign first, RTL text isolation, Mantine's names in
 * Spanish, a truthful sync badge, the avatar offline and the dashboard's chart axis and periods.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../contract/money';
import { apiSession } from './api';
import { login, waitForMenu, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

/** Visible empty inputs whose placeholder is wider than the room the input gives it. */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return ['no canvas'];
    const cut: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.value !== '' || input.offsetParent === null) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (canvas.measureText(input.placeholder).width > room + 0.5) cut.push(input.placeholder);
    }
    return cut;
  });
}

test('at 1440 px the placeholders of the header and the filters are whole and "Ctrl K" stays on one line', async ({ page }) => {
  await login(page, 'SA');
  await page.goto('/ordenes');
  await expect(page.getByRole('heading', { name: 'Órdenes', level: 1 })).toBeVisible();
  await expect(page.getByPlaceholder('Número, cliente, correo o teléfono')).toBeVisible();
  expect(await cutPlaceholders(page)).toEqual([]);
  const kbd = page.locator('header kbd');
  await expect(kbd).toHaveText('Ctrl K');
  const lines = await kbd.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  expect(await kbd.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('the orders table fits at 1440 px: slot and total on screen without a sideways scroll', async ({ page }) => {
  await login(page, 'AD');
  await page.goto('/ordenes');
  const scroll = page.getByTestId('orders-scroll');
  await expect(scroll.locator('tbody tr[data-order-id]').first()).toBeVisible();
  expect(await scroll.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  for (const name of ['Franja de entrega', 'Total']) {
    const box = await page.getByRole('columnheader', { name }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
  }
});

test('negative money has its sign before the symbol ("-$0,68", never "$-0,68")', async ({ page, request }) => {
  const api = await apiSession(request, 'AD');
  const { rows } = await api.call('/Order/List', { limit: 60 });
  let found: { id: number; discountCents: number; currency: string } | null = null;
  for (const row of rows) {
    const order = await api.call('/Order/Get', { orderId: row.id });
    if (order.discountCents > 0) {
      found = { id: order.id, discountCents: order.discountCents, currency: order.currency };
      break;
    }
  }
  expect(found, 'a demo order with a discount').not.toBeNull();
  if (!found) return;
  await login(page, 'AD');
  await page.goto(`/orden/${found.id}`);
  const discount = formatMoney(-found.discountCents, 'es-EC', found.currency);
  expect(discount.startsWith('-$')).toBe(true);
  await expect(page.getByText(discount, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/\$-\d/)).toHaveCount(0);
});

test('right to left: dates and amounts keep their order, isolated from the layout', async ({ page }) => {
  await login(page, 'AD');
  await page.goto('/ordenes');
  const row = page.getByTestId('orders-scroll').locator('tbody tr[data-order-id]').first();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The created date ("25/11/26, 14:35") and the total ("$12,34"): their first character stays left of their last.
  const headers = await page.getByRole('columnheader').allTextContents();
  for (const name of ['Creada', 'Total']) {
    const cell = row.locator('td').nth(headers.findIndex((text) => text.startsWith(name)));
    const order = await readsLeftToRight(cell);
    expect(order, `${name}: ${order.text}`).toMatchObject({ leftToRight: true });
  }
  // The order's timeline, still right to left: each event's date and time keep their order too.
  await row.locator('a').first().click();
  const at = page.getByTestId('event-at').first();
  await expect(at).toBeVisible();
  const timeline = await readsLeftToRight(at);
  expect(timeline, `timeline: ${timeline.text}`).toMatchObject({ leftToRight: true });
});

/** Whether the first character of the element's text is drawn left of its last one. */
function readsLeftToRight(element: Locator): Promise<{ text: string; leftToRight: boolean }> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let text = '';
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push(node as Text);
      text += node.textContent ?? '';
    }
    const first = nodes[0];
    const last = nodes.at(-1);
    if (!first || !last) return { text, leftToRight: false };
    const at = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { text, leftToRight: at(first, 0) < at(last, (last.textContent ?? '').length - 1) };
  });
}

test('the Spanish login names the password toggle in Spanish', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Mostrar la contraseña' })).toBeAttached();
  await expect(page.locator('[aria-label="Toggle password visibility"]')).toHaveCount(0);
});

test('the sync badge says nothing untrue when nothing was ever sent', async ({ page }) => {
  await login(page, 'AD');
  const badge = page.getByTestId('sync-badge');
  await expect(badge).toHaveAttribute('aria-label', 'Sin cambios por enviar');
});

test('after an offline reload the avatar keeps the user’s initials', async ({ page, context }) => {
  await login(page, 'AD');
  await waitForMenu(page);
  await waitForServiceWorkerControl(page);
  const avatar = page.getByRole('button', { name: 'Menú de usuario' }).locator('.mantine-Avatar-root');
  await expect(avatar).toHaveText(/^\p{Lu}{1,2}$/u);
  const initials = await avatar.textContent();
  // The name is kept with the offline reads (written a moment after it arrives).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('canasta-query-cache');
            open.addEventListener('error', () => resolve(false));
            open.addEventListener('success', () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('caches')) return resolve(false);
              const all = db.transaction('caches').objectStore('caches').getAll();
              all.addEventListener('success', () => resolve(JSON.stringify(all.result).includes('"me"')));
              all.addEventListener('error', () => resolve(false));
            });
          }),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForMenu(page);
    await expect(avatar).toHaveText(initials ?? '');
  } finally {
    await context.setOffline(false);
  }
});

test('the dashboard names each figure’s period and its chart axis shows the currency, unclipped', async ({ page }) => {
  await login(page, 'AD');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const card = (title: string) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card('Órdenes de hoy').getByTestId('figure-period')).toHaveText('Creadas hoy, desde las 00:00, por estado actual');
  await expect(card('Ventas de hoy').getByTestId('figure-period')).toHaveText('Órdenes creadas hoy, desde las 00:00');
  await expect(card('Por preparar').getByTestId('figure-period')).toHaveText('Ahora, de cualquier día de creación');
  await expect(card('Atrasadas').getByTestId('figure-period')).toHaveText('Ahora, de cualquier día de creación');

  const chart = page.locator('figure .recharts-surface');
  await expect(chart).toBeVisible();
  await expect(page.locator('figure').getByText('Ventas (USD)')).toBeVisible();
  // The value axis' ticks: amounts in the currency, each inside the chart (not cut at its left edge).
  const ticks = page.locator('figure svg text').filter({ hasText: /\$/ });
  await expect(ticks.first()).toBeVisible();
  expect(await ticks.count()).toBeGreaterThanOrEqual(2);
  const chartBox = await chart.boundingBox();
  for (const tick of await ticks.all()) {
    const box = await tick.boundingBox();
    expect(box && chartBox && box.x).toBeGreaterThanOrEqual(chartBox?.x ?? 0);
  }
});
