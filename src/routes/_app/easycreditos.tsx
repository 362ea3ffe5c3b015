import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/easycreditos')({
  staticData: { screen: 'easycreditos' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/easycreditos" />;
}
