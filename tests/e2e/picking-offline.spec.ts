/**
 * Picking on a phone with no network (issue 4): take an order, lose the network, pick every line (a weighed one, a
 * substitution, an out-of-stock, a scan), reload from the service worker with the changes still there, finish, come
 * back online, and the server holds every change exactly once with totals recomputed from what was picked.
 * Then a second device changes a line the picker also changed offline: the conflict is shown and resolved.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { computeOrderTotals } from '../../contract/order-math';
import type { PickingGetData, PickingLine } from '../../contract/schemas/picking';
import { apiSession, type ApiSession } from './api';
import { login, waitForServiceWorkerControl } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

interface Candidate {
  data: PickingGetData;
  weighed: PickingLine;
  substituted: PickingLine;
  /** A unit product of the substituted line's category. */
  substitute: PickingGetData['candidates'][number];
  missing: PickingLine;
  scanned: PickingLine | null;
}

/**
 * A confirmed order of the picker's warehouse and one of its unit lines: one of 10 units or more when there is one,
 * whose state after "Completo" is the longest a unit line shows ("Pickeado: 12 de 12").
 */
async function findUnitLine(picker: ApiSession): Promise<{ data: PickingGetData; line: PickingLine }> {
  const { rows } = await picker.call('/Picking/List', {});
  let best: { data: PickingGetData; line: PickingLine } | null = null;
  for (const row of rows) {
    if (row.status !== 'confirmada') continue;
    const data = await picker.call('/Picking/Get', { orderId: row.id });
    for (const line of data.order.lines) {
      if (line.type !== 'unit' || (best && best.line.orderedQuantity >= line.orderedQuantity)) continue;
      best = { data, line };
      if (line.orderedQuantity >= 10_000) return best;
    }
  }
  if (best) return best;
  throw new Error('no confirmed order in the picker warehouse has a unit line');
}

/** A confirmed order of the picker's warehouse with a weighed line, a unit line that has a same-category substitute, and another unit line. */
async function findOrder(picker: ApiSession): Promise<Candidate> {
  const { rows } = await picker.call('/Picking/List', {});
  for (const row of rows) {
    if (row.status !== 'confirmada') continue;
    const data = await picker.call('/Picking/Get', { orderId: row.id });
    const lines = data.order.lines;
    // Some seeded orders have up to 30 lines: picking one of those by hand would take most of the test's time.
    if (lines.length > 12) continue;
    const weighed = lines.find((line) => line.type === 'kg');
    const units = lines.filter((line) => line.type === 'unit');
    const substituteFor = (line: PickingLine) => data.candidates.find((p) => p.categoryId === line.categoryId && p.id !== line.productId && p.saleUnit === 'unit');
    const substituted = units.find((line) => substituteFor(line) !== undefined);
    const substitute = substituted ? substituteFor(substituted) : undefined;
    const missing = units.find((line) => line !== substituted);
    if (!weighed || !substituted || !substitute || !missing) continue;
    const scanned = units.find((line) => line !== substituted && line !== missing && line.barcodes.length > 0) ?? null;
    return { data, weighed, substituted, substitute, missing, scanned };
  }
  throw new Error('no confirmed order in the picker warehouse has the lines this test needs');
}

function lineCard(page: Page, line: PickingLine): Locator {
  return page.locator(`[data-testid="pick-line"][data-line-id="${line.id}"]`);
}

/** Weighs a kg line through its dialog, typing the weight in kg with the Spanish decimal comma. */
async function weigh(page: Page, line: PickingLine, grams: number): Promise<void> {
  await lineCard(page, line).getByRole('button', { name: `Pesar ${line.name}` }).click();
  await page.getByLabel('Peso (kg)').fill((grams / 1000).toFixed(3).replace('.', ','));
  await page.getByRole('button', { name: 'Guardar peso' }).click();
  await expect(lineCard(page, line)).toHaveAttribute('data-pick-state', 'picked');
}

