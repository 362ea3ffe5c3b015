import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';

// Spanish with no compiled catalogue: in development the macros carry the source text.
i18n.loadAndActivate({ locale: 'es', messages: {} });

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

type JotaiStore = ReturnType<typeof createStore>;

export function Providers({ children, queryClient, store }: { children: ReactNode; queryClient: QueryClient; store?: JotaiStore }) {
  return (
    <JotaiProvider store={store ?? createStore()}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          {/* env="test": no transitions and no portals, so modals render in place. */}
          <MantineProvider env="test">{children}</MantineProvider>
        </I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { queryClient = createTestQueryClient(), store = createStore() }: { queryClient?: QueryClient; store?: JotaiStore } = {},
): RenderResult & { queryClient: QueryClient; store: JotaiStore } {
  return { ...render(<Providers queryClient={queryClient} store={store}>{ui}</Providers>), queryClient, store };
}

/** Renders a small memory router: `routes` maps paths to components; starts at `initialPath`. */
export function renderWithRouter(routes: Record<string, () => ReactNode>, initialPath: string, queryClient = createTestQueryClient()) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const children = Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => rootRoute, path, component }));
  const router = createRouter({ routeTree: rootRoute.addChildren(children), history: createMemoryHistory({ initialEntries: [initialPath] }) });
  const result = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}
