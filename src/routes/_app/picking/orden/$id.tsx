import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../../../components/pages/under-construction';

export const Route = createFileRoute('/_app/picking/orden/$id')({
  component: RouteComponent,
});

function RouteComponent() {
  const { id } = Route.useParams();
  return <UnderConstruction route="/picking/orden/$id" detail={`#${id}`} />;
}
