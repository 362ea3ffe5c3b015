/**
 * The order detail tells the truth after picking (issue 21 §2), as a supervisor sees it on a desktop: picked and
 * substituted lines with their own names, prices and approval, a payment panel that adds up those lines, the timeline
 * as sentences in Spanish and English, the printable slip and bag labels (with a QR image), and opening the order by
 * the number staff read aloud as well as by its internal id.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CallData } from '../../contract/calls';
import { formatMoney } from '../../contract/money';
import { apiSession } from './api';
import { login } from './helpers';

type PickingOrder = CallData<'/Picking/Get'>;
type Detail = CallData<'/Order/Get'>;

/** A confirmed order of the picker's warehouse, taken and picked through the API: one line picked, one substituted. */
async function pickedAndSubstituted(request: Parameters<typeof apiSession>[0]) {
  const pk = await apiSession(request, 'PK');
  const { rows } = await pk.call('/Picking/List', {});
  for (const row of rows.filter((candidate) => candidate.status === 'confirmada')) {
    const { order, candidates } = await pk.call('/Picking/Get', { orderId: row.id });
    const lines = order.lines;
    const substituted = lines.find((line) => candidates.some((product) => product.categoryId === line.categoryId && product.id !== line.productId && product.saleUnit === 'unit'));
    const picked = lines.find((line) => line !== substituted && line.type === 'unit');
    if (!substituted || !picked) continue;
    const substitute = candidates.find((product) => product.categoryId === substituted.categoryId && product.id !== substituted.productId && product.saleUnit === 'unit')!;
    const taken = await pk.call('/Picking/Take', { orderId: order.id, baseVersion: order.version, mutationId: crypto.randomUUID() });
    let version = taken.version;
    const set = async (line: PickingOrder['order']['lines'][number], change: Record<string, unknown>) => {
      const answer = await pk.call('/Picking/SetLine', { orderId: order.id, lineId: line.id, baseVersion: version, lineVersion: line.lineVersion, mutationId: crypto.randomUUID(), ...change } as never);
      version = answer.version;
    };
    await set(picked, { pickState: 'picked', pickedQuantity: picked.orderedQuantity });
    await set(substituted, { pickState: 'substituted', substituteProductId: substitute.id, pickedQuantity: 1000 });
    const su = await apiSession(request, 'SU');
    const detail: Detail = await su.call('/Order/Get', { orderId: order.id });
    return { detail, picked: detail.lines.find((line) => line.id === picked.id)!, substituted: detail.lines.find((line) => line.id === substituted.id)!, substitute };
  }
  throw new Error('no confirmed order with a unit line and a unit substitute in the demo data');
}

function lineRow(page: Page, name: string) {
  return page.getByTestId('order-line').filter({ hasText: name });
}

test('a picked and substituted order: lines, totals, timeline in two languages, print, and opening by number', async ({ page, request }) => {
  const { detail, picked, substituted, substitute } = await pickedAndSubstituted(request);
  const money = (cents: number) => formatMoney(cents, 'es-EC', detail.currency);
  const pickerName = detail.events.find((event) => event.kind === 'picking_line')!.userName!;
  await page.addInitScript(() => {
    // The browser's print dialog is not part of the page: count the requests instead.
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await login(page, 'SU');

  // Opened by the number staff read aloud.
  await page.goto(`/orden/${detail.number}`);
  await expect(page.getByRole('heading', { name: `Orden ${detail.number}`, level: 1 })).toBeVisible();

  // The picked line: ordered and picked amounts and its state.
  const pickedRow = lineRow(page, picked.name);
  await expect(pickedRow.getByTestId('line-state')).toHaveText('Pickeada');
  const ordered = String(picked.orderedQuantity / 1000);
  await expect(pickedRow.locator('[data-column="Pedido"]')).toHaveText(ordered);
  await expect(pickedRow.locator('[data-column="Pickeado"]')).toHaveText(ordered);

  // The substitution: original → substitute, the substitute's own price and the customer's pending approval.
  const subRow = lineRow(page, substitute.name);
  await expect(subRow.getByTestId('line-substitution')).toContainText(`${substituted.name} → ${substitute.name}`);
  await expect(subRow.getByTestId('line-substitution')).toContainText(`${money(substitute.unitPrice)} c/u`);
  await expect(subRow.getByTestId('line-approval')).toHaveText('Aprobación pendiente');
  await expect(subRow.locator('[data-column="Precio unitario"]')).toHaveText(money(substitute.unitPrice));
  await expect(subRow.locator('[data-column="Total"]')).toHaveText(money(substituted.total));

  // The new state and approval badges stay readable (the whole page is scanned in the accessibility project).
  const axe = await new AxeBuilder({ page }).include('[data-testid="order-lines"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  // The payment panel adds up the lines shown (not the totals stored before picking).
  const linesTotal = detail.lines.reduce((sum, line) => sum + line.total, 0);
  const beforeCredit = linesTotal + (detail.freeShipping ? 0 : detail.shippingCents);
  const expectedTotal = beforeCredit - Math.min(detail.storeCreditCents, beforeCredit);
  await expect(page.getByTestId('order-total')).toHaveText(money(expectedTotal));

  // The timeline as sentences, in Spanish.
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText(`${pickerName} tomó la orden para picking`);
  await expect(timeline).toContainText(`${pickerName} pickeó ${picked.name}: ${ordered} de ${ordered}`);
  await expect(timeline).toContainText(`${pickerName} sustituyó ${substituted.name} por ${substitute.name} — pendiente de aprobación`);
  await expect(timeline).not.toContainText('picking_line');

  // And in English.
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
  await expect(timeline).toContainText(`${pickerName} picked ${picked.name}: ${ordered} of ${ordered}`);
  await expect(timeline).toContainText(`${pickerName} substituted ${substituted.name} with ${substitute.name} — pending approval`);
  await expect(subRow.getByTestId('line-approval')).toHaveText('Approval pending');

  // Bag labels: one per bag (one when the bag count is unknown), each with the order number and a QR image.
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: 'Bag labels' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const label = page.getByTestId('print-label');
  await expect(label).toHaveCount(detail.bagCount ?? 1);
  await expect(label.first()).toBeVisible();
  await expect(label.first()).toContainText(`Order ${detail.number}`);
  const qr = label.first().getByRole('img', { name: `QR code of order ${detail.number}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Printing shows only the print view, not the app's shell.
  await expect(page.getByRole('navigation').first()).toBeHidden();

  // The packing slip lists every line, the substitution as original → substitute.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Print' }).click();
  await page.getByRole('menuitem', { name: 'Pick list' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  const slip = page.getByTestId('print-slip');
  await expect(slip).toBeVisible();
  await expect(slip.getByRole('heading', { name: `Pick list · Order ${detail.number}` })).toBeVisible();
  await expect(slip.getByTestId('print-line')).toHaveCount(detail.lines.length);
  await expect(slip).toContainText(`${substituted.name} → ${substitute.name}`);
  await page.emulateMedia({ media: 'screen' });

  // The same order by its internal id; an unknown number is not found.
  await page.goto(`/orden/${detail.id}`);
  await expect(page.getByRole('heading', { name: `Order ${detail.number}`, level: 1 })).toBeVisible();
  await page.goto('/orden/99999999');
  await expect(page.getByRole('alert')).toContainText("Couldn't open the order");
});
