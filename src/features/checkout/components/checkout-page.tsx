/**
 * /apps-e-commerce-checkout (PS, SU, SA; docs/call-center.md): the cart built on /tienda-cliente for a customer
 * (`?cliente=<id>`; without one, choose the customer first), then address, slot, payment, promo code or card BIN,
 * store credit, the server's review, and "Realizar pedido". Sections stacked with big touch targets (phones first).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AddressChooser } from '../../../components/address-chooser';
import { CartSummary } from '../../../components/cart-summary';
import { ChooseCompany } from '../../../components/choose-company';
import { CustomerFinder } from '../../../components/customer-finder';
import { OrderPlaced } from '../../../components/order-placed';
import { usePageTitle } from '../../../components/page-title';
import { PaymentChooser } from '../../../components/payment-chooser';
import { PlaceOrderBar } from '../../../components/place-order-bar';
import { PromoFields } from '../../../components/promo-fields';
import { SaleCustomer } from '../../../components/sale-customer';
import { SaleStep } from '../../../components/sale-step';
import { SaleStoreSlot } from '../../../components/sale-store-slot';
import { useSale } from '../../../components/use-sale';
import type { PlacedOrder } from '../../../lib/selling/place-order';
import type { CompanyScope } from '../../../lib/selling/selling-queries';
import { useSellingStores, type SellingStores } from '../../../lib/selling/store-choice';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { ReviewLines } from './review-lines';

export interface CheckoutPageProps {
  customerId: number | null;
  onCustomerChange: (customerId: number | null) => void;
  onBackToShop: () => void;
}

export function CheckoutPage({ customerId, onCustomerChange, onBackToShop }: CheckoutPageProps) {
  const { t } = useLingui();
  const title = t`Pagar pedido`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  const stores = useSellingStores(scope);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [chosenStore, setStoreId] = useState<number | null>(null);
  const storeId = chosenStore ?? stores.headerStoreId ?? stores.stores[0]?.id ?? null;

  let body;
  if (needsCompany) body = <ChooseCompany />;
  else if (placed) body = <OrderPlaced placed={placed} currency={stores.currencyOf(storeId)} next={<Trans>Volver a la tienda</Trans>} onNext={onBackToShop} />;
  else if (customerId === null) {
    body = (
      <SaleStep number={1} title={<Trans>Cliente</Trans>}>
        <CustomerFinder scope={scope} onChoose={onCustomerChange} autoFocus />
      </SaleStep>
    );
  } else {
    body = (
      <CheckoutSale
        key={customerId}
        scope={scope}
        customerId={customerId}
        onChangeCustomer={() => onCustomerChange(null)}
        stores={stores}
        storeId={storeId}
        onStore={setStoreId}
        onPlaced={setPlaced}
      />
    );
  }
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}

interface CheckoutSaleProps {
  scope: CompanyScope;
  customerId: number;
  onChangeCustomer: () => void;
  stores: SellingStores;
  storeId: number | null;
  onStore: (storeId: number) => void;
  onPlaced: (placed: PlacedOrder) => void;
}

function CheckoutSale({ scope, customerId, onChangeCustomer, stores, storeId, onStore, onPlaced }: CheckoutSaleProps) {
  const { customer, cart, address, setAddressId, delivery, setDelivery, promo, setPromo, payment, setPayment, pricing, total, orderBar } = useSale({
    scope,
    customerId,
    storeId,
    channel: 'web',
    onPlaced,
  });
  const currency = stores.currencyOf(storeId);

  return (
    <Stack gap="md">
      <SaleStep number={1} title={<Trans>Cliente</Trans>}>
        <SaleCustomer customer={customer.data} onChange={onChangeCustomer} testId="checkout-customer" />
      </SaleStep>
      <SaleStep number={2} title={<Trans>Carrito</Trans>}>
        <CartSummary cart={cart} pricing={pricing} currency={currency} />
        <Anchor renderRoot={(props) => <Link to="/tienda-cliente" search={{ cliente: customerId }} {...props} />} size="sm">
          <Trans>Seguir comprando</Trans>
        </Anchor>
      </SaleStep>
      <SaleStep number={3} title={<Trans>Entrega</Trans>}>
        <SaleStoreSlot scope={scope} stores={stores} storeId={storeId} onStore={onStore} delivery={delivery} onDelivery={setDelivery} currency={currency} size="md" />
        {delivery.fulfilment === 'delivery' && customer.data ? <AddressChooser customer={customer.data} value={address?.id ?? null} onChange={setAddressId} /> : null}
      </SaleStep>
      <SaleStep number={4} title={<Trans>Pago</Trans>}>
        <PaymentChooser customerId={customerId} value={payment} onChange={setPayment} totalCents={total} currency={currency} />
        <PromoFields value={promo} onChange={setPromo} />
      </SaleStep>
      <SaleStep number={5} title={<Trans>Revisión</Trans>}>
        {pricing.data ? (
          <ReviewLines pricing={pricing.data} currency={currency} />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>El resumen aparece cuando el carrito tiene productos.</Trans>
          </Text>
        )}
        <PlaceOrderBar {...orderBar} currency={currency} label={<Trans>Realizar pedido</Trans>} />
      </SaleStep>
    </Stack>
  );
}
