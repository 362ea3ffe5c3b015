import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/categorias')({
  staticData: { screen: 'categorias' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/categorias" />;
}
