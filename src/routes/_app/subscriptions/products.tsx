import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PrimeProductsPage } from '../../../features/subscriptions/components/prime-products-page';
import { parseSubscriptionSearch } from '../../../features/subscriptions/lib/subscription-search';

export const Route = createFileRoute('/_app/subscriptions/products')({
  staticData: { screen: 'subscription' },
  validateSearch: parseSubscriptionSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onAppChange = useCallback((app: number | undefined) => void navigate({ search: app === undefined ? {} : { app }, replace: true }), [navigate]);
  return <PrimeProductsPage search={search} onAppChange={onAppChange} />;
}
