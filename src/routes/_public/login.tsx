import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingRoute } from '../../../contract/screens';
import { FormSkeleton } from '../../components/pages/page-skeleton';
import { RoutePending } from '../../components/pages/route-status';
import { LoginPage } from '../../features/auth/components/login-page';
import { getUserData } from '../../lib/user-data';

export interface LoginSearch {
  /** Where to go after signing in (the page the guard turned away). */
  redirect?: string;
}

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => (typeof search.redirect === 'string' ? { redirect: search.redirect } : {}),
  beforeLoad: () => {
    const user = getUserData();
    if (user) throw redirect({ href: landingRoute(user.rol), replace: true });
  },
  pendingComponent: () => <RoutePending skeleton={<FormSkeleton />} />,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return <LoginPage redirect={target} />;
}
