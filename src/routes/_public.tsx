import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Box } from '@mantine/core';
import { FormSkeleton } from '../components/pages/page-skeleton';
import { RoutePending } from '../components/pages/route-status';
import { PublicLayout } from '../components/public-layout';

/** Public full-page screens (spec §2). */
export const Route = createFileRoute('/_public')({
  pendingComponent: () => <RoutePending skeleton={<Box pt={96} px="md"><FormSkeleton /></Box>} />,
  component: PublicLayoutRoute,
});

function PublicLayoutRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
