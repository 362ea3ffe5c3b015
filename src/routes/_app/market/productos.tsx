import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/market/productos')({
  staticData: { screen: 'market' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/market/productos" />;
}
