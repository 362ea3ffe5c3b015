import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/products/components/product-list-page';
import { parseProductListSearch } from '../../../features/products/lib/product-list-search';

export const Route = createFileRoute('/_app/market/productos')({
  staticData: { screen: 'market' },
  validateSearch: parseProductListSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
