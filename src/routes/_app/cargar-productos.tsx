import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/cargar-productos')({
  staticData: { screen: 'cargar-productos' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/cargar-productos" />;
}
