import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export interface OrdersSearch {
  /** "Mis órdenes": only the signed-in user's orders. */
  mine?: 1;
}

export const Route = createFileRoute('/_app/ordenes')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => (search.mine === 1 || search.mine === '1' ? { mine: 1 } : {}),
  component: RouteComponent,
});

function RouteComponent() {
  const { mine } = Route.useSearch();
  return <UnderConstruction route="/ordenes" mine={mine === 1} />;
}
