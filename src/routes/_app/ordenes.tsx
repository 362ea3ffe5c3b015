import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { parseOrdersSearch } from '../../features/orders/lib/order-search';

export const Route = createFileRoute('/_app/ordenes')({
  staticData: { screen: 'ordenes' },
  validateSearch: parseOrdersSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrdersPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
