import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/invasivo')({
  staticData: { screen: 'invasivo' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/invasivo" />;
}
