import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/home')({
  staticData: { screen: 'contenido' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/home" />;
}
