import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/market/producto/$id')({
  staticData: { screen: 'market' },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UnderConstruction route="/market/producto/$id" detail={`#${id}`} />;
}
