import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/usuarios')({
  staticData: { screen: 'usuarios' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/usuarios" />;
}
