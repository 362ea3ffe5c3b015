/** Before finishing: the totals recomputed from what was picked, next to what the order was worth. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PickingOrder } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { pickedTotals } from '../lib/order-totals';

interface FinishConfirmProps {
  order: PickingOrder;
  onConfirm: () => void;
  onClose: () => void;
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>{label}</Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} style={TABULAR} data-testid={testId}>{value}</Text>
    </Group>
  );
}

export function FinishConfirm({ order, onConfirm, onClose }: FinishConfirmProps) {
  const { t } = useLingui();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const totals = pickedTotals(order);
  const m = (cents: number) => f.money(cents, order.currency);
  const difference = totals.totalCents - order.totalCents;
  const counts = { picked: 0, substituted: 0, out: 0 };
  for (const line of order.lines) {
    if (line.pickState === 'picked') counts.picked += 1;
    else if (line.pickState === 'substituted') counts.substituted += 1;
    else if (line.pickState === 'out_of_stock') counts.out += 1;
  }
  return (
    <Modal opened onClose={onClose} title={t`¿Terminar el picking de la orden ${order.number}?`} fullScreen={phone} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t`Pickeadas: ${counts.picked} · Sustituidas: ${counts.substituted} · Sin stock: ${counts.out}`}
        </Text>
        <Divider />
        <Row label={t`Subtotal`} value={m(totals.subtotalCents)} />
        {totals.discountCents !== 0 && <Row label={t`Descuentos`} value={m(-totals.discountCents)} />}
        <Row label={t`IVA`} value={m(totals.taxCents)} />
        <Row label={t`Envío`} value={order.freeShipping ? t`Gratis` : m(totals.shippingCents)} />
        {totals.storeCreditCents > 0 && <Row label={t`Crédito usado`} value={m(-totals.storeCreditCents)} />}
        <Divider />
        <Row label={t`Nuevo total`} value={m(totals.totalCents)} strong testId="finish-new-total" />
        <Row label={t`Total original`} value={m(order.totalCents)} testId="finish-original-total" />
        {difference !== 0 && <Row label={t`Diferencia`} value={`${difference > 0 ? '+' : ''}${m(difference)}`} testId="finish-difference" />}
        <Text size="sm" c="dimmed">
          <Trans>La orden pasará a Pickeada y se cobrará el nuevo total.</Trans>
        </Text>
        <Group grow>
          <Button h={52} variant="default" onClick={onClose}><Trans>Volver</Trans></Button>
          <Button h={52} color="green" onClick={onConfirm}><Trans>Terminar picking</Trans></Button>
        </Group>
      </Stack>
    </Modal>
  );
}
