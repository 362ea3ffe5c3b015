/** Shared steps for the end-to-end specs: log in through the UI, read the main menu, wait for the service worker. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { RoleCode } from '../../contract/roles';
import { ROLE_SCREENS, type Screen } from '../../contract/screens';

export const DEMO_PASSWORD = 'canasta-demo';

/** Screens a role may open that have no menu entry of their own (details, editors, the test page). */
export const SCREENS_WITHOUT_MENU_ENTRY: readonly Screen[] = ['test', 'orden-detalle', 'picking-orden-detalle', 'checker-store-edit'];

export function demoEmail(role: RoleCode): string {
  return `${role.toLowerCase()}@canasta.demo`;
}

/** The menu screens a role should see, sorted. */
export function expectedMenuScreens(role: RoleCode): string[] {
  return [...new Set(ROLE_SCREENS[role].filter((screen) => !SCREENS_WITHOUT_MENU_ENTRY.includes(screen)))].toSorted();
}

export function mainNav(page: Page): Locator {
  return page.locator('nav[aria-label="Menú principal"]');
}

/** The distinct `data-screen` values of the links in the main menu (collapsed groups included), sorted. */
export async function menuScreens(page: Page): Promise<string[]> {
  const values = await mainNav(page)
    .locator('a[data-screen]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-screen') ?? ''));
  return [...new Set(values)].toSorted();
}

/** Logs in through the login form and waits until the app has left /login. */
export async function loginWith(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

/** Logs in as the demo user of a role (`<code>@canasta.demo` / `canasta-demo`). */
export async function login(page: Page, role: RoleCode): Promise<void> {
  await loginWith(page, demoEmail(role), DEMO_PASSWORD);
}

/** Waits until the menu shows at least one link (the shell and the session are ready). */
export async function waitForMenu(page: Page): Promise<void> {
  await expect(mainNav(page).locator('a[data-screen]').first()).toBeAttached({ timeout: 20_000 });
}

/**
 * Waits until a service worker controls the page. The worker does not claim pages on its first
 * install (updates wait for the user), so the page is reloaded once after the worker is active.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // `ready` resolves once the registration has an active worker; then wait for it to finish activating.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}
