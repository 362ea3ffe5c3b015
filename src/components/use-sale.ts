/**
 * One sale's state, shared by the call center and checkout: the customer, their cart, the chosen address, delivery,
 * promotion and payment, the server's live pricing, and the `/Order/Place` request built from the same inputs
 * (so the total the customer agreed to is the one sent as `totalEsperado`).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlacedOrder } from '../lib/selling/place-order';
import { saleRequest, salePricingParams } from '../lib/selling/sale-request';
import { creditBalanceQuery, sellingCustomerQuery, slotsQuery, type CompanyScope } from '../lib/selling/selling-queries';
import { useCart } from '../lib/cart/cart-store';
import { useCartPricing } from '../lib/cart/pricing-query';
import { DEFAULT_PAYMENT, creditToUse, paymentOf, type PaymentChoice } from './payment-chooser';
import { NO_PROMO, type PromoChoice } from './promo-fields';
import type { PlaceOrderBarProps } from './place-order-bar';
import { useSaleGaps } from './sale-gaps';
import { NO_DELIVERY_CHOICE, type DeliveryChoice } from './slot-chooser';

interface SaleInput {
  scope: CompanyScope;
  customerId: number;
  storeId: number | null;
  channel: 'web' | 'call_center';
  /** After the order is placed (the cart is emptied first). */
  onPlaced: (placed: PlacedOrder) => void;
}

export function useSale({ scope, customerId, storeId, channel, onPlaced }: SaleInput) {
  const gapsText = useSaleGaps();
  const customer = useQuery(sellingCustomerQuery(customerId));
  const cart = useCart(customerId);
  const [chosenAddress, setAddressId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryChoice>(NO_DELIVERY_CHOICE);
  const [promo, setPromo] = useState<PromoChoice>(NO_PROMO);
  const [payment, setPayment] = useState<PaymentChoice>(DEFAULT_PAYMENT);
  const slots = useQuery({ ...slotsQuery(scope, storeId ?? 0), enabled: storeId !== null });
  const addresses = customer.data?.addresses ?? [];
  const address = addresses.find((one) => one.id === chosenAddress) ?? addresses.find((one) => one.isDefault) ?? addresses[0] ?? null;
  const pieces = {
    scope,
    customerId,
    storeId: storeId ?? 0,
    cart: cart.cart,
    fulfilment: delivery.fulfilment,
    zoneNeeded: slots.data?.shippingMode === 'zone',
    zoneId: delivery.zoneId,
    day: delivery.day,
    promoCode: promo.code,
    bin: promo.bin,
  };
  const pricing = useCartPricing(salePricingParams(pieces));
  const total = pricing.data?.totalOrden ?? 0;
  const balance = useQuery(creditBalanceQuery(customerId));
  const credit = creditToUse(payment, balance.data?.balanceCents ?? 0, total);
  const { request, missing } = saleRequest({
    ...pieces,
    channel,
    address,
    slotId: delivery.slotId,
    payment: paymentOf(payment, credit, total),
    creditCents: credit,
    pricing: pricing.data,
  });
  /** What "place the order" needs, besides its currency and label. */
  const orderBar: Omit<PlaceOrderBarProps, 'currency' | 'label'> = {
    request,
    missing: gapsText(missing),
    total: pricing.data?.totalOrden ?? null,
    updating: pricing.updating,
    onPlaced: (placed) => {
      cart.clear();
      onPlaced(placed);
    },
  };
  return { customer, cart, address, setAddressId, delivery, setDelivery, promo, setPromo, payment, setPayment, pricing, total, orderBar };
}
