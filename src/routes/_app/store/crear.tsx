import { createFileRoute } from '@tanstack/react-router';
import { StoreFormPage } from '../../../features/stores/components/store-form-page';

export const Route = createFileRoute('/_app/store/crear')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

function RouteComponent() {
  return <StoreFormPage storeId={null} />;
}
