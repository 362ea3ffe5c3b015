/**
 * Order moves follow the process (issue 21 §1, ADR 008), driven through the UI against the real server: a supervisor
 * cancels with a reason (read back in the timeline), assigns a picker from the order detail, and forces the end of
 * picking after a dialog that names the unpicked lines; a picker on a phone releases an order they took, with a reason.
 */
import { expect, test, type Page } from '@playwright/test';
import type { OrderStatus } from '../../contract/order-status';
import { apiSession, type ApiSession } from './api';
import { login } from './helpers';

test.describe.configure({ mode: 'serial' });

function statusBadge(page: Page, number: string) {
  return page.getByRole('heading', { name: `Orden ${number}`, level: 1 }).locator('xpath=..').locator('[data-status]');
}

/** A confirmed order of the demo picker's warehouse (Bodega Norte) that no test has used yet. */
async function confirmedOrder(picker: ApiSession, skip: readonly number[] = []): Promise<{ id: number; number: string }> {
  const { rows } = await picker.call('/Picking/List', {});
  const row = rows.find((candidate) => candidate.status === 'confirmada' && candidate.pickerId === null && !skip.includes(candidate.id));
  if (!row) throw new Error('no confirmed order in the picker warehouse');
  return { id: row.id, number: row.number };
}

async function serverStatus(api: ApiSession, orderId: number): Promise<{ status: OrderStatus; pickerId: number | null }> {
  const order = await api.call('/Order/Get', { orderId });
  return { status: order.status, pickerId: order.pickerId };
}

test.describe('a supervisor at a desk', () => {
  test('cancels an order with a reason from a short list plus free text, and the timeline says why', async ({ page, request }) => {
    const su = await apiSession(request, 'SU');
    const { rows } = await su.call('/Order/List', { statuses: ['pendiente'], sort: 'created_desc', limit: 1 });
    const order = rows[0]!;
    await login(page, 'SU');
    await page.goto(`/orden/${order.id}`);
    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'pendiente');

    await page.getByRole('group', { name: 'Mover a' }).getByRole('button', { name: 'Mover a Cancelada' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Cancelar la orden ${order.number}?` });
    await expect(dialog).toBeVisible();
    // Nothing is sent without a reason, nor "other" without its text.
    await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(dialog.getByText('Elige un motivo.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Otro motivo' }).check();
    await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(dialog.getByText('Describe el motivo.')).toBeVisible();
    await dialog.getByLabel('Detalle del motivo').fill('El cliente se mudó de ciudad');
    await dialog.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(dialog).toBeHidden();

    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'cancelada');
    await expect(page.getByTestId('order-timeline').getByTestId('timeline-sentence').filter({ hasText: 'El cliente se mudó de ciudad' })).toBeVisible();
    // A cancelled order offers no move.
    await expect(page.getByRole('group', { name: 'Mover a' })).toHaveCount(0);
    const detail = await su.call('/Order/Get', { orderId: order.id });
    expect(detail.status).toBe('cancelada');
    expect(detail.events.find((event) => event.toStatus === 'cancelada')?.detail).toMatchObject({ reason: 'other', reasonText: 'El cliente se mudó de ciudad' });
  });

  test('assigns a picker from the order detail: the order is en picking with that picker', async ({ page, request }) => {
    const su = await apiSession(request, 'SU');
    const order = await confirmedOrder(await apiSession(request, 'PK'));
    await login(page, 'SU');
    await page.goto(`/orden/${order.id}`);
    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'confirmada');

    await page.getByRole('group', { name: 'Mover a' }).getByRole('button', { name: 'Asignar picker' }).click();
    const dialog = page.getByRole('dialog', { name: `Asignar picker a la orden ${order.number}` });
    await dialog.getByRole('combobox', { name: 'Picker' }).click();
    const option = page.getByRole('listbox', { name: 'Picker' }).getByRole('option').first();
    const pickerName = (await option.innerText()).trim();
    await option.click();
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'en_picking');
    await expect(page.getByTestId('order-timeline').getByTestId('timeline-sentence').filter({ hasText: `asignó la orden a ${pickerName}` })).toBeVisible();
    const server = await serverStatus(su, order.id);
    expect(server.status).toBe('en_picking');
    expect(server.pickerId).not.toBeNull();
  });

  test('forces the end of picking after a dialog naming the unpicked lines, which are recorded', async ({ page, request }) => {
    // Its own order, given to a picker through the API (the UI for that is the test above), so it never depends on it.
    const su = await apiSession(request, 'SU');
    const order = await confirmedOrder(await apiSession(request, 'PK'));
    const { pickers } = await su.call('/Order/MoveOptions', { orderId: order.id });
    const { version } = await su.call('/Order/Get', { orderId: order.id });
    await su.call('/Order/AssignPicker', { orderId: order.id, pickerId: pickers[0]!.id, baseVersion: version, mutationId: crypto.randomUUID() });
    const lines = (await su.call('/Order/Get', { orderId: order.id })).lines;
    await login(page, 'SU');
    await page.goto(`/orden/${order.id}`);
    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'en_picking');

    await page.getByRole('group', { name: 'Mover a' }).getByRole('button', { name: 'Mover a Pickeada' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Terminar el picking de la orden ${order.number}?` });
    const unpicked = dialog.getByTestId('unpicked-lines');
    await expect(unpicked.getByRole('listitem')).toHaveCount(lines.length);
    await expect(unpicked).toContainText(lines[0]!.name);
    await dialog.getByRole('button', { name: 'Forzar fin del picking' }).click();
    await expect(dialog).toBeHidden();

    await expect(statusBadge(page, order.number)).toHaveAttribute('data-status', 'pickeada');
    await expect(page.getByTestId('order-timeline').getByTestId('timeline-sentence').filter({ hasText: 'forzó el fin del picking' })).toBeVisible();
    const detail = await su.call('/Order/Get', { orderId: order.id });
    expect(detail.status).toBe('pickeada');
    const finish = detail.events.find((event) => event.toStatus === 'pickeada');
    expect(finish?.detail).toMatchObject({ forced: true, unpickedLineIds: lines.map((line) => line.id) });
  });
});

