import { createFileRoute } from '@tanstack/react-router';
import { SamplingProductsPage } from '../../../features/sampling/components/sampling-products-page';

export const Route = createFileRoute('/_app/sampling/productos')({
  staticData: { screen: 'sampling' },
  component: SamplingProductsPage,
});
