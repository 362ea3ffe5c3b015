import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/bodegas')({
  staticData: { screen: 'bodegas' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/bodegas" />;
}
