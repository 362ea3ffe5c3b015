import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/promocodes')({
  staticData: { screen: 'promocodes' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/promocodes" />;
}
