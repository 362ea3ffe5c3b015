/** Layout defects found at 390 × 844 (issue 21 §5): the user menu is whole, in both directions. */
import { expect, test, type Locator } from '@playwright/test';
import { login, waitForMenu } from './helpers';

async function expectInside(locator: Locator, width: number): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

for (const dir of ['ltr', 'rtl'] as const) {
  test(`the user menu and its button are whole on a 390 px phone (${dir})`, async ({ page }) => {
    await login(page, 'PK');
    await waitForMenu(page);
    if (dir === 'rtl') {
      await page.getByRole('button', { name: 'Cambiar dirección' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const button = page.getByRole('button', { name: 'Menú de usuario' });
    await expectInside(button, 390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await expectInside(menu, 390);
  });
}
