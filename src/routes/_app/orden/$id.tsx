import { createFileRoute } from '@tanstack/react-router';
import { canSee } from '../../../../contract/screens';
import { orderDetailQuery } from '../../../features/orders/api/order-queries';
import { OrderDetailPage } from '../../../features/orders/components/order-detail-page';
import { GoToNotFound } from '../../../components/pages/go-to-not-found';
import { getUserData } from '../../../lib/user-data';

const toId = (raw: string): number | null => (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

export const Route = createFileRoute('/_app/orden/$id')({
  staticData: { screen: 'orden-detalle' },
  loader: async ({ params, context }) => {
    const id = toId(params.id);
    const user = getUserData();
    // Only warm the cache; refusals and errors are shown by the page itself.
    if (id !== null && user && canSee(user.rol, 'orden-detalle')) await context.queryClient.ensureQueryData(orderDetailQuery(id)).catch(() => undefined);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const id = toId(Route.useParams().id);
  return id === null ? <GoToNotFound /> : <OrderDetailPage orderId={id} />;
}
