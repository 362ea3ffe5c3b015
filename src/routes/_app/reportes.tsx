import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/reportes')({
  staticData: { screen: 'reportes' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/reportes" />;
}
