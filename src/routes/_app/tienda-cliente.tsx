import { createFileRoute } from '@tanstack/react-router';
import { CustomerShopPage } from '../../features/shop/components/customer-shop-page';
import { parseShopCustomerSearch } from '../../features/shop/lib/shop-customer-search';

export const Route = createFileRoute('/_app/tienda-cliente')({
  staticData: { screen: 'tienda-cliente' },
  validateSearch: parseShopCustomerSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomerShopPage
      customerId={search.cliente ?? null}
      onCustomerChange={(cliente) => void navigate({ search: cliente === null ? {} : { cliente } })}
    />
  );
}
