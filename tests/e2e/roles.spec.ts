/** Spec §6: every role lands on a screen it may see, its menu shows exactly its screens, and other routes are refused. */
import { expect, test } from '@playwright/test';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { canSee, landingRoute, ROUTE_SCREENS, type SessionRoute } from '../../contract/screens';
import { expectedMenuScreens, login, mainNav, menuScreens, waitForMenu } from './helpers';

/**
 * A route the role may not open (without parameters); null for SA, who sees everything.
 * "/" is skipped: the home route sends a role without the dashboard to its landing screen instead.
 */
function forbiddenRoute(role: RoleCode): SessionRoute | null {
  if (role === 'DE') return '/usuarios';
  const routes = Object.keys(ROUTE_SCREENS) as SessionRoute[];
  return routes.find((route) => route !== '/' && !route.includes('$') && !canSee(role, ROUTE_SCREENS[route])) ?? null;
}

for (const role of ROLE_CODES) {
  test(`${role}: lands on an allowed screen, sees exactly its menu, is refused elsewhere`, async ({ page }) => {
    await login(page, role);
    const landing = landingRoute(role);
    await expect(page).toHaveURL((url) => url.pathname === landing);

    if (role === 'C') {
      // Customers have no back-office screen at all.
      await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
      expect(await mainNav(page).locator('a[data-screen]').count()).toBe(0);
      return;
    }

    await waitForMenu(page);
    expect(await menuScreens(page)).toEqual(expectedMenuScreens(role));
    if (role === 'DE') expect(await menuScreens(page)).toEqual(['kanban']);

    const forbidden = forbiddenRoute(role);
    if (forbidden) {
      await page.goto(forbidden);
      await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    }
  });
}
