/** The order kanban against the real server: keyboard drags, realtime across browsers, refusals, phone menu. */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-status';
import { login } from './helpers';

function column(page: Page, status: OrderStatus): Locator {
  return page.locator(`[data-testid="kanban-column"][data-status="${status}"]`);
}

/** Resolves once the page's realtime socket has been answered `ready` (events before that are not for it). */
function realtimeReady(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket', { predicate: (socket) => socket.url().endsWith('/api/realtime'), timeout: 20_000 })
    .then((socket) => socket.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"ready"'), timeout: 20_000 }));
}

/** The first card of a column that this role can move (of one fulfilment when given: pickeada moves on to en_despacho or lista_retiro by it), pinned by id. */
async function movableCard(page: Page, status: OrderStatus, fulfilment?: 'delivery' | 'pickup'): Promise<{ card: Locator; id: string }> {
  const cards = column(page, status).locator(fulfilment ? `[data-testid="kanban-card"][data-fulfilment="${fulfilment}"]` : '[data-testid="kanban-card"]');
  const first = cards.filter({ has: page.getByRole('button', { name: 'Mover a' }) }).first();
  await expect(first).toBeVisible();
  const id = (await first.getAttribute('data-order-id')) ?? '';
  // Pinned: a refetch or a realtime update may reorder the column between reading the id and acting on the card.
  return { card: page.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`), id };
}

async function openBoard(page: Page, role: 'DE' | 'CA' | 'AD'): Promise<void> {
  await login(page, role);
  if (!page.url().endsWith('/ordenes-kanban')) await page.goto('/ordenes-kanban');
  await expect(page.getByRole('heading', { name: 'Kanban de órdenes', level: 1 })).toBeVisible();
}

/** Keyboard drag with @hello-pangea/dnd: space lifts, arrows move between columns, space drops. */
async function keyboardDrag(page: Page, card: Locator, from: OrderStatus, to: OrderStatus): Promise<void> {
  const steps = ORDER_STATUSES.indexOf(to) - ORDER_STATUSES.indexOf(from);
  await card.locator('[data-rfd-drag-handle-draggable-id]').focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Space');
}

test.describe('desktop', () => {
  test('a dispatcher drags pickeada → en_despacho and another browser sees it within 1 s', async ({ page, browser }) => {
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
    const watcher = await other.newPage();
    try {
      await openBoard(page, 'DE');
      // The watcher lands on the board right after logging in: one socket, and the move is sent once it listens.
      const watcherListens = realtimeReady(watcher);
      await openBoard(watcher, 'CA');
      await watcherListens;
      const { card, id } = await movableCard(page, 'pickeada', 'delivery');
      const watched = watcher.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`);
      await expect(column(watcher, 'pickeada').locator(`[data-order-id="${id}"]`)).toBeVisible();

      // Keyboard dragging moves between columns on screen: bring the target column into view first.
      await column(page, 'en_despacho').scrollIntoViewIfNeeded();
      await keyboardDrag(page, card, 'pickeada', 'en_despacho');
      const dropped = Date.now();
      await expect(column(page, 'en_despacho').locator(`[data-order-id="${id}"]`)).toBeAttached({ timeout: 5000 });
      await expect(column(watcher, 'pickeada').locator(`[data-order-id="${id}"]`)).toHaveCount(0, { timeout: 1000 });
      await expect(column(watcher, 'en_despacho').locator(`[data-order-id="${id}"]`)).toBeAttached({ timeout: 1000 });
      expect(Date.now() - dropped).toBeLessThan(1500);
      await expect(watched).toHaveCount(1);
    } finally {
      await other.close();
    }
  });

  test('a refused move snaps back and says why', async ({ page }) => {
    // Wide enough for every column to be on screen, so the keyboard can reach "Entregada".
    await page.setViewportSize({ width: 2560, height: 900 });
    await openBoard(page, 'DE');
    // Delivered and cancelled orders show on request (today's only).
    await page.getByRole('switch', { name: 'Entregadas y canceladas de hoy' }).click();
    await expect(column(page, 'entregada')).toBeVisible();
    // Any card: no role may move an order from pendiente straight to entregada.
    const first = column(page, 'pendiente').getByTestId('kanban-card').first();
    await expect(first).toBeVisible();
    const id = await first.getAttribute('data-order-id');
    const card = page.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`);
    await keyboardDrag(page, card, 'pendiente', 'entregada');
    // Optimistic first: the card shows in the target column until the server refuses.
    await expect(page.getByText('Ese cambio de estado no está permitido.')).toBeVisible();
    await expect(column(page, 'pendiente').locator(`[data-order-id="${id}"]`)).toBeVisible();
    await expect(column(page, 'entregada').locator(`[data-order-id="${id}"]`)).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one column at a time with counts in the tabs; "Mover a" moves a card', async ({ page }) => {
    await openBoard(page, 'CA');
    const pendingTab = page.getByRole('tab', { name: /^Pendiente \(\d+\)$/ });
    await expect(pendingTab).toBeVisible();
    await expect(page.getByTestId('kanban-column')).toHaveCount(1);
    const { card, id } = await movableCard(page, 'pendiente');
    await card.getByRole('button', { name: 'Mover a' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Confirmada', 'Cancelada']);
    await page.getByRole('menuitem', { name: 'Confirmada' }).click();
    await expect(page.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`)).toHaveCount(0);
    await page.getByRole('tab', { name: /^Confirmada \(\d+\)$/ }).click();
    await expect(column(page, 'confirmada').locator(`[data-order-id="${id}"]`)).toBeAttached();
  });
});
