import { createFileRoute } from '@tanstack/react-router';
import { SamplingPage } from '../../../features/sampling/components/sampling-page';

export const Route = createFileRoute('/_app/sampling/')({
  staticData: { screen: 'sampling' },
  component: SamplingPage,
});
