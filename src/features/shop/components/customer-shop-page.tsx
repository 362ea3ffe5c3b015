/**
 * /tienda-cliente (PS, SA; docs/shop.md): shopping on behalf of a customer. First the customer, then the store's
 * catalogue with "Agregar" and the customer's cart (a side panel on desktop, a drawer on phones) priced live by the
 * server; "Ir a pagar" opens checkout with the same cart (cart-store, by customer).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Drawer, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconShoppingCart, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { ShopProduct } from '../../../../contract/schemas/shop';
import { CartSummary } from '../../../components/cart-summary';
import { ChooseCompany } from '../../../components/choose-company';
import { CustomerFinder } from '../../../components/customer-finder';
import { usePageTitle } from '../../../components/page-title';
import { useCart, type CartApi } from '../../../lib/cart/cart-store';
import { useCartPricing } from '../../../lib/cart/pricing-query';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useFormat } from '../../../lib/format';
import { sellingCustomerQuery } from '../../../lib/selling/selling-queries';
import { storeShippingQuery, type ShopScope } from '../api/shop-queries';
import { cartProductOf } from '../../../lib/cart/cart-product';
import { useCatalogueColumns } from './catalogue-columns';
import { ChooseStore, useShopStore } from './choose-store';
import { defaultDelivery, DeliveryChoice, deliveryPricing, type DeliveryValue } from './delivery-choice';
import { ShopCatalogue } from './shop-catalogue';

interface CustomerShopPageProps {
  customerId: number | null;
  onCustomerChange: (customerId: number | null) => void;
}

export function CustomerShopPage({ customerId, onCustomerChange }: CustomerShopPageProps) {
  const { t } = useLingui();
  const title = t`Tienda para un cliente`;
  usePageTitle(title);
  const store = useShopStore();
  const { scope: companyScope } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {store.needsCompany ? (
        <ChooseCompany />
      ) : customerId === null ? (
        <Paper withBorder radius="md" p="md" maw={720}>
          <Stack gap="sm">
            <Text fw={600}>
              <Trans>¿Para qué cliente compras?</Trans>
            </Text>
            <CustomerFinder scope={companyScope} onChoose={onCustomerChange} autoFocus />
          </Stack>
        </Paper>
      ) : store.scope === null ? (
        <ChooseStore />
      ) : (
        <CustomerShop key={customerId} customerId={customerId} scope={store.scope} currency={store.currency} onChangeCustomer={() => onCustomerChange(null)} />
      )}
    </Stack>
  );
}

function CustomerShop({ customerId, scope, currency, onChangeCustomer }: { customerId: number; scope: ShopScope; currency: string; onChangeCustomer: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const customer = useQuery(sellingCustomerQuery(customerId));
  const cart = useCart(customerId);
  const shipping = useQuery(storeShippingQuery(scope));
  const [chosenDelivery, setDelivery] = useState<DeliveryValue | null>(null);
  const delivery = chosenDelivery ?? (shipping.data ? defaultDelivery(shipping.data) : null);
  const pricing = useCartPricing({
    ...(scope.empresaId === undefined ? {} : { empresaId: scope.empresaId }),
    customerId,
    storeId: scope.tiendaId,
    cart: cart.cart,
    ...(delivery === null ? {} : deliveryPricing(delivery)),
    // A store charging by zone cannot be priced before the zone is known.
    enabled: delivery !== null,
  });
  const { phone, columns } = useCatalogueColumns(true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const inCart = new Map(cart.cart.productos.map((line) => [line.id, line.qty]));
  const { add } = cart;
  const action = (product: ShopProduct) => {
    const qty = inCart.get(product.id) ?? 0;
    const full = product.noDisponible !== null || qty >= product.stock;
    const name = product.nombre;
    return (
      <Button size="compact-sm" disabled={full} onClick={() => add(cartProductOf(product))} aria-label={t`Agregar ${name}`}>
        {qty > 0 ? <Trans>Agregar ({qty})</Trans> : <Trans>Agregar</Trans>}
      </Button>
    );
  };
  const count = f.count(cart.count);
  const checkout = () => void navigate({ href: `/apps-e-commerce-checkout?cliente=${customerId}` });

  if (customer.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={describe(customer.error)}>
        <Button variant="light" onClick={onChangeCustomer}>
          <Trans>Elegir otro cliente</Trans>
        </Button>
      </Alert>
    );
  }
  const deliveryChoice = shipping.data ? <DeliveryChoice rules={shipping.data} value={delivery} onChange={setDelivery} currency={currency} /> : null;
  const cartPanel = <CartPanel cart={cart} pricing={pricing} currency={currency} onCheckout={checkout} delivery={deliveryChoice} />;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconUserCircle size={22} aria-hidden />
            <Text fw={600} truncate data-testid="shop-customer" miw={0}>
              {customer.data?.name ?? '…'}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={onChangeCustomer} style={{ flexShrink: 0 }}>
              <Trans>Cambiar cliente</Trans>
            </Button>
          </Group>
          {phone ? (
            <Button leftSection={<IconShoppingCart size={18} />} rightSection={<CountBadge count={count} />} onClick={drawer.open} aria-label={t`Carrito: ${count} productos`}>
              <Trans>Carrito</Trans>
            </Button>
          ) : (
            <Group gap={6} aria-label={t`Carrito: ${count} productos`} role="status">
              <IconShoppingCart size={18} aria-hidden />
              <Text size="sm" fw={600}>
                <Trans>Carrito</Trans>
              </Text>
              <CountBadge count={count} />
            </Group>
          )}
        </Group>
      </Paper>
      {phone ? (
        <>
          <ShopCatalogue scope={scope} currency={currency} phone columns={columns} action={action} />
          <Drawer opened={drawerOpened} onClose={drawer.close} position="right" size="100%" title={t`Carrito`}>
            {cartPanel}
          </Drawer>
        </>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
            <ShopCatalogue scope={scope} currency={currency} phone={false} columns={columns} action={action} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
            <Paper withBorder radius="md" p="sm" pos="sticky" top="calc(var(--app-shell-header-height, 60px) + 8px)">
              {cartPanel}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function CountBadge({ count }: { count: string }) {
  return (
    <Badge size="sm" variant="filled" color="dark" data-testid="cart-count-badge">
      {count}
    </Badge>
  );
}

function CartPanel({ cart, pricing, currency, onCheckout, delivery }: { cart: CartApi; pricing: ReturnType<typeof useCartPricing>; currency: string; onCheckout: () => void; delivery: ReactNode }) {
  return (
    <Stack gap="sm">
      {delivery}
      <CartSummary cart={cart} pricing={pricing} currency={currency} />
      <Button rightSection={<IconArrowRight size={16} />} disabled={cart.cart.productos.length === 0} onClick={onCheckout}>
        <Trans>Ir a pagar</Trans>
      </Button>
      {cart.cart.productos.length > 0 ? (
        <Button variant="subtle" color="red" size="xs" onClick={cart.clear}>
          <Trans>Vaciar carrito</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
