import { createFileRoute } from '@tanstack/react-router';
import { MassUpdatePage } from '../../../features/mass-update/components/mass-update-page';

export const Route = createFileRoute('/_app/market/actualizacion')({
  staticData: { screen: 'market' },
  component: MassUpdatePage,
});
