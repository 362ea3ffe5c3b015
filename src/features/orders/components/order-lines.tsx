import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OrderDetail, OrderLine } from '../../../../contract/schemas/orders';
import { TABULAR, useFormat } from '../../../lib/format';

/** Spec §3 order line detail: every field, on phones one card per line. */
export function OrderLines({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useLingui();
  const f = useFormat();
  const m = (cents: number) => f.money(cents, order.currency);
  const type = (line: OrderLine) => (line.type === 'kg' ? t`Por kg` : t`Unidad`);
  const fields = (line: OrderLine): [string, string][] => [
    [t`Tipo`, type(line)],
    [t`SKU`, line.sku],
    [t`Proveedor`, line.tokenProvider ?? '—'],
    [t`Precio unitario`, m(line.unitPrice)],
    [t`Cantidad`, f.quantity(line.quantity, line.type === 'kg')],
    [t`Subtotal`, m(line.subtotal)],
    [t`Subtotal sin descuento`, m(line.subtotalWithoutDiscount)],
    [t`Descuento`, m(line.discount)],
    [t`% descuento`, f.rate(line.discountRate)],
    [t`% IVA`, f.rate(line.taxRate)],
    [t`IVA`, m(line.tax)],
    [t`IVA sin descuento`, m(line.taxWithoutDiscount)],
    [t`Total sin descuento`, m(line.totalWithoutDiscount)],
    [t`Total`, m(line.total)],
  ];

  if (phone) {
    return (
      <Stack gap="xs">
        {order.lines.map((line) => (
          // content-visibility skips layout of off-screen cards, so long orders open fast.
          <Card key={line.id} withBorder padding="sm" radius="md" style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 330px' }} data-testid="order-line">
            <Text fw={600}>{line.name}</Text>
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={4}>
              {fields(line).map(([label, value]) => (
                <Group key={label} justify="space-between" gap={4} wrap="nowrap" style={{ gridColumn: 'span 2' }}>
                  <Text size="xs" c="dimmed">{label}</Text>
                  <Text size="sm" ta="right" style={TABULAR}>{value}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    );
  }

  const numeric = { ta: 'right' as const, style: TABULAR };
  return (
    // The table scrolls sideways: its viewport takes the focus so a keyboard can scroll it (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={1400} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t`Productos` } }}>
      <Table striped fz="sm" verticalSpacing={6} style={{ whiteSpace: 'nowrap' }} data-testid="order-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Producto</Trans></Table.Th>
            {[t`Tipo`, t`SKU`, t`Proveedor`].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            {[t`Precio unitario`, t`Cantidad`, t`Subtotal`, t`Subtotal sin descuento`, t`Descuento`, t`% descuento`, t`% IVA`, t`IVA`, t`IVA sin descuento`, t`Total sin descuento`, t`Total`].map((h) => (
              <Table.Th key={h} ta="right">{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id} data-testid="order-line">
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 200 }}>{line.name}</Table.Td>
              <Table.Td>{type(line)}</Table.Td>
              <Table.Td>{line.sku}</Table.Td>
              <Table.Td>{line.tokenProvider ?? '—'}</Table.Td>
              <Table.Td {...numeric}>{m(line.unitPrice)}</Table.Td>
              <Table.Td {...numeric}>{f.quantity(line.quantity, line.type === 'kg')}</Table.Td>
              <Table.Td {...numeric}>{m(line.subtotal)}</Table.Td>
              <Table.Td {...numeric}>{m(line.subtotalWithoutDiscount)}</Table.Td>
              <Table.Td {...numeric}>{m(line.discount)}</Table.Td>
              <Table.Td {...numeric}>{f.rate(line.discountRate)}</Table.Td>
              <Table.Td {...numeric}>{f.rate(line.taxRate)}</Table.Td>
              <Table.Td {...numeric}>{m(line.tax)}</Table.Td>
              <Table.Td {...numeric}>{m(line.taxWithoutDiscount)}</Table.Td>
              <Table.Td {...numeric}>{m(line.totalWithoutDiscount)}</Table.Td>
              <Table.Td {...numeric} fw={600}>{m(line.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Subtotal, discount, IVA per rate, shipping, store credit and total; promo code and card promotion. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const m = (cents: number) => f.money(cents, order.currency);
  const rows: [string, string, boolean?][] = [
    [t`Subtotal`, m(order.subtotalCents)],
    [t`Descuento`, m(order.discountCents > 0 ? -order.discountCents : 0)],
    ...order.taxByRate.map((r): [string, string] => [t`IVA ${f.rate(r.taxRateBp)} sobre ${m(r.baseCents)}`, m(r.taxCents)]),
    [t`IVA total`, m(order.taxCents)],
    [order.freeShipping ? t`Envío (gratis)` : t`Envío`, m(order.freeShipping ? 0 : order.shippingCents)],
    [t`Crédito de tienda`, m(order.storeCreditCents > 0 ? -order.storeCreditCents : 0)],
    [t`Total`, m(order.totalCents), true],
  ];
  return (
    <Stack gap={4} data-testid="order-totals">
      {rows.map(([label, value, strong]) => (
        <Group key={label} justify="space-between" wrap="nowrap" pt={strong ? 6 : 0} style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
          <Text size="sm" fw={strong ? 700 : 400}>{label}</Text>
          <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={TABULAR}>{value}</Text>
        </Group>
      ))}
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed"><Trans>Código promocional</Trans></Text>
        <Text size="sm">{order.promoCode ?? '—'}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm" c="dimmed"><Trans>Promoción de tarjeta</Trans></Text>
        <Text size="sm">{order.cardPromotion ?? '—'}</Text>
      </Group>
    </Stack>
  );
}
