/**
 * UI.md: axe finds no serious or critical violations on the main screens, in the light and the dark skin (issue 17's
 * organisation screens each as a role that reaches it).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { RoleCode } from '../../contract/roles';
import { apiSession } from './api';
import { login, waitForMenu } from './helpers';
import { sellingData } from './selling-data';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    // The element's own markup too: a selector such as ".m_5add502a" alone does not say which badge it is.
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`).slice(0, 3).join(' | ')}`);
}

// Four full axe scans in one test: about 55 s on a 2-core machine, so more than the suite's default time.
test.describe.configure({ timeout: 120_000 });

for (const skin of ['light', 'dark'] as const) {
  test(`login, dashboard, orders and an order have no serious axe violations (${skin})`, async ({ page }) => {
    await page.addInitScript((scheme) => {
      if (!localStorage.getItem('canasta.settings')) localStorage.setItem('canasta.settings', JSON.stringify({ skin: scheme }));
    }, skin);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await login(page, 'SU');
    await waitForMenu(page);
    await expect(page.getByRole('heading', { name: 'Ventas de hoy' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/ordenes');
    const firstRow = page.locator('table tbody tr[data-order-id]').first();
    await expect(firstRow).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The order detail: its wide lines table scrolls sideways, so its viewport must take the keyboard's focus.
    await page.goto(`/orden/${await firstRow.getAttribute('data-order-id')}`);
    await expect(page.getByTestId('order-lines')).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the kanban has no serious axe violations', async ({ page }) => {
  await login(page, 'CA');
  await page.goto('/ordenes-kanban');
  await expect(page.getByTestId('kanban-card').first()).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the picking screen on a phone, with its line controls, has no serious axe violations (light and dark)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const picker = await apiSession(request, 'PK');
  // The last confirmed order: the picking specs take the first ones that suit them.
  const { rows } = await picker.call('/Picking/List', {});
  const row = rows.filter((r) => r.status === 'confirmada').at(-1);
  if (!row) throw new Error('no confirmed order for the picker');
  const { order } = await picker.call('/Picking/Get', { orderId: row.id });
  await picker.call('/Picking/Take', { orderId: order.id, baseVersion: order.version, mutationId: crypto.randomUUID() });

  await login(page, 'PK');
  await page.goto(`/picking/orden/${order.id}`);
  const firstLine = page.getByTestId('pick-line').first();
  await expect(firstLine.getByRole('button', { name: /^Sin stock: / })).toBeVisible({ timeout: 20_000 });
  // A line in each look: picked (the undo enabled, "Completo" tinted) and pending.
  await page.getByRole('button', { name: /^Añadir una unidad de / }).first().click();
  await expect(page.locator('[data-testid="pick-line"][data-pick-state="picked"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Cambiar tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
});

/** Issue 17's screens, each as a role that reaches it: the page's heading, then what shows its data has loaded. */
interface ScreenScan {
  path: string;
  heading: string | RegExp;
  ready?: (page: Page) => Promise<void>;
}

const firstDataRow = async (page: Page) => {
  await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
};

/** Picks the first option of a header selector ("Empresa" for SA, "Tienda"), as a user who starts there would. */
async function chooseInHeader(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('combobox', { name }).or(banner.getByRole('textbox', { name })).first().click();
  // The dropdown's options (the language selector is a native select with options of its own).
  await page.getByRole('listbox').getByRole('option').first().click();
}

