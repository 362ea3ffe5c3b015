import { createFileRoute } from '@tanstack/react-router';
import { ShopBannerModal } from '../../features/intrusive-banner/components/shop-banner-modal';
import { useShopStore } from '../../features/shop/components/choose-store';
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
  const store = useShopStore();
  const customerId = search.cliente ?? null;
  return (
    <>
      <CustomerShopPage customerId={customerId} onCustomerChange={(cliente) => void navigate({ search: cliente === null ? {} : { cliente } })} />
      {/* The store's intrusive banner for the customer being served (docs/intrusive-banner.md). */}
      {store.scope !== null && customerId !== null ? <ShopBannerModal key={`${store.scope.tiendaId}:${customerId}`} scope={store.scope} customerId={customerId} /> : null}
    </>
  );
}
