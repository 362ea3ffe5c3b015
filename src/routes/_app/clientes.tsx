import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/clientes')({
  staticData: { screen: 'clientes' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/clientes" />;
}
