import { createFileRoute } from '@tanstack/react-router';
import { FormSkeleton } from '../../components/pages/page-skeleton';
import { RoutePending } from '../../components/pages/route-status';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';

export const Route = createFileRoute('/_public/forgot-password')({
  pendingComponent: () => <RoutePending skeleton={<FormSkeleton />} />,
  component: ForgotPasswordPage,
});
