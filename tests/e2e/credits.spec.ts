/**
 * Issue 17 §5, store credits: an SU finds a customer on /easycreditos, is told the reason is missing, grants a credit
 * after confirming it and sees the new balance and the entry, then follows the link to the customer's page
 * (/cliente/:id, which SU reaches through 'easycreditos') and sees the same balance there; CC sees it too, read-only. A bulk grant from a spreadsheet
 * (read in a worker) previews each row's problems, grants only the good rows, and the ledger exports as .xlsx.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import * as XLSX from 'xlsx';
import { formatMoney } from '../../contract/money';
import { apiSession } from './api';
import { login } from './helpers';

/** Money as the Spanish screens show it. */
const money = (cents: number) => formatMoney(cents, 'es-EC', 'USD');

test('SU grants a credit on /easycreditos and the customer page shows the new balance', async ({ page, browser, request }) => {
  const su = await apiSession(request, 'SU');
  const found = await su.call('/Credit/Search', { q: '@' });
  const customer = found.rows.find((row) => row.email);
  if (!customer?.email) throw new Error('the demo data has no customer with an email');
  const before = (await su.call('/Credit/Ledger', { customerId: customer.customerId })).customer.balanceCents;
  const after = before + 1250;
  const reason = `Compensación e2e ${Date.now().toString(36)}`;

  await login(page, 'SU');
  await page.goto('/easycreditos');
  await expect(page.getByRole('heading', { name: 'Easycréditos', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar cliente').fill(customer.email);
  await page.getByRole('table', { name: 'Clientes' }).getByRole('button', { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]cliente=${customer.customerId}`));
  const ledger = page.getByRole('region', { name: `Crédito de ${customer.name}` });
  await expect(ledger.getByTestId('credit-balance')).toHaveText(money(before));

  await ledger.getByRole('button', { name: 'Otorgar crédito' }).click();
  const dialog = page.getByRole('dialog', { name: `Otorgar crédito a ${customer.name}` });
  await dialog.getByLabel('Monto').fill('12,50');
  // No reason: said next to the field, nothing sent.
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByText('Escribe el motivo.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Se otorgarán ${money(1250)} a ${customer.name}, sin vencimiento.`);
  await dialog.getByRole('button', { name: 'Otorgar crédito' }).click();
  await expect(page.getByText(`Crédito otorgado. Saldo: ${money(after)}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ledger.getByTestId('credit-balance')).toHaveText(money(after));
  const entry = ledger.getByRole('table', { name: 'Movimientos de crédito' }).getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('Otorgado');
  await expect(entry).toContainText(money(1250));
  expect((await su.call('/Credit/Ledger', { customerId: customer.customerId })).customer.balanceCents).toBe(after);

  // The SU's own way to the customer's page: the same balance there.
  await ledger.getByRole('link', { name: 'Ver ficha del cliente' }).click();
  await expect(page).toHaveURL(new RegExp(`/cliente/${customer.customerId}$`));
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Crédito de tienda' }).getByTestId('credit-balance')).toHaveText(money(after));

  // The customer's page: the same balance, and no grant button for a role without /easycreditos.
  const context = await browser.newContext();
  const cc = await context.newPage();
  try {
    await login(cc, 'CC');
    await cc.goto(`/cliente/${customer.customerId}`);
    await expect(cc.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
    const panel = cc.getByRole('region', { name: 'Crédito de tienda' });
    await expect(panel.getByTestId('credit-balance')).toHaveText(money(after));
    await expect(panel.getByText(reason)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Otorgar crédito' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('SU grants credit from a spreadsheet: bad rows are shown and not sent; the ledger exports as .xlsx', async ({ page, request }) => {
  const su = await apiSession(request, 'SU');
  const customer = (await su.call('/Credit/Search', { q: '@' })).rows.find((row) => row.email && row.documentId);
  if (!customer?.documentId) throw new Error('the demo data has no customer with an email and a document');
  const before = (await su.call('/Credit/Ledger', { customerId: customer.customerId })).customer.balanceCents;
  const reason = `Campaña e2e ${Date.now().toString(36)}`;
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Documento', 'Monto', 'Motivo', 'Vence'],
    [customer.documentId, 7.5, reason, ''],
    ['nadie@correo.test', 3, reason, ''],
    [customer.documentId, 'diez', '', ''],
  ]);
  XLSX.utils.book_append_sheet(book, sheet, 'Créditos');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await login(page, 'SU');
  await page.goto('/easycreditos');
  await page.getByRole('button', { name: 'Carga masiva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carga masiva de créditos' });
  await dialog.getByRole('tab', { name: 'Hoja de cálculo' }).click();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'creditos.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(dialog.getByTestId('bulk-valid')).toHaveText('2 filas listas');
  await expect(dialog.getByTestId('bulk-invalid')).toHaveText('1 fila con problemas (no se enviará)');
  await expect(dialog.getByText('Falta el motivo.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Otorgar 2 créditos' }).click();
  await expect(dialog.getByText('Créditos otorgados: 1. Rechazados por el servidor: 1.')).toBeVisible();
  await expect(dialog.getByText('No hay ningún cliente de la empresa con ese correo o documento.')).toBeVisible();
  await dialog.locator('button', { hasText: 'Cerrar' }).click();
  expect((await su.call('/Credit/Ledger', { customerId: customer.customerId })).customer.balanceCents).toBe(before + 750);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar todo' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^creditos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = XLSX.read(await readFile((await file.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(exported.Sheets[exported.SheetNames[0]!]!);
  expect(rows.find((row) => row['Motivo'] === reason)).toMatchObject({ Cliente: customer.name, Movimiento: 'Otorgado', Monto: 7.5 });
});
