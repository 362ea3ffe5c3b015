import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/pages/not-found-page';
import { StoreCheckerPage } from '../../../../../features/store-checker/components/store-checker-page';

export const Route = createFileRoute('/_app/store/cajero/editar/$id')({
  staticData: { screen: 'checker-store-edit' },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  const storeId = Number(id);
  if (!Number.isInteger(storeId) || storeId <= 0) return <NotFoundPage />;
  return <StoreCheckerPage key={storeId} storeId={storeId} />;
}
