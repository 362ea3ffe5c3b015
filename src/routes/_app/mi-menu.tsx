import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/mi-menu')({
  staticData: { screen: 'mi-menu' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/mi-menu" />;
}
