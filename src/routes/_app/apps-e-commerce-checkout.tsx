import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/apps-e-commerce-checkout')({
  staticData: { screen: 'ECommerceCheckout' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/apps-e-commerce-checkout" />;
}
