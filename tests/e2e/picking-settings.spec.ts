/**
 * The company's picking settings (issue 21 §4) on /store: an administrator changes whether pending substitutions are
 * charged and which GS1 prefixes carry a weight, and the server keeps it; a cashier (who sees /store too) gets no such
 * section. The settings are put back, so the other specs see the demo defaults.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession, type ApiSession } from './api';
import { login } from './helpers';

const DEFAULTS = { gs1WeightPrefixes: ['20', '21', '22', '23', '24'], gs1PricePrefixes: ['25', '26', '27', '28', '29'], chargePendingSubstitutions: false } as const;

async function changeAndCheck(page: Page, browser: Browser, admin: ApiSession): Promise<void> {
  await login(page, 'AD');
  await page.goto('/store');
  const section = page.getByTestId('picking-settings');
  await expect(section.getByRole('heading', { name: 'Picking' })).toBeVisible();
  const charge = section.getByRole('switch', { name: 'Cobrar las sustituciones que el cliente aún no aprobó' });
  await expect(charge).not.toBeChecked();
  await charge.click();
  // 25 moves from price to weight: a prefix means one thing.
  await section.getByRole('group', { name: 'Prefijos de peso' }).getByText('25', { exact: true }).click();
  await section.getByRole('button', { name: 'Guardar ajustes de picking' }).click();
  await expect(page.getByText('Ajustes de picking guardados.')).toBeVisible();
  await expect
    .poll(async () => admin.call('/Picking/GetSettings', {}))
    .toMatchObject({ chargePendingSubstitutions: true, gs1WeightPrefixes: ['20', '21', '22', '23', '24', '25'], gs1PricePrefixes: ['26', '27', '28', '29'] });

  const cashier = await browser.newPage();
  await login(cashier, 'CA');
  await cashier.goto('/store');
  // The stores screen (issue 17) has loaded: the cashier's own store is listed.
  await expect(cashier.getByRole('row', { name: 'Andino Norte', exact: true })).toBeVisible();
  await expect(cashier.getByTestId('picking-settings')).toHaveCount(0);
  await cashier.close();
}

test('an administrator sets the picking settings on /store; a cashier does not see them', async ({ page, request, browser }) => {
  const admin = await apiSession(request, 'AD');
  expect(await admin.call('/Picking/GetSettings', {})).toMatchObject(DEFAULTS);
  try {
    await changeAndCheck(page, browser, admin);
  } finally {
    await admin.call('/Picking/SetSettings', { ...DEFAULTS, gs1WeightPrefixes: [...DEFAULTS.gs1WeightPrefixes], gs1PricePrefixes: [...DEFAULTS.gs1PricePrefixes] });
  }
});
