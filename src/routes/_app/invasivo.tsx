import { createFileRoute } from '@tanstack/react-router';
import { BannersPage } from '../../features/intrusive-banner/components/banners-page';

export const Route = createFileRoute('/_app/invasivo')({
  staticData: { screen: 'invasivo' },
  component: BannersPage,
});
