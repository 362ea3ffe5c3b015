import { createFileRoute } from '@tanstack/react-router';
import { DisplayOrderPage } from '../../../../features/products/components/display-order-page';

/** `?category=<id>`: the category being ordered (kept in the URL, so a reload or a shared link opens it). */
function parseSearch(search: Record<string, unknown>): { category?: number } {
  const category = Number(search['category']);
  return Number.isSafeInteger(category) && category > 0 ? { category } : {};
}

export const Route = createFileRoute('/_app/market/producto/ordenar')({
  staticData: { screen: 'market' },
  validateSearch: parseSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <DisplayOrderPage categoryId={category} onCategoryChange={(next) => void navigate({ search: next === undefined ? {} : { category: next }, replace: true })} />;
}
