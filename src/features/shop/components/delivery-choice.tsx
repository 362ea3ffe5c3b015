/**
 * How the cart is priced for shipping on /tienda-cliente: the store's flat rate, one of its delivery zones, or
 * pickup. Checkout asks for the real address and window; this only lets the running total include shipping.
 */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { ShopSlotsData } from '../../../../contract/schemas/checkout';
import { useFormat } from '../../../lib/format';

/** 'delivery' (flat rate), 'pickup', or 'zone:<id>'. */
export type DeliveryValue = string;

export interface DeliveryPricing {
  fulfilment: 'delivery' | 'pickup';
  zoneId?: number;
}

/** The first way the store can price shipping: its flat rate, else its first zone; null when it has none. */
export function defaultDelivery(rules: ShopSlotsData): DeliveryValue | null {
  if (rules.shippingMode === 'flat') return 'delivery';
  const zone = rules.zones[0];
  if (zone) return `zone:${zone.id}`;
  return rules.pickupEnabled ? 'pickup' : null;
}

export function deliveryPricing(value: DeliveryValue): DeliveryPricing {
  if (value === 'pickup') return { fulfilment: 'pickup' };
  if (value.startsWith('zone:')) return { fulfilment: 'delivery', zoneId: Number(value.slice(5)) };
  return { fulfilment: 'delivery' };
}

export function DeliveryChoice({ rules, value, onChange, currency }: { rules: ShopSlotsData; value: DeliveryValue | null; onChange: (value: DeliveryValue) => void; currency: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const data = [
    ...(rules.shippingMode === 'flat' ? [{ value: 'delivery', label: t`Envío a domicilio` }] : rules.zones.map((zone) => ({ value: `zone:${zone.id}`, label: `${zone.name} · ${f.money(zone.shippingCents, currency)}` }))),
    ...(rules.pickupEnabled ? [{ value: 'pickup', label: t`Retiro en tienda` }] : []),
  ];
  return <Select size="xs" label={t`Entrega`} data={data} value={value} onChange={(next) => next && onChange(next)} allowDeselect={false} />;
}
