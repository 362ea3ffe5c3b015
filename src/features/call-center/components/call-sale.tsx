/**
 * The sale of one call, once the customer is known: where and when it goes, what they buy (with the server's live
 * pricing), promotions, payment, and "Crear orden". Everything entered stays when the server refuses the order.
 */
import { Trans } from '@lingui/react/macro';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { AddressChooser } from '../../../components/address-chooser';
import { CartSummary } from '../../../components/cart-summary';
import { PaymentChooser } from '../../../components/payment-chooser';
import { PlaceOrderBar } from '../../../components/place-order-bar';
import { PromoFields } from '../../../components/promo-fields';
import { SaleCustomer } from '../../../components/sale-customer';
import { SaleStoreSlot } from '../../../components/sale-store-slot';
import { useSale } from '../../../components/use-sale';
import type { PlacedOrder } from '../../../lib/selling/place-order';
import type { CompanyScope } from '../../../lib/selling/selling-queries';
import type { SellingStores } from '../../../lib/selling/store-choice';
import { ProductSearch } from './product-search';
import { SaleStep } from '../../../components/sale-step';

export interface CallSaleProps {
  scope: CompanyScope;
  customerId: number;
  onChangeCustomer: () => void;
  stores: SellingStores;
  storeId: number | null;
  onStore: (storeId: number) => void;
  onPlaced: (placed: PlacedOrder) => void;
}

export function CallSale({ scope, customerId, onChangeCustomer, stores, storeId, onStore, onPlaced }: CallSaleProps) {
  const { customer, cart, address, setAddressId, delivery, setDelivery, promo, setPromo, payment, setPayment, pricing, total, orderBar } = useSale({
    scope,
    customerId,
    storeId,
    channel: 'call_center',
    onPlaced,
  });
  const currency = stores.currencyOf(storeId);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <SaleStep number={1} title={<Trans>Cliente</Trans>}>
            <SaleCustomer customer={customer.data} onChange={onChangeCustomer} testId="call-customer" />
          </SaleStep>
          {delivery.fulfilment === 'delivery' ? (
            <SaleStep number={2} title={<Trans>Dirección</Trans>}>
              {customer.data ? <AddressChooser customer={customer.data} value={address?.id ?? null} onChange={setAddressId} /> : <Skeleton h={60} />}
            </SaleStep>
          ) : null}
          <SaleStep number={3} title={<Trans>Tienda y horario</Trans>}>
            <SaleStoreSlot scope={scope} stores={stores} storeId={storeId} onStore={onStore} delivery={delivery} onDelivery={setDelivery} currency={currency} searchable />
          </SaleStep>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <SaleStep number={4} title={<Trans>Productos</Trans>}>
            {storeId === null ? null : <ProductSearch scope={scope} storeId={storeId} day={delivery.day} cart={cart} currency={currency} />}
            <CartSummary cart={cart} pricing={pricing} currency={currency} freeShippingToggle />
            <PromoFields value={promo} onChange={setPromo} />
          </SaleStep>
          <SaleStep number={5} title={<Trans>Pago</Trans>}>
            <PaymentChooser customerId={customerId} value={payment} onChange={setPayment} totalCents={total} currency={currency} />
          </SaleStep>
          <SaleStep number={6} title={<Trans>Confirmar</Trans>}>
            <PlaceOrderBar {...orderBar} currency={currency} label={<Trans>Crear orden</Trans>} />
          </SaleStep>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
