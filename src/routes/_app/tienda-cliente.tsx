import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/tienda-cliente')({
  staticData: { screen: 'tienda-cliente' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/tienda-cliente" />;
}
