import { createFileRoute } from '@tanstack/react-router';
import { ROUTE_SCREENS } from '../../../../contract/screens';
import { GoToNotFound } from '../../../components/pages/go-to-not-found';
import { CustomerCreditPanel } from '../../../features/credits/components/customer-credit-panel';
import { CustomerPage } from '../../../features/customers/components/customer-page';

const toId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** A customer's page: CC, PS, SA edit it; SU (easycreditos) reads it for the store credit balance. */
export const Route = createFileRoute('/_app/cliente/$id')({
  staticData: { screen: ROUTE_SCREENS['/cliente/$id'] },
  component: RouteComponent,
});

function RouteComponent() {
  const id = toId(Route.useParams().id);
  if (id === null) return <GoToNotFound />;
  return <CustomerPage customerId={id} creditPanel={CustomerCreditPanel} />;
}
