/**
 * Picking, faster for a picker (issue 21 §4, §2's picking bullet, §5's picking layout) on a 390 px phone: a GS1
 * weight label fills the weight, the customer's phone is a tap-to-call link, finishing names the substitutions still
 * pending approval and asks for the bags, which then show on the dispatcher's kanban card; the scroll-to-top button
 * keeps clear of "Terminar picking", the slot on list cards is not cut, "Sin enviar" shows next to a weighed line's
 * state, and the substitute sheet shows its line total once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ean13CheckDigit } from '../../contract/gs1';
import type { PickingGetData, PickingLine } from '../../contract/schemas/picking';
import { apiSession, type ApiSession } from './api';
import { login } from './helpers';
import { findKanbanCard } from './kanban-helpers';

test.describe.configure({ mode: 'serial' });

interface Setup {
  data: PickingGetData;
  weighed: PickingLine;
  substituted: PickingLine;
  substituteName: string;
  /** A kg product of the weighed line's category, for the substitute sheet. */
  kgCandidate: string;
}

/**
 * Takes (as the picker, through the API: the taking is not under test) a confirmed order of the picker's warehouse
 * with a registered-weighed line and a unit line that has a same-category substitute; substitutes that line
 * (pending approval) and marks every other line out of stock, leaving the weighed line to pick on screen.
 */
async function prepareOrder(picker: ApiSession): Promise<Setup> {
  const { rows } = await picker.call('/Picking/List', {});
  for (const row of rows) {
    if (row.status !== 'confirmada') continue;
    const data = await picker.call('/Picking/Get', { orderId: row.id });
    const lines = data.order.lines;
    if (lines.length > 12 || lines.length < 3) continue;
    const weighed = lines.find((line) => line.type === 'kg' && line.barcodes.some((code) => /^2\d{12}$/.test(code)) && line.orderedQuantity <= 99_999);
    const substituteFor = (line: PickingLine) => data.candidates.find((p) => p.categoryId === line.categoryId && p.id !== line.productId && p.saleUnit === 'unit');
    const substituted = lines.find((line) => line.type === 'unit' && substituteFor(line) !== undefined);
    if (!weighed || !substituted || !data.order.customerPhone) continue;
    const substitute = substituteFor(substituted)!;
    const kgCandidate = data.candidates.find((p) => p.categoryId === weighed.categoryId && p.id !== weighed.productId && p.saleUnit === 'kg')?.name;
    if (!kgCandidate) continue;

    const taken = await picker.call('/Picking/Take', { orderId: row.id, baseVersion: row.version, mutationId: crypto.randomUUID() });
    let version = taken.version;
    for (const line of lines) {
      if (line === weighed) continue;
      const change =
        line === substituted
          ? { pickState: 'substituted' as const, substituteProductId: substitute.id, pickedQuantity: 1000, substituteApproval: 'pendiente' as const }
          : { pickState: 'out_of_stock' as const };
      const answer = await picker.call('/Picking/SetLine', { orderId: row.id, lineId: line.id, baseVersion: version, lineVersion: line.lineVersion, mutationId: crypto.randomUUID(), ...change });
      version = answer.version;
    }
    await picker.call('/Order/AddNote', { orderId: row.id, text: 'Tocar el timbre dos veces', mutationId: crypto.randomUUID() });
    return { data: await picker.call('/Picking/Get', { orderId: row.id }), weighed, substituted, substituteName: substitute.name, kgCandidate };
  }
  throw new Error('no confirmed order in the picker warehouse has the lines this test needs');
}

function lineCard(page: Page, line: PickingLine): Locator {
  return page.locator(`[data-testid="pick-line"][data-line-id="${line.id}"]`);
}

