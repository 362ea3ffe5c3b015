import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/store/cajero/editar/$id')({
  staticData: { screen: 'checker-store-edit' },
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UnderConstruction route="/store/cajero/editar/$id" detail={`#${id}`} />;
}
