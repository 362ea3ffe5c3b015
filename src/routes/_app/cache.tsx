import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/cache')({
  staticData: { screen: 'cache' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/cache" />;
}