/** The first card of a column the role may move, pinned by id (a refetch may reorder the column). */
async function firstCard(page: Page, status: OrderStatus) {
  const first = page.locator(`[data-testid="kanban-column"][data-status="${status}"] [data-testid="kanban-card"]`).filter({ has: page.getByRole('button', { name: 'Mover a' }) }).first();
  await expect(first).toBeVisible();
  const id = Number(await first.getAttribute('data-order-id'));
  return { id, number: (await first.getAttribute('data-number')) ?? '', card: page.locator(`[data-testid="kanban-card"][data-order-id="${id}"]`) };
}

test.describe('the kanban card menu', () => {
  test('asks for the cancel reason and offers the picker chooser for a move into picking', async ({ page, request }) => {
    const ad = await apiSession(request, 'AD');
    await login(page, 'AD');
    await page.goto('/ordenes-kanban');
    await expect(page.getByRole('heading', { name: 'Kanban de órdenes', level: 1 })).toBeVisible();

    const pending = await firstCard(page, 'pendiente');
    await pending.card.getByRole('button', { name: 'Mover a' }).click();
    await page.getByRole('menuitem', { name: 'Cancelada' }).click();
    const cancel = page.getByRole('dialog', { name: `¿Cancelar la orden ${pending.number}?` });
    await cancel.getByRole('radio', { name: 'Orden duplicada' }).check();
    await cancel.getByRole('button', { name: 'Cancelar orden' }).click();
    await expect(cancel).toBeHidden();
    await expect(page.locator(`[data-testid="kanban-column"][data-status="pendiente"] [data-order-id="${pending.id}"]`)).toHaveCount(0);
    await expect.poll(async () => (await ad.call('/Order/Get', { orderId: pending.id })).status).toBe('cancelada');
    const cancelled = await ad.call('/Order/Get', { orderId: pending.id });
    expect(cancelled.events.find((event) => event.toStatus === 'cancelada')?.detail).toMatchObject({ reason: 'duplicate' });

    // The demo pickers work in Bodega Norte: the board shows that warehouse's orders.
    await page.getByRole('main').getByRole('combobox', { name: 'Bodega' }).click();
    await page.getByRole('listbox', { name: 'Bodega' }).getByRole('option', { name: 'Bodega Norte' }).click();
    const confirmed = await firstCard(page, 'confirmada');
    await confirmed.card.getByRole('button', { name: 'Mover a' }).click();
    await page.getByRole('menuitem', { name: 'En picking' }).click();
    const chooser = page.getByRole('dialog', { name: `Asignar picker a la orden ${confirmed.number}` });
    // Nothing moved yet: the card waits in its column until a picker is chosen.
    await expect(page.locator(`[data-testid="kanban-column"][data-status="confirmada"] [data-order-id="${confirmed.id}"]`)).toBeVisible();
    await chooser.getByRole('combobox', { name: 'Picker' }).click();
    await page.getByRole('listbox', { name: 'Picker' }).getByRole('option').first().click();
    await chooser.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(page.locator(`[data-testid="kanban-column"][data-status="en_picking"] [data-order-id="${confirmed.id}"]`)).toBeVisible();
    expect((await serverStatus(ad, confirmed.id)).pickerId).not.toBeNull();
  });
});

test.describe('a picker on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('releases an order they took, saying why: it is confirmed again with no picker', async ({ page, request }) => {
    const picker = await apiSession(request, 'PK');
    const order = await confirmedOrder(picker);
    await picker.call('/Picking/Take', { orderId: order.id, baseVersion: 1, mutationId: crypto.randomUUID() });
    await login(page, 'PK');
    await page.goto(`/picking/orden/${order.id}`);
    await expect(page.getByRole('heading', { name: `Orden ${order.number}`, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Liberar orden' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Liberar la orden ${order.number}?` });
    await dialog.getByRole('button', { name: 'Liberar', exact: true }).click();
    await expect(dialog.getByText('Indica por qué la liberas.')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Me llamaron a recepción');
    await dialog.getByRole('button', { name: 'Liberar', exact: true }).click();

    await expect(page).toHaveURL(/\/picking$/);
    await expect(page.getByText(`La orden ${order.number} vuelve a Confirmada para otro picker.`)).toBeVisible();
    const su = await apiSession(request, 'SU');
    expect(await serverStatus(su, order.id)).toEqual({ status: 'confirmada', pickerId: null });
    const released = (await su.call('/Order/Get', { orderId: order.id })).events.find((event) => event.detail?.['action'] === 'release');
    expect(released?.detail).toMatchObject({ reasonText: 'Me llamaron a recepción' });
  });
});
