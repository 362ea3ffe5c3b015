import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/promotarjeta/$id')({
  staticData: { screen: 'promotarjetas' },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UnderConstruction route="/promotarjeta/$id" detail={`#${id}`} />;
}
