import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/bines')({
  staticData: { screen: 'bines' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/bines" />;
}
