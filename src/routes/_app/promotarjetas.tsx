import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/promotarjetas')({
  staticData: { screen: 'promotarjetas' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/promotarjetas" />;
}
