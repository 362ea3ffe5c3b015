/**
 * Before finishing: the bags packed (required, issue 21 §4), the substitutions still waiting for the customer's
 * approval (named, and whether they are charged, per the company's setting), and the totals recomputed from what was
 * picked next to what the order was worth.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, List, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { BAG_COUNT_MAX, BAG_COUNT_MIN } from '../../../../contract/picking-constants';
import type { PickingOrder } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { isPendingSubstitution, pickedTotals } from '../lib/order-totals';

interface FinishConfirmProps {
  order: PickingOrder;
  /** The company charges substitutions still pending approval (companies.charge_pending_substitutions). */
  chargePending: boolean;
  onConfirm: (bagCount: number) => void;
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

function validBags(value: string | number): number | null {
  const bags = typeof value === 'number' ? value : Number.NaN;
  return Number.isInteger(bags) && bags >= BAG_COUNT_MIN && bags <= BAG_COUNT_MAX ? bags : null;
}

export function FinishConfirm({ order, chargePending, onConfirm, onClose }: FinishConfirmProps) {
  const { t } = useLingui();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [bags, setBags] = useState<string | number>('');
  const [touched, setTouched] = useState(false);
  const totals = pickedTotals(order, chargePending);
  const m = (cents: number) => f.money(cents, order.currency);
  const difference = totals.totalCents - order.totalCents;
  const counts = { picked: 0, substituted: 0, out: 0 };
  for (const line of order.lines) {
    if (line.pickState === 'picked') counts.picked += 1;
    else if (line.pickState === 'substituted') counts.substituted += 1;
    else if (line.pickState === 'out_of_stock') counts.out += 1;
  }
  const waiting = order.lines.filter(isPendingSubstitution);
  const bagCount = validBags(bags);
  const confirm = () => {
    setTouched(true);
    if (bagCount !== null) onConfirm(bagCount);
  };
  return (
    <Modal opened onClose={onClose} title={t`¿Terminar el picking de la orden ${order.number}?`} fullScreen={phone} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t`Pickeadas: ${counts.picked} · Sustituidas: ${counts.substituted} · Sin stock: ${counts.out}`}
        </Text>
        {waiting.length > 0 && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title={t`Sustituciones sin aprobar`} data-testid="pending-substitutions">
            <Stack gap={6}>
              <Text size="sm"><Trans>El cliente todavía no aprobó:</Trans></Text>
              <List size="sm" spacing={2}>
                {waiting.map((line) => {
                  const substitute = line.substitute?.name ?? t`otro producto`;
                  return <List.Item key={line.id}>{t`${line.name} → ${substitute}`}</List.Item>;
                })}
              </List>
              <Text size="sm" fw={600} data-testid="pending-substitutions-charge">
                {chargePending
                  ? t`Se cobrarán al precio del sustituto aunque el cliente no las haya aprobado.`
                  : t`No se cobrarán: el nuevo total las deja fuera hasta que el cliente las apruebe.`}
              </Text>
            </Stack>
          </Alert>
        )}
        <NumberInput
          label={t`Bolsas`}
          description={t`Cuántas bolsas lleva la orden (${BAG_COUNT_MIN}–${BAG_COUNT_MAX}).`}
          value={bags}
          onChange={(value) => {
            setBags(value);
            setTouched(true);
          }}
          min={BAG_COUNT_MIN}
          max={BAG_COUNT_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          inputMode="numeric"
          size="lg"
          required
          error={touched && bagCount === null ? t`Indica entre ${BAG_COUNT_MIN} y ${BAG_COUNT_MAX} bolsas.` : null}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
          styles={{ input: TABULAR }}
        />
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
          <Button h={52} color="green" onClick={confirm}><Trans>Terminar picking</Trans></Button>
        </Group>
      </Stack>
    </Modal>
  );
}
