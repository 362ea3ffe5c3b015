/**
 * A customer's cart as the shop, checkout and the call center show it: the lines (quantity stepper up to the stock,
 * the line's price, remove), the promotions applied or refused, shipping and the total. Every amount is the server's
 * pricing (`useCartPricing`); only the item count and the running amount follow spec §4 on the client (cart-rules).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Divider, Group, Loader, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { IconDiscount, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LineProblem, PricingData } from '../../contract/schemas/pricing';
import type { CartApi } from '../lib/cart/cart-store';
import { cartAmount, orderTotal } from '../lib/cart/cart-rules';
import type { CartPricing } from '../lib/cart/pricing-query';
import { TABULAR, useFormat } from '../lib/format';

export interface CartSummaryProps {
  cart: CartApi;
  pricing: CartPricing;
  currency: string;
  /** Staff may waive shipping (spec §3's free-shipping toggle). */
  freeShippingToggle?: boolean;
}

export function CartSummary({ cart, pricing, currency, freeShippingToggle = false }: CartSummaryProps) {
  const { t } = useLingui();
  const f = useFormat();
  const data = pricing.data;
  const lines = cart.cart.productos;
  if (lines.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="cart-empty">
        <Trans>El carrito está vacío.</Trans>
      </Text>
    );
  }
  const priced = new Map((data?.totales.saleOutputs ?? []).map((line) => [line.productoID, line]));
  const problems = new Map((data?.problemas ?? []).map((problem) => [problem.productoID, problem.motivo]));
  const discount = (data?.totales.saleOutputs ?? []).reduce((sum, line) => sum + line.descuento, 0);
  return (
    <Stack gap="sm" aria-label={t`Carrito`} role="region" aria-busy={pricing.updating}>
      <Stack gap="xs">
        {lines.map((line) => {
          const price = priced.get(line.id);
          const problem = problems.get(line.id);
          return (
            <Stack key={line.id} gap={4} data-testid="cart-line">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={500} lineClamp={2}>
                  {line.nombre}
                </Text>
                <Text size="sm" style={TABULAR} data-testid="cart-line-total">
                  {price ? f.money(price.totalWithDiscountPercentage, currency) : '—'}
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <NumberInput
                  size="xs"
                  w={110}
                  aria-label={t`Cantidad de ${line.nombre}`}
                  value={line.qty}
                  min={0}
                  max={line.stock}
                  step={1}
                  decimalScale={line.tipo === 'kg' ? 3 : 0}
                  clampBehavior="strict"
                  allowNegative={false}
                  onChange={(value) => {
                    if (typeof value === 'number') cart.setQty(line.id, value);
                  }}
                />
                <Text size="xs" c="dimmed" style={TABULAR}>
                  {price ? f.money(line.precioiva, currency) : null}
                </Text>
                <ActionIcon variant="subtle" color="red" aria-label={t`Quitar ${line.nombre}`} onClick={() => cart.remove(line.id)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {problem ? (
                <Text size="xs" c="red" data-testid="cart-line-problem">
                  <LineProblemText problem={problem} />
                </Text>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      <Divider />
      <Promotions data={data} currency={currency} />
      {freeShippingToggle ? <Switch label={t`Envío gratis`} checked={cart.cart.esEnvioGratis} onChange={() => cart.toggleFreeShipping()} /> : null}
      <Stack gap={2}>
        <Row label={<Trans>Productos</Trans>} value={f.count(cart.count)} testId="cart-count" />
        <Row label={<Trans>Importe</Trans>} value={f.money(cartAmount(cart.cart), currency)} testId="cart-amount" />
        {discount > 0 ? <Row label={<Trans>Descuentos</Trans>} value={`−${f.money(discount, currency)}`} testId="cart-discount" /> : null}
        <Row label={<Trans>Envío</Trans>} value={data ? (data.costoEnvio === 0 ? t`Gratis` : f.money(data.costoEnvio, currency)) : '—'} testId="cart-shipping" />
        <Group justify="space-between">
          <Group gap={6}>
            <Text fw={700}>
              <Trans>Total</Trans>
            </Text>
            {pricing.updating ? <Loader size="xs" aria-label={t`Actualizando precios`} /> : null}
          </Group>
          <Text fw={700} style={TABULAR} data-testid="cart-total">
            {data ? f.money(orderTotal(data.totales.paymentTotal, data.costoEnvio), currency) : '—'}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}

function Row({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={TABULAR} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function Promotions({ data, currency }: { data: PricingData | null; currency: string }) {
  const f = useFormat();
  if (!data || (data.promociones.length === 0 && data.promoRechazos.length === 0 && !data.beneficioSuscripcion)) return null;
  const subscription = data.beneficioSuscripcion;
  return (
    <Stack gap={4}>
      {subscription ? (
        // The customer's subscription (docs/subscriptions.md): its programmes, what it took off, its free shipping.
        <Group gap={6} wrap="nowrap" data-testid="cart-subscription">
          <IconDiscount size={16} aria-hidden />
          <Text size="sm">
            {subscription.aplicaciones.join(', ')}
            {subscription.descuento > 0 ? ` (−${f.money(subscription.descuento, currency)})` : ''}
            {subscription.envioGratis ? (
              <>
                {' '}
                <Trans>(envío gratis)</Trans>
              </>
            ) : null}
          </Text>
        </Group>
      ) : null}
      {data.promociones.map((promo) => (
        <Group key={`${promo.kind}-${promo.id}`} gap={6} wrap="nowrap" data-testid="cart-promotion">
          <IconDiscount size={16} aria-hidden />
          <Text size="sm">
            {promo.code ? `${promo.code} · ` : ''}
            {promo.description}
            {promo.descuento > 0 ? ` (−${f.money(promo.descuento, currency)})` : ''}
            {promo.envioGratis ? (
              <>
                {' '}
                <Trans>(envío gratis)</Trans>
              </>
            ) : null}
          </Text>
        </Group>
      ))}
      {data.promoRechazos.map((refusal) => (
        <Alert key={refusal.kind} variant="light" color="yellow" p="xs" data-testid="cart-promotion-refused">
          <Text size="sm">{refusal.mensaje}</Text>
        </Alert>
      ))}
    </Stack>
  );
}

function LineProblemText({ problem }: { problem: LineProblem }) {
  switch (problem) {
    case 'not_found':
    case 'inactive':
      return <Trans>Ya no se vende: no se cobra.</Trans>;
    case 'not_offered':
      return <Trans>No disponible en esta tienda: no se cobra.</Trans>;
    case 'out_of_stock_today':
      return <Trans>Agotado hoy en esta tienda: no se cobra.</Trans>;
    case 'insufficient_stock':
      return <Trans>No hay stock suficiente: baja la cantidad.</Trans>;
  }
}
