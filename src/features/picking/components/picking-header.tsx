import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { TABULAR, useFormat } from '../../../lib/format';
import classes from './picking.module.css';
import { useNow } from '../lib/use-now';

/** Counts from the take (the server's, or this device's when taken offline) to the finish, every second. */
export const PickingTimer = memo(function PickingTimer({ startedAt, finishedAt }: { startedAt: string | null; finishedAt: string | null }) {
  const { t } = useLingui();
  const f = useFormat();
  const now = useNow(1000);
  if (!startedAt) return null;
  const end = finishedAt ? Date.parse(finishedAt) : now;
  const elapsed = f.duration((end - Date.parse(startedAt)) / 1000);
  return (
    <Group gap={4} wrap="nowrap" aria-label={t`Tiempo de picking: ${elapsed}`} role="timer">
      <IconClock size={16} aria-hidden />
      <Text fw={700} style={TABULAR}>{elapsed}</Text>
    </Group>
  );
});

interface PickingHeaderProps {
  number: string;
  status: OrderStatus;
  customerName: string;
  slotDate: string;
  slotStart: string;
  slotEnd: string;
  pickerName: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Lines done out of all: its own component, so a tap that changes the count renders this row only. */
export const PickingProgress = memo(function PickingProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <Group gap="sm" wrap="nowrap">
      {/* No width transition: it would re-lay out and repaint the page for its duration after every tap. */}
      <Progress
        value={total === 0 ? 0 : (done / total) * 100}
        color={done === total ? 'green' : 'blue'}
        size="lg"
        radius="xl"
        transitionDuration={0}
        flex={1}
        aria-label={t`Avance del picking`}
      />
      <Text fw={700} style={TABULAR} data-testid="picking-progress">{`${done}/${total}`}</Text>
    </Group>
  );
});

export const PickingHeader = memo(function PickingHeader(props: PickingHeaderProps) {
  const { t } = useLingui();
  const f = useFormat();
  const { number, status, customerName, slotDate, slotStart, slotEnd, pickerName, startedAt, finishedAt } = props;
  const slot = `${f.day(slotDate)} · ${f.time(slotStart)}–${f.time(slotEnd)}`;
  return (
    <Stack gap={6}>
      <Anchor component={Link} to="/picking" size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap"><IconArrowLeft size={14} aria-hidden className={classes.mirror} /><Trans>Órdenes por pickear</Trans></Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz="h2" style={TABULAR}>{t`Orden ${number}`}</Title>
          <OrderStatusBadge status={status} size="lg" />
        </Group>
        <PickingTimer startedAt={startedAt} finishedAt={finishedAt} />
      </Group>
      <Text size="sm">{customerName}</Text>
      <Text size="sm" c="dimmed">{pickerName ? t`Entrega ${slot} · Picker: ${pickerName}` : t`Entrega ${slot}`}</Text>
    </Stack>
  );
});