const ORGANISATION_SCREENS: Array<{ role: RoleCode; screens: ScreenScan[] }> = [
  {
    role: 'AD',
    screens: [
      { path: '/store', heading: 'Tiendas', ready: firstDataRow },
      {
        path: '/store/crear',
        heading: 'Nueva tienda',
        // The address field with its "both or neither" message showing: an error's colour must read too.
        ready: async (page) => {
          await page.getByRole('textbox', { name: 'Latitud' }).fill('-0,18');
          await page.getByRole('textbox', { name: 'Nombre', exact: true }).focus();
          await expect(page.getByText('Indica la latitud y la longitud, o ninguna.')).toBeVisible();
        },
      },
      { path: '/usuarios', heading: 'Usuarios', ready: firstDataRow },
    ],
  },
  {
    role: 'SA',
    screens: [
      {
        path: '/bodegas',
        heading: 'Bodegas',
        ready: async (page) => {
          await chooseInHeader(page, 'Empresa');
          await expect(page.getByTestId('warehouse-row').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      { path: '/bodega/nueva', heading: 'Nueva bodega' },
    ],
  },
  { role: 'CC', screens: [{ path: '/clientes', heading: 'Clientes', ready: firstDataRow }] },
  // Issue 18's selling screens, each as a role that reaches it.
  {
    role: 'SA',
    screens: [
      {
        path: '/promocodes',
        heading: 'Códigos promocionales',
        ready: async (page) => {
          await chooseInHeader(page, 'Empresa');
          await expect(page.getByTestId('promotion-row').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      { path: '/promotarjetas', heading: 'Promociones de tarjeta', ready: (page) => expect(page.getByTestId('promotion-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/bines', heading: 'Bines', ready: (page) => expect(page.getByTestId('bin-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/iva-feriado', heading: 'IVA en feriados', ready: (page) => expect(page.getByTestId('tax-holiday-row').first()).toBeVisible({ timeout: 20_000 }) },
    ],
  },
  {
    role: 'CC',
    screens: [
      {
        path: '/tienda',
        heading: 'Tienda',
        ready: async (page) => {
          await chooseInHeader(page, 'Tienda');
          await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      { path: '/call-center', heading: 'Call center', ready: (page) => expect(page.getByRole('combobox', { name: 'Buscar cliente' })).toBeVisible() },
    ],
  },
  {
    role: 'PS',
    screens: [
      { path: '/tienda-cliente', heading: 'Tienda para un cliente', ready: (page) => expect(page.getByRole('combobox', { name: 'Buscar cliente' })).toBeVisible() },
      { path: '/apps-e-commerce-checkout', heading: 'Pagar pedido', ready: (page) => expect(page.getByRole('combobox', { name: 'Buscar cliente' })).toBeVisible() },
    ],
  },
  { role: 'SU', screens: [{ path: '/easycreditos', heading: /^Easy ?créditos$/, ready: firstDataRow }] },
  // Staff news (issue 19 §4): SA's page, then the header's news drawer open on the demo news meant for SA.
  {
    role: 'SA',
    screens: [
      {
        path: '/novedades-informativas',
        heading: 'Novedades informativas',
        ready: async (page) => {
          await page.getByRole('banner').getByRole('combobox', { name: 'Empresa' }).click();
          await page.getByRole('option', { name: 'Mercado Andino' }).click();
          await expect(page.getByTestId('news-row').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      {
        path: '/novedades-informativas',
        heading: 'Novedades informativas',
        ready: async (page) => {
          await page.getByTestId('news-badge').click();
          await expect(page.getByRole('dialog', { name: 'Novedades' }).getByTestId('news-item').first()).toBeVisible({ timeout: 20_000 });
        },
      },
    ],
  },
  // Push notifications (issue 19 §3): SA's list of the demo messages, then the compose form with its preview.
  {
    role: 'SA',
    screens: [
      {
        path: '/notificaciones',
        heading: 'Notificaciones',
        ready: async (page) => {
          await chooseInHeader(page, 'Empresa');
          await expect(page.getByTestId('push-row').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      {
        path: '/notificaciones',
        heading: 'Notificaciones',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Nueva notificación' }).click();
          await expect(page.getByRole('dialog', { name: 'Nueva notificación' }).getByTestId('push-audience-count')).toContainText('Llegará a', { timeout: 20_000 });
        },
      },
    ],
  },
  // Sampling (issue 19 §6): SU's campaigns (the list, then the demo campaign's form with its uses) and sample products.
  {
    role: 'SU',
    screens: [
      { path: '/sampling', heading: 'Campañas de sampling', ready: (page) => expect(page.getByTestId('sampling-row').first()).toBeVisible({ timeout: 20_000 }) },
      {
        path: '/sampling',
        heading: 'Campañas de sampling',
        ready: async (page) => {
          await page.getByTestId('sampling-row').first().getByRole('button').first().click();
          await expect(page.getByRole('dialog', { name: 'Campaña de sampling' }).getByRole('textbox', { name: 'Nombre de la campaña' })).toBeVisible({ timeout: 20_000 });
        },
      },
      { path: '/sampling/productos', heading: 'Productos de sampling', ready: (page) => expect(page.getByTestId('sampling-product').first()).toBeVisible({ timeout: 20_000 }) },
    ],
  },
  // Content (issue 19 §1): SU's elements with the preview, then an item's form.
  {
    role: 'SU',
    screens: [
      { path: '/home', heading: 'Contenido', ready: (page) => expect(page.getByTestId('storefront-item').first()).toBeVisible({ timeout: 20_000 }) },
      {
        path: '/home',
        heading: 'Contenido',
        ready: async (page) => {
          await page.getByTestId('ui-element').first().getByRole('button', { name: 'Agregar ítem' }).click();
          await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Título' })).toBeVisible({ timeout: 20_000 });
        },
      },
    ],
  },
  // The intrusive banner and the cache (issue 19 §2, §5): SA's banners (the demo draft), the form with its preview,
  // and the cache's areas.
  {
    role: 'SA',
    screens: [
      {
        path: '/invasivo',
        heading: 'Banner invasivo',
        ready: async (page) => {
          await chooseInHeader(page, 'Empresa');
          await expect(page.getByTestId('banner-row').first()).toBeVisible({ timeout: 20_000 });
        },
      },
      {
        path: '/invasivo',
        heading: 'Banner invasivo',
        ready: async (page) => {
          await page.getByRole('button', { name: 'Nuevo banner' }).click();
          await expect(page.getByRole('dialog').getByTestId('banner-preview')).toBeVisible({ timeout: 20_000 });
        },
      },
      { path: '/cache', heading: 'Caché', ready: (page) => expect(page.getByTestId('cache-row').first()).toBeVisible({ timeout: 20_000 }) },
    ],
  },
  // Subscriptions (issue 20 §2): SU's five screens over the demo "Canasta Prime".
  {
    role: 'SU',
    screens: [
      { path: '/subscriptions/appplications', heading: 'Aplicaciones de suscripción', ready: (page) => expect(page.getByTestId('application-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/subscriptions/plans', heading: 'Planes de suscripción', ready: (page) => expect(page.getByTestId('plan-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/subscriptions/options', heading: 'Opciones de suscripción', ready: (page) => expect(page.getByTestId('option-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/subscriptions/offers', heading: 'Ofertas de suscripción', ready: (page) => expect(page.getByTestId('offer-row').first()).toBeVisible({ timeout: 20_000 }) },
      { path: '/subscriptions/products', heading: 'Productos de suscripción', ready: (page) => expect(page.getByTestId('prime-product-row').first()).toBeVisible({ timeout: 20_000 }) },
    ],
  },
  {
    role: 'CA',
    screens: [
      {
        path: '/mi-menu',
        heading: 'Mi menú',
        ready: async (page) => {
          await chooseInHeader(page, 'Tienda');
          await expect(page.locator('[data-product-id]').first()).toBeVisible({ timeout: 20_000 });
        },
      },
    ],
  },
  // Reports (issue 20 §3): the default sales report with its stat cards, charts and tables.
  {
    role: 'GE',
    screens: [
      {
        path: '/reportes',
        heading: 'Reportes',
        ready: async (page) => {
          await expect(page.getByRole('table', { name: 'Tabla: Ventas — Por día' }).locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
          await expect(page.locator('figure .recharts-surface').first()).toBeVisible({ timeout: 20_000 });
        },
      },
    ],
  },
];

for (const skin of ['light', 'dark'] as const) {
  for (const { role, screens } of ORGANISATION_SCREENS) {
    test(`${screens.map((s) => s.path).join(', ')} as ${role} have no serious axe violations (${skin})`, async ({ page }) => {
      await page.addInitScript((scheme) => {
        if (!localStorage.getItem('canasta.settings')) localStorage.setItem('canasta.settings', JSON.stringify({ skin: scheme }));
      }, skin);
      await login(page, role);
      await waitForMenu(page);
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible({ timeout: 20_000 });
        await screen.ready?.(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', skin);
        expect(await seriousViolations(page), screen.path).toEqual([]);
      }
    });
  }

  test(`a customer's page and its address dialog as CC have no serious axe violations (${skin})`, async ({ page }) => {
    await page.addInitScript((scheme) => {
      if (!localStorage.getItem('canasta.settings')) localStorage.setItem('canasta.settings', JSON.stringify({ skin: scheme }));
    }, skin);
    await login(page, 'CC');
    await page.goto('/clientes');
    await firstDataRow(page);
    await page.getByRole('main').locator('tbody tr').first().getByRole('link').first().click();
    const addAddress = page.getByRole('button', { name: 'Agregar dirección' });
    await expect(addAddress).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(page), 'customer page').toEqual([]);

    // The shared address field in a dialog, with its "both or neither" message showing.
    await addAddress.click();
    const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
    await dialog.getByRole('textbox', { name: 'Latitud' }).fill('-0,18');
    await dialog.getByRole('textbox', { name: 'Nombre de la dirección' }).focus();
    await expect(dialog.getByText('Indica la latitud y la longitud, o ninguna.')).toBeVisible();
    expect(await seriousViolations(page), 'address dialog').toEqual([]);
  });

  test(`the call center's sale with a customer, a cart and a promo code as CC has no serious axe violations (${skin})`, async ({ page, request }) => {
    const data = await sellingData(request, 'CC', 'Andino Norte');
    await page.addInitScript((scheme) => {
      if (!localStorage.getItem('canasta.settings')) localStorage.setItem('canasta.settings', JSON.stringify({ skin: scheme }));
    }, skin);
    await login(page, 'CC');
    await page.goto('/call-center');
    const customerSearch = page.getByRole('combobox', { name: 'Buscar cliente' });
    await customerSearch.fill(data.customer.phone);
    await expect(page.getByTestId('customer-match').first()).toContainText(data.customer.name);
    await customerSearch.press('Enter');
    await expect(page.getByTestId('call-customer')).toContainText(data.customer.name);
    // The store and its delivery zone: the cart is priced once the shipping is known.
    await page.getByRole('combobox', { name: 'Tienda de la orden' }).or(page.getByRole('textbox', { name: 'Tienda de la orden' })).first().click();
    await page.getByRole('option', { name: 'Andino Norte' }).first().click();
    await page.getByRole('combobox', { name: 'Zona de entrega' }).or(page.getByRole('textbox', { name: 'Zona de entrega' })).first().click();
    await page.getByRole('option', { name: /^Norte/ }).first().click();
    const productSearch = page.getByRole('combobox', { name: 'Buscar producto' });
    await productSearch.fill(data.products[0]!.sku);
    await expect(page.getByTestId('product-match').first()).toContainText(data.products[0]!.nombre);
    await productSearch.press('Enter');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Código promocional' }).fill('BIENVENIDA10');
    await page.getByRole('textbox', { name: 'Código promocional' }).press('Enter');
    await expect(page.getByTestId('cart-promotion')).toContainText('BIENVENIDA10');
    expect(await seriousViolations(page), 'call center sale').toEqual([]);
  });
}
