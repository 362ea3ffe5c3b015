import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_SCREENS, ROUTE_SCREENS, SCREENS, type Screen } from '../../contract/screens';
import type { RoleCode } from '../../contract/roles';
import { HOME_ITEM, MENU_GROUPS, isItemActive, visibleMenu } from '../../src/components/nav/menu-items';
import { MainNav } from '../../src/features/shell/components/main-nav';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { theme } from '../../src/lib/theme';

i18n.loadAndActivate({ locale: 'es', messages: {} });

/** Screens with no menu entry: details and editors reached from lists, and the spec's "test" screen. */
const NO_MENU_ENTRY: readonly Screen[] = ['test', 'orden-detalle', 'picking-orden-detalle', 'checker-store-edit'];

function expected(role: RoleCode): string[] {
  return [...new Set(ROLE_SCREENS[role].filter((id) => !NO_MENU_ENTRY.includes(id)))].toSorted();
}

/** The menu in a one-route memory router, with the app's theme (collapsed groups keep their links mounted). */
function renderNav(role: RoleCode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path, component: () => <MainNav role={role} touch={false} /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <MantineProvider theme={theme} env="test">
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
}

async function menuScreens(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
  return [...new Set([...nav.querySelectorAll('a[data-screen]')].map((link) => link.getAttribute('data-screen') ?? ''))].toSorted();
}

describe('main menu', () => {
  it('shows a dispatcher (DE) only the order kanban', async () => {
    renderNav('DE');
    expect(await menuScreens()).toEqual(['kanban']);
    expect(expected('DE')).toEqual(['kanban']);
  });

  it('shows a picker (PK) orders and picking', async () => {
    renderNav('PK');
    expect(await menuScreens()).toEqual(expected('PK'));
    expect(await menuScreens()).toEqual(['ordenes', 'picking']);
  });

  it('shows the super admin (SA) every menu screen, collapsed groups included', async () => {
    renderNav('SA');
    const all = SCREENS.filter((id) => !NO_MENU_ENTRY.includes(id)).toSorted();
    expect(await menuScreens()).toEqual(all);
    // SA's menu is long: only the current page's group starts open, yet every link is in the DOM.
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    const usuarios = nav.querySelector('a[data-screen="usuarios"]');
    expect(usuarios).not.toBeNull();
    expect(usuarios).not.toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Administración' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a customer (C) no links and no groups', async () => {
    renderNav('C');
    expect(await menuScreens()).toEqual([]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('matches the allowed screens of every role', () => {
    for (const role of Object.keys(ROLE_SCREENS) as RoleCode[]) {
      const menu = visibleMenu(role);
      const screens = [...(menu.home ? [menu.home] : []), ...menu.groups.flatMap((group) => group.items)].map((item) => item.screen);
      expect([...new Set(screens)].toSorted(), role).toEqual(expected(role));
      expect(menu.groups.every((group) => group.items.length > 0)).toBe(true);
    }
  });

  it('gives every item a route whose screen is the item screen', () => {
    for (const item of [HOME_ITEM, ...MENU_GROUPS.flatMap((group) => group.items)]) {
      expect(ROUTE_SCREENS[item.to], item.id).toBe(item.screen);
    }
  });

  it('marks the current page, telling "Mis órdenes" from "Órdenes"', async () => {
    renderNav('AD', '/ordenes-kanban');
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Kanban de órdenes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Órdenes' })).not.toHaveAttribute('aria-current');
    const [orders, mine] = MENU_GROUPS[0]!.items;
    expect(isItemActive(orders!, '/ordenes', {})).toBe(true);
    expect(isItemActive(mine!, '/ordenes', {})).toBe(false);
    expect(isItemActive(mine!, '/ordenes', { mine: 1 })).toBe(true);
    expect(isItemActive(orders!, '/ordenes', { mine: 1 })).toBe(false);
  });
});
