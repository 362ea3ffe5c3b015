import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/store/editar/$id')({
  staticData: { screen: 'store' },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UnderConstruction route="/store/editar/$id" detail={`#${id}`} />;
}
