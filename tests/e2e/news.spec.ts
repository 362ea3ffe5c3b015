/**
 * Issue 19 §4, staff news: an SA publishes a news item for pickers on /novedades-informativas (Markdown with a live
 * preview); the demo picker, in another browser, sees one unread on the header's news button, opens and reads it, and
 * the badge clears; the SA then sees the picker among its readers.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

const TITLE = 'Cambio de turno en Bodega Norte';

test('an SA publishes news for pickers; the picker sees it unread, reads it, and the SA sees who read it', async ({ page, browser }) => {
  await login(page, 'SA');
  await page.getByRole('banner').getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: 'Mercado Andino' }).click();
  await page.goto('/novedades-informativas');
  await expect(page.getByRole('heading', { name: 'Novedades informativas', level: 1 })).toBeVisible();
  // The demo news: the pinned one first.
  await expect(page.getByTestId('news-row').first()).toContainText('Inventario mensual el último domingo');

  await page.getByRole('button', { name: 'Nueva novedad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva novedad' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(TITLE);
  await dialog.getByRole('combobox', { name: 'Para' }).or(dialog.getByRole('textbox', { name: 'Para' })).first().click();
  await page.getByRole('option', { name: 'picker' }).click();
  await dialog.getByRole('textbox', { name: 'Texto (Markdown)' }).fill('Desde el **lunes** el turno empieza a las 6:00.\n\n- Trae tu credencial');
  // The live preview renders the Markdown as readers will see it.
  await expect(dialog.getByTestId('news-preview').locator('strong')).toHaveText('lunes');
  await expect(dialog.getByTestId('news-preview').getByRole('listitem')).toHaveText('Trae tu credencial');
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('news-row').filter({ hasText: TITLE });
  await expect(row).toContainText('picker');
  await expect(row.getByTestId('news-read-count')).toHaveText('0 de 1');

  const pickerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES' });
  try {
    const picker = await pickerContext.newPage();
    await login(picker, 'PK');
    const badge = picker.getByRole('button', { name: 'Novedades: 1 sin leer' });
    await expect(badge).toBeVisible({ timeout: 20_000 });
    await expect(picker.getByTestId('news-badge-count')).toContainText('1');
    await badge.click();
    const drawer = picker.getByRole('dialog', { name: 'Novedades' });
    await drawer.getByTestId('news-item').filter({ hasText: TITLE }).click();
    await expect(drawer.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(drawer.getByTestId('news-body').locator('strong')).toHaveText('lunes');
    await expect(picker.getByTestId('news-badge')).toHaveAccessibleName('Novedades: 0 sin leer');
    // Still read after a reload: the server kept it.
    await picker.reload();
    await expect(picker.getByTestId('news-badge')).toHaveAccessibleName('Novedades: 0 sin leer', { timeout: 20_000 });
  } finally {
    await pickerContext.close();
  }

  await row.getByRole('button', { name: `Ver lectores de ${TITLE}` }).click();
  const readers = page.getByRole('dialog', { name: `Lectores de «${TITLE}»` });
  await expect(readers.getByTestId('news-readers-summary')).toHaveText('Leída por 1 de 1 personas a quienes va dirigida.');
  await expect(readers.getByTestId('news-readers')).toContainText('picker');
});
