import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/novedades-informativas')({
  staticData: { screen: 'novedades' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/novedades-informativas" />;
}
