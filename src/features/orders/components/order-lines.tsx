import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrderDetail, OrderDetailLine } from '../../../../contract/schemas/orders';
import type { PickState, SubstituteApproval } from '../../../../contract/picking-constants';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat, type Formats } from '../../../lib/format';
import { detailTotals } from '../lib/detail-totals';

const PICK_STATE_LABELS: Record<PickState, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`Sin pickear`, color: 'gray' },
  picked: { label: msg`Pickeada`, color: 'green' },
  out_of_stock: { label: msg`Sin stock`, color: 'red' },
  substituted: { label: msg`Sustituida`, color: 'violet' },
};

const APPROVAL_LABELS: Record<SubstituteApproval, { label: MessageDescriptor; color: string }> = {
  pendiente: { label: msg`Aprobación pendiente`, color: 'orange' },
  aprobada: { label: msg`Aprobada por el cliente`, color: 'green' },
  rechazada: { label: msg`Rechazada por el cliente`, color: 'red' },
};

/** What the line is charged per unit or kg now: the substitute's price once substituted. */
const chargedUnitPrice = (line: OrderDetailLine) => (line.pickState === 'substituted' && line.substitute ? line.substitute.unitPrice : line.unitPrice);

function quantityText(f: Formats, milli: number, unit: 'unit' | 'kg'): string {
  return unit === 'kg' ? `${f.quantity(milli, true)} kg` : f.quantity(milli, false);
}

/** Picked amount in the unit it was picked in (a substitute's own), or "—" while pending. */
function pickedText(f: Formats, line: OrderDetailLine): string {
  if (line.pickState === 'pending' || line.pickedQuantity === null) return '—';
  return quantityText(f, line.pickedQuantity, line.pickState === 'substituted' && line.substitute ? line.substitute.saleUnit : line.type);
}

/**
 * A light badge whose label stays AA-readable (readable-color.ts) and whole: the table sizes columns by their narrowest
 * content, and a clipped label would read "PIC…" (the same styles as OrderStatusBadge).
 */
