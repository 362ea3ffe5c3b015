import { createFileRoute } from '@tanstack/react-router';
import { CachePage } from '../../features/cache/components/cache-page';

export const Route = createFileRoute('/_app/cache')({
  staticData: { screen: 'cache' },
  component: CachePage,
});
