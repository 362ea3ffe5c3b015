import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/call-center')({
  staticData: { screen: 'call-center' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/call-center" />;
}
