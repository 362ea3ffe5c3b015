/** The shell's preferences (skin, language, direction) survive a reload; "Volver arriba" follows the scroll. */
import { expect, test, type Page } from '@playwright/test';
import { login, mainNav, waitForMenu } from './helpers';

test.beforeEach(async ({ page }) => {
  await login(page, 'AD');
  await waitForMenu(page);
});

const html = (page: Page) => page.locator('html');

test('"Cambiar tema" switches the skin and keeps it after a reload', async ({ page }) => {
  const before = await html(page).getAttribute('data-mantine-color-scheme');
  expect(before === 'light' || before === 'dark').toBe(true);
  const after = before === 'light' ? 'dark' : 'light';
  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await waitForMenu(page);
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', after);
});

test('switching to English relabels the menu and survives a reload', async ({ page }) => {
  const usuarios = mainNav(page).locator('a[data-screen="usuarios"]');
  await expect(usuarios).toHaveText('Usuarios');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
  await expect(html(page)).toHaveAttribute('lang', 'en');
  // The menu's own name and its labels follow the language.
  const englishNav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(englishNav.locator('a[data-screen="usuarios"]')).toHaveText('Users');
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(englishNav.locator('a[data-screen="usuarios"]')).toHaveText('Users');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText('English');
});

test('"Cambiar dirección" turns the page right-to-left, moves the menu to the right and persists', async ({ page }) => {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  const ltrBox = await mainNav(page).boundingBox();
  expect(ltrBox).not.toBeNull();
  expect(ltrBox!.x).toBeLessThan(viewport.width / 2);

  await page.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await mainNav(page).boundingBox())?.x ?? 0).toBeGreaterThan(viewport.width / 2);
  const rtlBox = (await mainNav(page).boundingBox())!;
  expect(Math.abs(rtlBox.x + rtlBox.width - viewport.width)).toBeLessThan(24);

  await page.reload();
  await waitForMenu(page);
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await mainNav(page).boundingBox())?.x ?? 0).toBeGreaterThan(viewport.width / 2);
});

test('"Volver arriba" appears after scrolling and takes the page back to the top', async ({ page }) => {
  // A short window makes any page long enough to scroll past the 250 px threshold.
  await page.setViewportSize({ width: 1280, height: 360 });
  const toTop = page.getByRole('button', { name: 'Volver arriba' });
  await expect(toTop).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});
