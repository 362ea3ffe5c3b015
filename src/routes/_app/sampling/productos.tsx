import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/sampling/productos')({
  staticData: { screen: 'sampling' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/sampling/productos" />;
}
