import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/bodega/nueva')({
  staticData: { screen: 'bodegas' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/bodega/nueva" />;
}
