import { createFileRoute } from '@tanstack/react-router';
import { FormSkeleton } from '../../components/pages/page-skeleton';
import { RoutePending } from '../../components/pages/route-status';
import { RegisterPage } from '../../features/auth/components/register-page';

export const Route = createFileRoute('/_public/register')({
  pendingComponent: () => <RoutePending skeleton={<FormSkeleton />} />,
  component: RegisterPage,
});
