import { createFileRoute } from '@tanstack/react-router';
import { FormSkeleton } from '../../../components/pages/page-skeleton';
import { RoutePending } from '../../../components/pages/route-status';
import { ResetPasswordPage } from '../../../features/auth/components/reset-password-page';

export interface ResetPasswordSearch {
  /** The single-use token from the e-mailed link. */
  token?: string;
}

export const Route = createFileRoute('/_public/usuario/recuperar-password')({
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch => (typeof search.token === 'string' ? { token: search.token } : {}),
  pendingComponent: () => <RoutePending skeleton={<FormSkeleton />} />,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
