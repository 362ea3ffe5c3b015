/**
 * Screenshots of the screens people look at all day (issue 15): the shell, the picking screen, an order's detail and
 * the kanban, on a phone and on a desktop, in the light and the dark skin. A Mantine upgrade (or our own change) that
 * moves, recolours or resizes any of them fails here; when the change is meant, update the pictures with
 * `npx playwright test --project visual --update-snapshots` and look at them before committing.
 *
 * Runs against its own server (playwright.config.ts, project "visual"), whose demo data is seeded as of DEMO_SEED_AT
 * and which no other spec changes. The browser's clock is fixed a little after that instant and its time zone is
 * fixed, so ages, slots and dates read the same on any day. Read-only: nothing here changes the data.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RoleCode } from '../../contract/roles';
import { apiSession } from './api';
import { DEMO_SEED_AT } from './browser';
import { login, mainNav } from './helpers';

/** Twenty minutes after the seed: the seeded "recent" orders are minutes old, as they would be on a real morning. */
const BROWSER_NOW = new Date(Date.parse(DEMO_SEED_AT) + 20 * 60_000);

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 } as const;
const SKINS = ['light', 'dark'] as const;
type Skin = (typeof SKINS)[number];

/** The clock before anything loads, then signs in through the form and sets the skin with the header's toggle. */
async function open(page: Page, role: RoleCode, skin: Skin): Promise<void> {
  await page.clock.setFixedTime(BROWSER_NOW);
  await login(page, role);
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== skin) await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', skin);
}

/** The screen is complete: no skeleton or loader left, fonts loaded, nothing in flight. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main .mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectScreen(page: Page, name: string): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide' });
}

for (const [device, options] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(device, () => {
    test.use(options);

    for (const skin of SKINS) {
      test(`the shell (${skin})`, async ({ page }) => {
        await open(page, 'AD', skin);
        await page.goto('/sincronizacion');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (device === 'phone') {
          // On a phone the menu is a drawer: the picture shows it open.
          await page.getByRole('button', { name: 'Abrir menú' }).click();
          await expect(mainNav(page)).toBeInViewport();
        } else {
          await expect(mainNav(page)).toBeVisible();
        }
        await expectScreen(page, `shell-${device}-${skin}`);
      });

      test(`the picking screen (${skin})`, async ({ page, request }) => {
        // The picker's first order being picked: the same one every run (seeded as of DEMO_SEED_AT).
        const picker = await apiSession(request, 'PK');
        const { rows } = await picker.call('/Picking/List', {});
        const order = rows.find((row) => row.status === 'en_picking') ?? rows[0];
        if (!order) throw new Error('the seeded picker has no order to pick');
        await open(page, 'PK', skin);
        await page.goto(`/picking/orden/${order.id}`);
        await expect(page.getByRole('heading', { level: 1, name: `Orden ${order.number}` })).toBeVisible();
        await expectScreen(page, `picking-${device}-${skin}`);
      });

      test(`an order's detail (${skin})`, async ({ page, request }) => {
        const admin = await apiSession(request, 'AD');
        const { rows } = await admin.call('/Order/List', { statuses: ['en_picking'], sort: 'created_asc', limit: 1 });
        const order = rows[0];
        if (!order) throw new Error('the seed has no order being picked');
        await open(page, 'AD', skin);
        await page.goto(`/orden/${order.id}`);
        await expect(page.getByRole('heading', { level: 1, name: `Orden ${order.number}` })).toBeVisible();
        await expectScreen(page, `order-detail-${device}-${skin}`);
      });

      test(`the kanban (${skin})`, async ({ page }) => {
        await open(page, 'AD', skin);
        await page.goto('/ordenes-kanban');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[data-rfd-draggable-id]').first()).toBeVisible();
        await expectScreen(page, `kanban-${device}-${skin}`);
      });
    }
  });
}
