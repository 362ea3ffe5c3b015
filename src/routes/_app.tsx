import { createFileRoute, Outlet, redirect, useLocation, useMatches, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { TERMS_EXEMPT_ROLES } from '../../contract/roles';
import { canSee, landingRoute } from '../../contract/screens';
import { ShellSkeleton } from '../components/pages/page-skeleton';
import { RoutePending } from '../components/pages/route-status';
import { NotAuthorizedPage } from '../components/pages/not-authorized-page';
import { useLogout } from '../features/auth/api/use-logout';
import { usePickingSettlements } from '../features/picking/api/use-picking-settlements';
import { AppLayout } from '../features/shell/components/app-layout';
import { preloadLogoutWarning, useLogoutGuard } from '../features/sync/components/logout-guard';
import { SyncBadge } from '../features/sync/components/sync-badge';
import { NewsButton } from '../features/news/components/news-button';
import { PushListener } from '../features/push/components/push-listener';
import { PushMenuItems } from '../features/push/components/push-menu-items';
import { termsStatusQuery } from '../features/terms/api/terms-queries';
import { getUserData, useUserData } from '../lib/user-data';

// The terms prompt (a modal with its form) is downloaded only for a user who still has to accept the terms.
const TermsGate = lazy(() => import('../features/terms/components/terms-gate').then((module) => ({ default: module.TermsGate })));

/** Asks the same cached question as TermsGate (same query) and loads the gate only when its answer is "pending". */
function LazyTermsGate() {
  const user = useUserData();
  const userID = user?.userID ?? 0;
  const applies = user !== null && userID > 0 && !TERMS_EXEMPT_ROLES.includes(user.rol);
  const status = useQuery({ ...termsStatusQuery(userID), enabled: applies });
  if (!applies || status.data !== 'pending') return null;
  return (
    <Suspense fallback={null}>
      <TermsGate />
    </Suspense>
  );
}

/** Signed-in screens: the guard (spec §2, §6) and the vertical layout. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    const user = getUserData();
    // A session exists when stored user data exists (spec §2).
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    // Roles without a dashboard start on their own landing screen.
    if (location.pathname === '/' && !canSee(user.rol, 'dashboard')) throw redirect({ href: landingRoute(user.rol), replace: true });
  },
  pendingComponent: () => <RoutePending skeleton={<ShellSkeleton />} />,
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  // Outbox answers reach the picking caches whichever screen is open (a take's answer often lands mid-navigation).
  usePickingSettlements();
  // The atom can lag one render behind a login in this tab; localStorage is the truth (spec §2).
  const user = useUserData() ?? getUserData();
  const navigate = useNavigate();
  const location = useLocation();
  // The deepest matched route that names a screen rules the page (its staticData mirrors contract ROUTE_SCREENS).
  const screen = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.screen !== undefined)?.staticData.screen ?? null });
  const { logout, pending } = useLogout();
  const loggingOut = useRef(false);

  // The session ended elsewhere (another tab, or the server refused the token): back to login, then here again.
  useEffect(() => {
    if (!user && !getUserData() && !loggingOut.current) void navigate({ to: '/login', search: { redirect: location.href }, replace: true });
  }, [user, navigate, location.href]);

  const onLogout = useCallback(() => {
    loggingOut.current = true;
    void logout().then(() => navigate({ to: '/login', replace: true }));
  }, [logout, navigate]);
  const logoutGuard = useLogoutGuard(onLogout);
  // The logout warning's dialog is fetched once the layout is up, so that it opens offline even before the service
  // worker controls the page.
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) preloadLogoutWarning();
  }, [signedIn]);

  if (!user) return null;
  const forbidden = screen !== null && !canSee(user.rol, screen);
  const landing = landingRoute(user.rol);

  return (
    <AppLayout role={user.rol} onLogout={logoutGuard.requestLogout} logoutPending={pending} userMenuItems={<PushMenuItems role={user.rol} userId={user.userID} />} headerStatus={
        <>
          <SyncBadge />
          <NewsButton />
        </>
      }>
      {forbidden ? (
        <NotAuthorizedPage landing={landing === '/not-authorized' ? null : landing} onLogout={landing === '/not-authorized' ? logoutGuard.requestLogout : undefined} logoutPending={pending} />
      ) : (
        <Outlet />
      )}
      <LazyTermsGate />
      <PushListener />
      {logoutGuard.modal}
    </AppLayout>
  );
}
