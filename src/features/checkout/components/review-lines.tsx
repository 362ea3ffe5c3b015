/** The order as the server priced it (checkout's review): each line, then subtotal, discounts, IVA, shipping, total. */
import { Trans } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PricingData } from '../../../../contract/schemas/pricing';
import { TABULAR, useFormat } from '../../../lib/format';

export function ReviewLines({ pricing, currency }: { pricing: PricingData; currency: string }) {
  const f = useFormat();
  const products = new Map(pricing.productos.map((product) => [product.id, product]));
  const lines = pricing.totales.saleOutputs;
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const discount = sum((line) => line.descuento);
  return (
    <Stack gap="xs" data-testid="checkout-review">
      {lines.map((line) => {
        const product = products.get(line.productoID);
        return (
          <Group key={line.productoID} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {f.quantity(line.cantidadMilli, product?.tipo === 'kg')} × {product?.nombre ?? line.productoID}
            </Text>
            <Text size="sm" style={TABULAR}>
              {f.money(line.totalWithDiscountPercentage, currency)}
            </Text>
          </Group>
        );
      })}
      <Divider />
      <Row label={<Trans>Subtotal sin IVA</Trans>} value={f.money(sum((line) => line.subTotal), currency)} />
      {discount > 0 ? <Row label={<Trans>Descuentos</Trans>} value={`−${f.money(discount, currency)}`} /> : null}
      <Row label={<Trans>IVA</Trans>} value={f.money(sum((line) => line.ivaWithDiscountPercentage), currency)} />
      <Row label={<Trans>Envío</Trans>} value={f.money(pricing.costoEnvio, currency)} />
      <Group justify="space-between">
        <Text fw={700}>
          <Trans>Total del pedido</Trans>
        </Text>
        <Text fw={700} style={TABULAR} data-testid="checkout-total">
          {f.money(pricing.totalOrden, currency)}
        </Text>
      </Group>
    </Stack>
  );
}

function Row({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={TABULAR}>
        {value}
      </Text>
    </Group>
  );
}