function ReadableBadge({ color, size, testId, children }: { color: string; size: 'xs' | 'sm'; testId: string; children: ReactNode }) {
  const readable = useReadableColor();
  return (
    <Badge size={size} variant="light" color={color} tt="none" styles={{ root: { flex: 'none', overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip', color: readable(color) } }} data-testid={testId}>
      {children}
    </Badge>
  );
}

function StateBadge({ line }: { line: OrderDetailLine }) {
  const { i18n } = useLingui();
  const state = PICK_STATE_LABELS[line.pickState];
  return <ReadableBadge size="sm" color={state.color} testId="line-state">{i18n._(state.label)}</ReadableBadge>;
}

/** The product, and for a substitution "original → substitute" with the substitute's price and the customer's answer. */
function ProductCell({ line, money }: { line: OrderDetailLine; money: (cents: number) => string }) {
  const { i18n, t } = useLingui();
  const substitute = line.pickState === 'substituted' ? line.substitute : null;
  const sample = line.muestra ? <ReadableBadge size="xs" color="grape" testId="line-sample">{t`Muestra`}</ReadableBadge> : null;
  if (!substitute) {
    if (!sample) return <Text size="sm" fw={500}>{line.name}</Text>;
    return (
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={500}>{line.name}</Text>
        {sample}
      </Group>
    );
  }
  const approval = line.substituteApproval ? APPROVAL_LABELS[line.substituteApproval] : null;
  const price = money(substitute.unitPrice);
  return (
    <Stack gap={2} data-testid="line-substitution">
      <Text size="sm" fw={500}>
        <Text span inherit td="line-through" c="dimmed">{line.name}</Text>
        {' → '}
        <Text span inherit>{substitute.name}</Text>
      </Text>
      <Group gap={6} wrap="wrap">
        <Text size="xs" c="dimmed">{substitute.saleUnit === 'kg' ? t`${price} por kg` : t`${price} c/u`}</Text>
        {approval ? <ReadableBadge size="xs" color={approval.color} testId="line-approval">{i18n._(approval.label)}</ReadableBadge> : null}
      </Group>
    </Stack>
  );
}

/** Spec §3 order line detail: every field, with what was ordered and picked (issue 21); on phones one card per line. */
export function OrderLines({ order, phone }: { order: OrderDetail; phone: boolean }) {
  const { t } = useLingui();
  const f = useFormat();
  const m = (cents: number) => f.money(cents, order.currency);
  const type = (line: OrderDetailLine) => (line.type === 'kg' ? t`Por kg` : t`Unidad`);
  const fields = (line: OrderDetailLine): [string, ReactNode][] => [
    [t`Estado`, <StateBadge key="state" line={line} />],
    [t`Tipo`, type(line)],
    [t`SKU`, line.sku],
    [t`Proveedor`, line.tokenProvider ?? '—'],
    [t`Precio unitario`, m(chargedUnitPrice(line))],
    [t`Pedido`, quantityText(f, line.orderedQuantity, line.type)],
    [t`Pickeado`, pickedText(f, line)],
    [t`Cantidad`, f.quantity(line.quantity, line.type === 'kg')],
    [t`Subtotal`, m(line.subtotal)],
    [t`Subtotal sin descuento`, m(line.subtotalWithoutDiscount)],
    [t`Descuento`, m(line.discount)],
    [t`% descuento`, f.rate(line.discountRate)],
    [t`% IVA`, f.rate(line.pickState === 'substituted' && line.substitute ? line.substitute.taxRate : line.taxRate)],
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
          <Card key={line.id} withBorder padding="sm" radius="md" style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 400px' }} data-testid="order-line">
            <ProductCell line={line} money={m} />
            <SimpleGrid cols={2} spacing={4} verticalSpacing={2} mt={4}>
              {fields(line).map(([label, value]) => (
                <Group key={label} justify="space-between" gap={4} wrap="nowrap" style={{ gridColumn: 'span 2' }}>
                  <Text size="xs" c="dimmed">{label}</Text>
                  <Text size="sm" ta="right" style={TABULAR} component="div">{value}</Text>
                </Group>
              ))}
            </SimpleGrid>
          </Card>
        ))}
      </Stack>
    );
  }

  const headers = fields(order.lines[0] ?? placeholderLine).map(([label]) => label);
  const leftAligned = 4; // Estado, Tipo, SKU, Proveedor
  return (
    // The table scrolls sideways: its viewport takes the focus so a keyboard can scroll it (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={1650} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t`Productos` } }}>
      <Table striped fz="sm" verticalSpacing={6} style={{ whiteSpace: 'nowrap' }} data-testid="order-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Producto</Trans></Table.Th>
            {headers.map((h, index) => (
              <Table.Th key={h} ta={index < leftAligned ? undefined : 'right'}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr key={line.id} data-testid="order-line" data-pick-state={line.pickState}>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 220 }}><ProductCell line={line} money={m} /></Table.Td>
              {fields(line).map(([label, value], index) => (
                <Table.Td key={label} ta={index < leftAligned ? undefined : 'right'} style={index < leftAligned ? undefined : TABULAR} fw={label === t`Total` ? 600 : undefined} data-column={label}>
                  {value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Only to name the table's columns when an order has no lines. */
const placeholderLine: OrderDetailLine = {
  id: 0, name: '', type: 'unit', tokenProvider: null, sku: '', unitPrice: 0, quantity: 0, subtotal: 0, subtotalWithoutDiscount: 0, total: 0,
  totalWithoutDiscount: 0, taxRate: 0, tax: 0, taxWithoutDiscount: 0, discount: 0, discountRate: 0, productId: null, categoryId: null, position: 0,
  orderedQuantity: 0, pickState: 'pending', pickedQuantity: null, substitute: null, substituteApproval: null,
};

/**
 * Subtotal, discount, IVA per rate, shipping, store credit and total, all from the lines shown (detail-totals.ts);
 * promo code and card promotion.
 */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const m = (cents: number) => f.money(cents, order.currency);
  const totals = detailTotals(order);
  const rows: [string, string, boolean?][] = [
    [t`Subtotal`, m(totals.subtotalCents)],
    [t`Descuento`, m(totals.discountCents > 0 ? -totals.discountCents : 0)],
    ...totals.taxByRate.map((r): [string, string] => [t`IVA ${f.rate(r.taxRateBp)} sobre ${m(r.baseCents)}`, m(r.taxCents)]),
    [t`IVA total`, m(totals.taxCents)],
    [order.freeShipping ? t`Envío (gratis)` : t`Envío`, m(totals.shippingCents)],
    [t`Crédito de tienda`, m(totals.storeCreditCents > 0 ? -totals.storeCreditCents : 0)],
    [t`Total`, m(totals.totalCents), true],
  ];
  return (
    <Stack gap={4} data-testid="order-totals">
      {rows.map(([label, value, strong]) => (
        <Group key={label} justify="space-between" wrap="nowrap" pt={strong ? 6 : 0} style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}>
          <Text size="sm" fw={strong ? 700 : 400}>{label}</Text>
          <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right" style={TABULAR} data-testid={strong ? 'order-total' : undefined}>{value}</Text>
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
