import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { StorefrontHomeStrip } from '../../features/content/components/storefront-home-strip';
import { useShopStore } from '../../features/shop/components/choose-store';
import { ShopPage } from '../../features/shop/components/shop-page';

export const Route = createFileRoute('/_app/tienda')({
  staticData: { screen: 'tienda' },
  component: TiendaRoute,
});

/** The shop with the storefront's content strip (banners, carousels, category rows) above it, as customers see it. */
function TiendaRoute() {
  const store = useShopStore();
  return (
    <Stack gap="md">
      {store.scope ? <StorefrontHomeStrip scope={store.scope} /> : null}
      <ShopPage />
    </Stack>
  );
}
