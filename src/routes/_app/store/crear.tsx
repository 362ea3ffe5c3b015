import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/store/crear')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/store/crear" />;
}
