import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/subscriptions/options')({
  staticData: { screen: 'subscription' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/subscriptions/options" />;
}
