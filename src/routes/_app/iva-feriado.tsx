import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '../../components/pages/under-construction';

export const Route = createFileRoute('/_app/iva-feriado')({
  staticData: { screen: 'iva-feriado' },
  component: RouteComponent,
});

function RouteComponent() {
  return <UnderConstruction route="/iva-feriado" />;
}
