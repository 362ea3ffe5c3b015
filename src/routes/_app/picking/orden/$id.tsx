import { createFileRoute } from '@tanstack/react-router';
import { canSee } from '../../../../../contract/screens';
import { GoToNotFound } from '../../../../components/pages/go-to-not-found';
import { pickingOrderQuery } from '../../../../features/picking/api/picking-queries';
import { PickingOrderPage } from '../../../../features/picking/components/picking-order-page';
import { getUserData } from '../../../../lib/user-data';

const toId = (raw: string): number | null => (/^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

export const Route = createFileRoute('/_app/picking/orden/$id')({
  staticData: { screen: 'picking-orden-detalle' },
  loader: ({ params, context }) => {
    const id = toId(params.id);
    const user = getUserData();
    // Starts the fetch without waiting: offline (or on a weak signal) the page opens at once from the saved copy.
    if (id !== null && user && canSee(user.rol, 'picking-orden-detalle')) void context.queryClient.prefetchQuery(pickingOrderQuery(id));
  },
  component: RouteComponent,
});

function RouteComponent() {
  const id = toId(Route.useParams().id);
  return id === null ? <GoToNotFound /> : <PickingOrderPage orderId={id} />;
}
