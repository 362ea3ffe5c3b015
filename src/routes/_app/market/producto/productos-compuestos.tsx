import { createFileRoute } from '@tanstack/react-router';
import { CompositePage } from '../../../../features/products/components/composite-page';

/** `?product=<id>`: the composite open in the editor (a reload or a shared link opens it). */
function parseSearch(search: Record<string, unknown>): { product?: number } {
  const product = Number(search['product']);
  return Number.isSafeInteger(product) && product > 0 ? { product } : {};
}

export const Route = createFileRoute('/_app/market/producto/productos-compuestos')({
  staticData: { screen: 'market' },
  validateSearch: parseSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const { product } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CompositePage productId={product} onProductChange={(next) => void navigate({ search: next === undefined ? {} : { product: next } })} />;
}
