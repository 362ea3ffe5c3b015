import { I18nProvider, useLingui } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { COMPANY_CHANGED_EVENT } from '../contract/user-data';
import type { RouteScreens } from '../contract/screens';
import { GoToNotFound } from './components/pages/go-to-not-found';
import { RouteError, RoutePending } from './components/pages/route-status';
import { i18n } from './lib/i18n';
import { queryClient as appQueryClient } from './lib/query-client';
import { getSettings } from './lib/settings';
import { cssVariablesResolver, settingsColorSchemeManager, theme } from './lib/theme';
import { routeTree } from './route-tree.gen';

const ToastsContainer = lazy(() => import('./components/toasts-container').then((module) => ({ default: module.ToastsContainer })));

/**
 * The toasts' container (with its transitions, a tenth of a screen's download) loads with the first toast: until
 * then the toast waits in Mantine's notifications store, which the container reads once it mounts.
 */
function Toasts() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsContainer />
    </Suspense>
  );
}

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient = appQueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Queries own data caching; the router only loads code.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 250,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: GoToNotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The screen permission (contract ROUTE_SCREENS) that rules a signed-in route, or several, each of which opens it; none for screens open to every role. */
    screen?: RouteScreens;
  }
}

const colorSchemeManager = settingsColorSchemeManager();

/** When the company changes (spec §3 browser event) every cached answer may belong to the old one. */
function useRefetchOnCompanyChange(queryClient: QueryClient): void {
  useEffect(() => {
    const onChange = () => void queryClient.invalidateQueries();
    window.addEventListener(COMPANY_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(COMPANY_CHANGED_EVENT, onChange);
  }, [queryClient]);
}

/** Mantine dates follow the active language. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <DatesProvider settings={{ locale: active.locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

interface AppProps {
  router: AppRouter;
  queryClient?: QueryClient;
}

/** Providers (Mantine, direction, Lingui, TanStack Query) around the router. */
export function App({ router, queryClient = appQueryClient }: AppProps) {
  useRefetchOnCompanyChange(queryClient);
  const settings = getSettings();
  return (
    <DirectionProvider initialDirection={settings.dir} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme={settings.skin} colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
        <I18nProvider i18n={i18n}>
          <LocalizedDates>
            <Toasts />
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </LocalizedDates>
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
