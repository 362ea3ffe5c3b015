import { createFileRoute } from '@tanstack/react-router';
import { canSee } from '../../../../contract/screens';
import { orderRefQuery } from '../../../features/orders/api/order-queries';
import { OrderDetailPage } from '../../../features/orders/components/order-detail-page';
import { GoToNotFound } from '../../../components/pages/go-to-not-found';
import { getUserData } from '../../../lib/user-data';

/**
 * `/orden/:id` takes the number staff read aloud (`/orden/10391`) or the internal id: the server resolves it, the
 * number in the caller's company first (contract orderGetRequest `ref`). Anything but a short token is not an order.
 */
const toRef = (raw: string): string | null => (/^[\p{L}\p{N}_-]{1,40}$/u.test(raw) ? raw : null);

export const Route = createFileRoute('/_app/orden/$id')({
  staticData: { screen: 'orden-detalle' },
  loader: async ({ params, context }) => {
    const ref = toRef(params.id);
    const user = getUserData();
    // Only warm the cache; refusals and errors are shown by the page itself.
    if (ref !== null && user && canSee(user.rol, 'orden-detalle')) await context.queryClient.ensureQueryData(orderRefQuery(ref, context.queryClient)).catch(() => undefined);
  },
  component: RouteComponent,
});

function RouteComponent() {
  const ref = toRef(Route.useParams().id);
  return ref === null ? <GoToNotFound /> : <OrderDetailPage orderRef={ref} />;
}
