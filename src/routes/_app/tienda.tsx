import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../features/shop/components/shop-page';

export const Route = createFileRoute('/_app/tienda')({
  staticData: { screen: 'tienda' },
  component: ShopPage,
});