async function openPickerPhone(page: Page, orderNumber: string): Promise<void> {
  await login(page, 'PK');
  await waitForServiceWorkerControl(page);
  await page.goto('/picking');
  await page.getByRole('button', { name: `Tomar la orden ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/picking\/orden\/\d+$/);
}

test('a picker picks a whole order offline, reloads offline, and the server gets every change once', async ({ page, context, request }) => {
  const picker = await apiSession(request, 'PK');
  const { data, weighed, substituted, substitute, missing, scanned } = await findOrder(picker);
  const order = data.order;
  await openPickerPhone(page, order.number);
  await expect(page.getByTestId('pick-line')).toHaveCount(order.lines.length);
  // The take reached the server before the network goes.
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });

  await context.setOffline(true);

  // A code that is not in the order says so and changes nothing.
  const scan = page.getByLabel('Código escaneado');
  await scan.fill('7790000000001');
  await scan.press('Enter');
  await expect(page.getByTestId('scan-error')).toBeVisible();
  await expect(page.locator('[data-testid="pick-line"][data-pick-state="pending"]')).toHaveCount(order.lines.length);

  // Weighed: 10 % over the ordered weight, typed with the Spanish decimal comma.
  const grams = Math.round((weighed.orderedQuantity * 1.1));
  await weigh(page, weighed, grams);

  // Substituted with a unit product of the same category, found by its SKU.
  await lineCard(page, substituted).getByRole('button', { name: `Sustituir ${substituted.name}` }).click();
  await page.getByLabel('Buscar sustituto').fill(substitute.sku);
  await page.getByRole('radiogroup', { name: 'Productos de la misma categoría' }).getByRole('radio', { name: new RegExp(substitute.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await page.getByRole('button', { name: `Sustituir por ${substitute.name}` }).click();
  await expect(lineCard(page, substituted)).toHaveAttribute('data-pick-state', 'substituted');

  await lineCard(page, missing).getByRole('button', { name: `Sin stock: ${missing.name}` }).click();
  await expect(lineCard(page, missing)).toHaveAttribute('data-pick-state', 'out_of_stock');

  // One line by scanning its barcode (one unit), the rest complete.
  if (scanned) {
    await scan.fill(scanned.barcodes[0]!);
    await scan.press('Enter');
    await expect(lineCard(page, scanned)).toHaveAttribute('data-pick-state', 'picked');
  }
  for (const line of order.lines) {
    if ([weighed.id, substituted.id, missing.id, scanned?.id].includes(line.id)) continue;
    // Other weighed lines (the order may have several) are weighed at what was ordered.
    if (line.type === 'kg') {
      await weigh(page, line, line.orderedQuantity);
      continue;
    }
    await lineCard(page, line).getByRole('button', { name: 'Completo' }).click();
    await expect(lineCard(page, line)).toHaveAttribute('data-pick-state', 'picked');
  }
  await expect(page.locator('[data-testid="pick-line"][data-waiting]')).toHaveCount(order.lines.length);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'waiting');

  // Reload with no network: the service worker serves the app, the outbox and the saved order are still there.
  await page.reload();
  await expect(page.getByTestId('pick-line')).toHaveCount(order.lines.length);
  await expect(page.locator('[data-testid="pick-line"][data-pick-state="pending"]')).toHaveCount(0);
  await expect(lineCard(page, substituted)).toHaveAttribute('data-pick-state', 'substituted');
  await expect(lineCard(page, missing)).toHaveAttribute('data-pick-state', 'out_of_stock');

  // Finish offline too: the confirmation shows the total recomputed from what was picked.
  await page.getByRole('button', { name: 'Terminar picking' }).click();
  await expect(page.getByTestId('finish-new-total')).toBeVisible();
  await page.getByRole('dialog').getByRole('textbox', { name: /Bolsas/ }).fill('2');
  await page.getByRole('dialog').getByRole('button', { name: 'Terminar picking' }).click();
  await expect(page).toHaveURL(/\/picking$/);
  expect((await picker.call('/Picking/Get', { orderId: order.id })).order.status).toBe('en_picking');

  await context.setOffline(false);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });

  const after = (await picker.call('/Picking/Get', { orderId: order.id })).order;
  expect(after.status).toBe('pickeada');
  expect(after.bagCount).toBe(2);
  const byId = new Map(after.lines.map((line) => [line.id, line]));
  expect(byId.get(weighed.id)).toMatchObject({ pickState: 'picked', pickedQuantity: grams });
  expect(byId.get(substituted.id)?.pickState).toBe('substituted');
  expect(byId.get(substituted.id)?.substitute?.id).toBe(substitute.id);
  expect(byId.get(missing.id)).toMatchObject({ pickState: 'out_of_stock', total: 0 });
  if (scanned) expect(byId.get(scanned.id)).toMatchObject({ pickState: 'picked', pickedQuantity: 1000 });
  // Each line changed once, and the order's totals are the sum of what was picked.
  for (const line of after.lines) expect(line.lineVersion).toBe(1);
  const totals = computeOrderTotals({
    lines: after.lines.map((line) => ({ subtotalWithoutDiscountCents: line.subtotalWithoutDiscount, discountCents: line.discount, subtotalCents: line.subtotal, taxWithoutDiscountCents: line.taxWithoutDiscount, taxCents: line.tax, totalWithoutDiscountCents: line.totalWithoutDiscount, totalCents: line.total, taxRateBp: line.taxRate })),
    shippingCents: after.shippingCents,
    freeShipping: after.freeShipping,
    storeCreditCents: after.storeCreditCents,
  });
  expect(after.totalCents).toBe(totals.totalCents);
  const events = after.events.filter((event) => event.kind === 'picking_line');
  expect(events).toHaveLength(after.lines.length);
  expect(after.events.filter((event) => event.toStatus === 'pickeada')).toHaveLength(1);
});

test('a line changed on another device while the picker was offline is shown as a conflict and applied again', async ({ page, context, request }) => {
  const picker = await apiSession(request, 'PK');
  const supervisor = await apiSession(request, 'SU');
  const { data, line } = await findUnitLine(picker);
  await openPickerPhone(page, data.order.number);
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 15_000 });

  await context.setOffline(true);
  // The line's first change offline adds "Sin enviar" beside its state: the card keeps its height, so the cards
  // below it do not move under the picker's thumb.
  await lineCard(page, line).scrollIntoViewIfNeeded();
  const height = (await lineCard(page, line).boundingBox())?.height;
  await lineCard(page, line).getByRole('button', { name: 'Completo' }).click();
  await expect(lineCard(page, line)).toHaveAttribute('data-waiting', 'true');
  await expect(lineCard(page, line).getByTestId('line-waiting')).toBeVisible();
  expect((await lineCard(page, line).boundingBox())?.height).toBe(height);

  // Meanwhile a supervisor marks the same line out of stock.
  const current = (await supervisor.call('/Picking/Get', { orderId: data.order.id })).order;
  await supervisor.call('/Picking/SetLine', { orderId: current.id, lineId: line.id, baseVersion: current.version, lineVersion: 0, mutationId: crypto.randomUUID(), pickState: 'out_of_stock' });

  await context.setOffline(false);
  const problem = lineCard(page, line).getByTestId('line-problem');
  await expect(problem).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'failed');
  await expect(problem.getByTestId('problem-server')).toContainText('Sin stock');
  await problem.getByRole('button', { name: 'Aplicar de nuevo' }).click();
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  await expect(lineCard(page, line).getByTestId('line-problem')).toHaveCount(0);

  const after = (await supervisor.call('/Picking/Get', { orderId: data.order.id })).order.lines.find((l) => l.id === line.id);
  expect(after).toMatchObject({ pickState: 'picked', pickedQuantity: line.orderedQuantity, lineVersion: 2 });
});
