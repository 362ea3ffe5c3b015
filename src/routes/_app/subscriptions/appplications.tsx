import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ApplicationsPage } from '../../../features/subscriptions/components/applications-page';
import { parseSubscriptionSearch } from '../../../features/subscriptions/lib/subscription-search';

export const Route = createFileRoute('/_app/subscriptions/appplications')({
  staticData: { screen: 'subscription' },
  validateSearch: parseSubscriptionSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onAppChange = useCallback((app: number | undefined) => void navigate({ search: app === undefined ? {} : { app }, replace: true }), [navigate]);
  return <ApplicationsPage search={search} onAppChange={onAppChange} />;
}