/** An element's text fits its box (nothing cut by an ellipsis or overflow). */
async function fits(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

let setup: Setup;

test('the picking list card shows its whole slot at 390 px', async ({ page }) => {
  await login(page, 'PK');
  await page.goto('/picking');
  const badges = page.locator('[data-testid="picking-row"] [data-tone]');
  await expect(badges.first()).toBeVisible();
  for (const badge of (await badges.all()).slice(0, 6)) {
    await badge.scrollIntoViewIfNeeded();
    // The whole "… · día hh:mm–hh:mm", not "03:…": the label's text fits its box (an ellipsis cuts it visually only).
    await expect(badge).toHaveText(/–/);
    expect(await fits(badge.locator('.mantine-Badge-label'))).toBe(true);
    expect(await fits(badge)).toBe(true);
  }
});

test('a GS1 weight label fills the weight; phone and notes are at hand; the layout keeps its actions clear', async ({ page, context, request }) => {
  const picker = await apiSession(request, 'PK');
  setup = await prepareOrder(picker);
  const { data, weighed } = setup;
  await login(page, 'PK');
  await page.goto(`/picking/orden/${data.order.id}`);
  await expect(lineCard(page, weighed)).toBeVisible();

  // The customer's phone is a tap-to-call link.
  const phone = page.getByTestId('customer-phone');
  await expect(phone).toHaveText(data.order.customerPhone!);
  await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
  // And the order's notes.
  await expect(page.getByTestId('order-note')).toContainText('Tocar el timbre dos veces');
  // The line card has its photo box (a photo or the placeholder) and the aisle.
  await expect(lineCard(page, weighed).locator('[data-testid="line-photo"], [data-testid="line-photo-placeholder"]')).toHaveCount(1);
  await expect(lineCard(page, weighed).getByTestId('line-aisle')).toHaveText(`Pasillo ${weighed.aisle}`);

  // The substitute sheet shows "Total de la línea" once, a weighed substitute included.
  await lineCard(page, weighed).getByRole('button', { name: `Sustituir ${weighed.name}` }).click();
  const substituteSheet = page.getByRole('dialog');
  await substituteSheet.getByText(setup.kgCandidate, { exact: true }).click();
  await expect(substituteSheet.getByText('Total de la línea', { exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(substituteSheet).toBeHidden();

  // Offline, so the change waits: the weighed line's state and "Sin enviar" both show.
  await context.setOffline(true);
  const registered = weighed.barcodes.find((code) => /^2\d{12}$/.test(code))!;
  const grams = weighed.orderedQuantity;
  // Prefix 21 (a weight prefix by default, not the registered code's 20): the same item, weighed by the scale.
  const first12 = `21${registered.slice(2, 7)}${String(grams).padStart(5, '0')}`;
  await page.getByLabel('Código escaneado').fill(`${first12}${ean13CheckDigit(first12)}`);
  await page.getByLabel('Código escaneado').press('Enter');
  const sheet = page.getByRole('dialog', { name: `Pesar ${weighed.name}` });
  await expect(sheet.getByLabel('Peso (kg)')).toHaveValue((grams / 1000).toFixed(3).replace('.', ','));
  await sheet.getByRole('button', { name: 'Guardar peso' }).click();
  const card = lineCard(page, weighed);
  await expect(card).toHaveAttribute('data-pick-state', 'picked');
  const waiting = card.getByTestId('line-waiting');
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveText('Sin enviar');
  expect(await fits(waiting)).toBe(true);
  const state = card.getByTestId('line-state');
  await expect(state).toBeVisible();
  expect(overlaps((await state.boundingBox())!, (await waiting.boundingBox())!)).toBe(false);
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });

  // Scrolled, the scroll-to-top button shows and keeps clear of "Terminar picking".
  const finish = page.getByRole('button', { name: 'Terminar picking' });
  await expect(finish).toBeEnabled();
  // A shorter screen, so even a short order scrolls past the button's threshold (250 px).
  await page.setViewportSize({ width: 390, height: 560 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
  const up = page.getByRole('button', { name: 'Volver arriba' });
  await expect(up).toBeVisible();
  await expect(finish).toBeInViewport();
  await expect.poll(async () => overlaps((await up.boundingBox())!, (await finish.boundingBox())!)).toBe(false);
});

test('finishing names the pending substitution, asks for the bags, and the bags show on the kanban card', async ({ page, browser, request }) => {
  const { data, substituted, substituteName } = setup;
  await login(page, 'PK');
  await page.goto(`/picking/orden/${data.order.id}`);
  await page.getByRole('button', { name: 'Terminar picking' }).click();
  const dialog = page.getByRole('dialog');
  const warning = dialog.getByTestId('pending-substitutions');
  await expect(warning).toContainText(`${substituted.name} → ${substituteName}`);
  // The company's default: pending substitutions are not charged.
  await expect(dialog.getByTestId('pending-substitutions-charge')).toHaveText(/No se cobrarán/);
  await dialog.getByRole('button', { name: 'Terminar picking' }).click();
  await expect(dialog.getByText('Indica entre 1 y 99 bolsas.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Bolsas/ }).fill('3');
  await dialog.getByRole('button', { name: 'Terminar picking' }).click();
  await expect(page).toHaveURL(/\/picking$/);

  const supervisor = await apiSession(request, 'SU');
  await expect.poll(async () => (await supervisor.call('/Order/Get', { orderId: data.order.id })).bagCount, { timeout: 20_000 }).toBe(3);
  const finished = await supervisor.call('/Order/Get', { orderId: data.order.id });
  expect(finished.status).toBe('pickeada');
  expect(finished.lines.find((line) => line.id === substituted.id)?.total).toBe(0);

  const dispatcher = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await login(dispatcher, 'DE');
  if (!dispatcher.url().endsWith('/ordenes-kanban')) await dispatcher.goto('/ordenes-kanban');
  await dispatcher.getByRole('tab', { name: /^Pickeada/ }).click();
  const kanbanCard = await findKanbanCard(dispatcher, 'pickeada', data.order.id);
  await expect(kanbanCard.getByTestId('kanban-bags')).toHaveText(/3 bolsas/);
  await dispatcher.close();
});
