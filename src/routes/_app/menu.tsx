import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/menu')({
  staticData: { screen: 'categorias' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/menu" />;
}
