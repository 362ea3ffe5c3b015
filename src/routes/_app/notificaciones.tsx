import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/notificaciones')({
  staticData: { screen: 'notificaciones' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/notificaciones" />;
}
