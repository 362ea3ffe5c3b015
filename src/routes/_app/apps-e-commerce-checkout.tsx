import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../features/checkout/components/checkout-page';
import { parseCheckoutSearch } from '../../features/checkout/lib/checkout-search';

export const Route = createFileRoute('/_app/apps-e-commerce-checkout')({
  staticData: { screen: 'ECommerceCheckout' },
  validateSearch: parseCheckoutSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CheckoutPage
      customerId={search.cliente ?? null}
      onCustomerChange={(id) => void navigate({ search: id === null ? {} : { cliente: id }, replace: true })}
      onBackToShop={() => void navigate({ to: '/tienda-cliente' })}
    />
  );
}
