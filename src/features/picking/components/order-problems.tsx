/** Order-level conflicts (take or finish refused: the order was cancelled or reassigned while offline). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { memo } from 'react';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { serverStateOf } from '../../../lib/outbox/server-state';
import { useResultReason } from '../lib/use-result-reason';
import { ConfirmDiscard } from './confirm-discard';

interface OrderProblemsProps {
  /** Take/finish entries in conflict or rejected. */
  entries: readonly OutboxEntry[];
  /** Every conflicted or rejected entry of the order, for "discard all" once the order is no longer ours. */
  allProblems: readonly OutboxEntry[];
  userId: number;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
}

/** Whether doing the change again can work on the order as the server has it now. */
export function canRetryOrderChange(entry: OutboxEntry, current: OrderSummary | null, userId: number): boolean {
  if (entry.state !== 'conflict') return false;
  if (!current) return true;
  if (entry.name === 'picking.take') return current.status === 'confirmada';
  if (entry.name === 'picking.finish') return current.status === 'en_picking' && current.pickerId === userId;
  return false;
}

function stillMine(current: OrderSummary | null, userId: number): boolean {
  return !current || (current.status === 'en_picking' && current.pickerId === userId) || current.status === 'confirmada';
}

/** The newest order state the server sent with any refused change of this order. */
function latestServerOrder(entries: readonly OutboxEntry[]): OrderSummary | null {
  let latest: { seq: number; order: OrderSummary } | null = null;
  for (const entry of entries) {
    const order = serverStateOf(entry).order;
    if (order && (!latest || entry.seq > latest.seq)) latest = { seq: entry.seq, order };
  }
  return latest?.order ?? null;
}

export const OrderProblems = memo(function OrderProblems({ entries, allProblems, userId, onRetry, onDiscard }: OrderProblemsProps) {
  const { t } = useLingui();
  const reason = useResultReason();
  const latest = latestServerOrder(allProblems);
  const gone = latest !== null && !stillMine(latest, userId);
  if (entries.length === 0 && !gone) return null;
  return (
    <Stack gap="xs">
      {gone && latest && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} aria-hidden />} title={t`Esta orden ya no está en picking a tu nombre`} data-testid="order-gone" role="alert">
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm"><Trans>Ahora la orden está</Trans></Text>
              <OrderStatusBadge status={latest.status} />
              {latest.pickerId !== null && latest.pickerId !== userId && <Text size="sm"><Trans>y la tiene otra persona</Trans></Text>}
            </Group>
            <Text size="sm"><Trans>Los cambios que hiciste sin conexión no se aplicaron. Puedes descartarlos.</Trans></Text>
            <Group>
              <ConfirmDiscard
                label={t`Descartar todos los cambios de esta orden (${allProblems.length})`}
                consequence={<Trans>Todos los cambios sin aplicar de esta orden se borrarán de este dispositivo y no se enviarán.</Trans>}
                onConfirm={() => {
                  for (const entry of allProblems) onDiscard(entry);
                }}
              />
            </Group>
          </Stack>
        </Alert>
      )}
      {entries.map((entry) => {
        const current = serverStateOf(entry).order;
        const retry = !gone && canRetryOrderChange(entry, current, userId);
        const title = entry.name === 'picking.take' ? t`No se pudo tomar la orden` : entry.name === 'picking.finish' ? t`No se pudo terminar el picking` : t`Un cambio de esta orden no se aplicó`;
        return (
          <Alert key={entry.seq} color={entry.state === 'conflict' ? 'orange' : 'red'} icon={<IconAlertTriangle size={20} aria-hidden />} title={title} data-testid="order-problem">
            <Stack gap="xs">
              <Text size="sm">{reason(entry)}</Text>
              {current && !gone && (
                <Group gap="xs">
                  <Text size="sm"><Trans>Ahora la orden está</Trans></Text>
                  <OrderStatusBadge status={current.status} />
                </Group>
              )}
              <Group gap="xs">
                {retry && (
                  <Button h={48} leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => onRetry(entry)}>
                    <Trans>Aplicar de nuevo</Trans>
                  </Button>
                )}
                <ConfirmDiscard onConfirm={() => onDiscard(entry)} />
              </Group>
            </Stack>
          </Alert>
        );
      })}
    </Stack>
  );
});
