import { createFileRoute } from '@tanstack/react-router';
import { BrandsPage } from '../../features/brands/components/brands-page';

export const Route = createFileRoute('/_app/marcas')({
  staticData: { screen: 'marcas' },
  component: BrandsPage,
});
