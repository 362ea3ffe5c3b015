import { createFileRoute } from '@tanstack/react-router';
import { GoToNotFound } from '../../../../components/pages/go-to-not-found';
import { StoreFormPage } from '../../../../features/stores/components/store-form-page';

const toStoreId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

export const Route = createFileRoute('/_app/store/editar/$id')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

function RouteComponent() {
  const id = toStoreId(Route.useParams().id);
  if (id === null) return <GoToNotFound />;
  // A new key per store: its form starts from what was loaded.
  return <StoreFormPage key={id} storeId={id} />;
}
