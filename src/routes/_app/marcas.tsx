import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/marcas')({
  staticData: { screen: 'marcas' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/marcas" />;
}
