import { createMemoryHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_CHANGED_EVENT } from '../../contract/user-data';
import type { RoleCode } from '../../contract/roles';
import { App, createAppRouter } from '../../src/app';
import { saveUserData } from '../../src/lib/user-data';
import { demoSummary, demoUser, middleware, ok } from './msw/middleware';
import { server, startMockServer } from './msw/server';

// The update prompt needs the PWA plugin's virtual module, which only `vite build` provides; it has its own tests.
vi.mock('../../src/components/pwa-update-prompt', () => ({ PwaUpdatePrompt: () => null }));

i18n.loadAndActivate({ locale: 'es', messages: {} });
startMockServer();

const SCOPE = {
  companies: [
    { id: 1, name: 'Mercado Andino', currency: 'USD' },
    { id: 2, name: 'Frescos del Valle', currency: 'USD' },
  ],
  stores: [{ id: 1, companyId: 1, name: 'Andino Norte', market: true, warehouseIds: [1] }],
  warehouses: [{ id: 1, companyId: 1, name: 'Bodega Norte' }],
};

function mockApi(rol: RoleCode = 'AD') {
  server.use(
    middleware({
      '/Scope/Options': () => ok(SCOPE),
      '/User/Me': () =>
        ok({ userID: 7, nombre: 'Ana Pérez', email: 'ana@canasta.demo', rol, empresaAsociada: 1, empresaNombre: 'Mercado Andino', bodega: null, bodegaNombre: null }),
      '/User/getTerminos': () => ok(null, '1'),
      '/Dashboard/Summary': () => ok(demoSummary()),
    }),
  );
}

function renderApp(path: string, role?: RoleCode) {
  if (role) saveUserData(demoUser(role));
  mockApi(role);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient };
}

describe('login guard (spec §2)', () => {
  it('sends a visitor without stored user data to /login, remembering the page', async () => {
    const { router } = renderApp('/ordenes?mine=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/ordenes?mine=1' });
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login to their landing screen', async () => {
    const { router } = renderApp('/login', 'PK');
    await waitFor(() => expect(router.state.location.pathname).toBe('/picking'));
  });

  it('lands a dispatcher (DE), who has no dashboard, on the kanban', async () => {
    const { router } = renderApp('/', 'DE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ordenes-kanban'));
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect([...nav.querySelectorAll('a[data-screen]')].map((link) => link.getAttribute('data-screen'))).toEqual(['kanban']);
  });

  it('sends a customer (C), who has no screens, to /not-authorized', async () => {
    const { router } = renderApp('/', 'C');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
    expect(await screen.findByRole('heading', { name: 'No autorizado' })).toBeInTheDocument();
  });

  it('shows "No autorizado" in the shell for a screen the role may not see, with a way to its landing screen', async () => {
    const { router } = renderApp('/usuarios', 'PK');
    expect(await screen.findByRole('heading', { name: 'No autorizado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/usuarios');
    expect(screen.getByRole('link', { name: 'Ir a mi inicio' })).toHaveAttribute('href', '/picking');
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
  });

  it("opens a route naming several screens to a role with one of them: SU reads a customer's page, PK may not", async () => {
    const { ROUTE_SCREENS, canSee } = await import('../../contract/screens');
    expect(ROUTE_SCREENS['/cliente/$id']).toEqual(['clientes', 'easycreditos']);
    expect(['SA', 'CC', 'PS', 'SU'].every((role) => canSee(role, ROUTE_SCREENS['/cliente/$id']))).toBe(true);
    expect(['AD', 'GE', 'PK', 'DE', 'C'].some((role) => canSee(role, ROUTE_SCREENS['/cliente/$id']))).toBe(false);
    // The list stays CC, PS and SA's.
    expect(canSee('SU', ROUTE_SCREENS['/clientes'])).toBe(false);
    const su = renderApp('/cliente/1', 'SU');
    // The page itself answers (here the mock server knows no /Customer/Get): it was not refused by the guard.
    expect(await screen.findByText('Esta función no está disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No autorizado' })).not.toBeInTheDocument();
    su.unmount();
    renderApp('/cliente/1', 'PK');
    expect(await screen.findByRole('heading', { name: 'No autorizado' })).toBeInTheDocument();
  });

  it('redirects unknown paths to /error-404', async () => {
    const { router } = renderApp('/esta/ruta/no-existe', 'AD');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error-404'));
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('has a route for every signed-in route of the contract', async () => {
    const { router } = renderApp('/error-404');
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    const { ROUTE_SCREENS } = await import('../../contract/screens');
    const paths = new Set(Object.keys(router.routesByPath).map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)));
    for (const route of [...Object.keys(ROUTE_SCREENS), '/login', '/register', '/forgot-password', '/usuario/recuperar-password', '/error-404', '/not-authorized']) {
      expect(paths.has(route), route).toBe(true);
    }
  });

  it('gives every signed-in route the screen contract ROUTE_SCREENS names for its path', async () => {
    const { ROUTE_SCREENS } = await import('../../contract/screens');
    const router = createAppRouter(new QueryClient(), createMemoryHistory({ initialEntries: ['/login'] }));
    const found = new Map<string, string | undefined>();
    for (const [id, route] of Object.entries(router.routesById)) {
      if (!id.startsWith('/_app/')) continue;
      const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath;
      found.set(path, route.options.staticData?.screen);
    }
    for (const [path, screenId] of Object.entries(ROUTE_SCREENS)) expect(found.get(path), path).toBe(screenId);
    // Routes outside the table are open to every signed-in role: they must not claim a screen either.
    const extra = [...found].filter(([path]) => !(path in ROUTE_SCREENS));
    expect(extra.filter(([, screenId]) => screenId !== undefined)).toEqual([]);
  });
});

/** The AppShell navbar: the menu and, below the wide breakpoint, the scope selectors. */
async function menuPanel(): Promise<HTMLElement> {
  await screen.findByRole('navigation', { name: 'Menú principal' });
  const panel = document.querySelector<HTMLElement>('.mantine-AppShell-navbar');
  if (!panel) throw new Error('no AppShell navbar');
  return panel;
}

describe('shell header', () => {
  it('offers the SA the company, store and warehouse selectors and refetches everything when the company changes', async () => {
    const { queryClient } = renderApp('/cache', 'SA');
    // jsdom matches no media query, so the selectors sit in the menu panel (as on a tablet).
    const panel = within(await menuPanel());
    expect(await panel.findByLabelText('Empresa')).toBeInTheDocument();
    expect(panel.getByLabelText('Tienda')).toBeInTheDocument();
    expect(panel.getByLabelText('Bodega')).toBeInTheDocument();
    expect(panel.getByLabelText('Idioma')).toBeInTheDocument();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    window.dispatchEvent(new Event(COMPANY_CHANGED_EVENT));
    expect(invalidate).toHaveBeenCalledWith();
  });

  it('does not offer the company selector to other roles', async () => {
    renderApp('/usuarios', 'AD');
    const panel = within(await menuPanel());
    expect(await panel.findByLabelText('Tienda')).toBeInTheDocument();
    expect(panel.queryByLabelText('Empresa')).toBeNull();
  });
});
