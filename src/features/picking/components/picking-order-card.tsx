/** One order in the picking list (phone-first card): number, customer, slot by closeness, items, progress, picker. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { IconArrowRight, IconCloudUpload, IconEye, IconHandGrab } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { PickingListRow } from '../../../../contract/schemas/picking';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { SLOT_TONE_COLORS, slotTone, type SlotTone } from '../lib/slot-tone';
import classes from './picking.module.css';

export type CardAction = 'continue' | 'take' | 'view' | 'none';

interface PickingOrderCardProps {
  row: PickingListRow;
  now: number;
  /** The picker is this user. */
  mine: boolean;
  action: CardAction;
  /** A take of this order waits to be sent. */
  waiting: boolean;
  taking: boolean;
  onTake: (row: PickingListRow) => void;
}

export function useToneLabel(): (tone: SlotTone) => string {
  const { t } = useLingui();
  return (tone) => ({ late: t`Atrasada`, due: t`Ahora`, soon: t`Pronto`, ahead: t`A tiempo` })[tone];
}

export function SlotBadge({ row, now }: { row: Pick<PickingListRow, 'slotDate' | 'slotStart' | 'slotEnd'>; now: number }) {
  const f = useFormat();
  const readable = useReadableColor();
  const toneLabel = useToneLabel();
  const tone = slotTone(row, now);
  const color = SLOT_TONE_COLORS[tone];
  return (
    // Wraps instead of being cut on a phone ("03:…", issue 21 §5): the badge grows to the lines it needs.
    <Badge size="lg" variant="light" color={color} tt="none" h="auto" maw="100%" styles={{ root: { paddingBlock: 2 }, label: { color: readable(color), whiteSpace: 'normal', ...TABULAR } }} data-tone={tone} data-testid="slot-badge">
      {`${toneLabel(tone)} · ${f.day(row.slotDate)} ${f.time(row.slotStart)}–${f.time(row.slotEnd)}`}
    </Badge>
  );
}

export function LineProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={total === 0 ? 0 : (done / total) * 100} size="md" radius="xl" style={{ flex: 1 }} color={total > 0 && done === total ? 'green' : 'blue'} aria-label={t`Líneas revisadas: ${done} de ${total}`} />
      <Text size="sm" fw={600} style={TABULAR}>{`${done}/${total}`}</Text>
    </Group>
  );
}

export const PickingOrderCard = memo(function PickingOrderCard({ row, now, mine, action, waiting, taking, onTake }: PickingOrderCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const picking = row.status === 'en_picking';
  const picker = mine ? t`Tú` : row.pickerName;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={t`Orden ${row.number}`} data-testid="picking-row" data-order-id={row.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="lg" style={TABULAR}>{row.number}</Text>
        <OrderStatusBadge status={row.status} />
      </Group>
      <Text truncate>{row.customerName}</Text>
      <Group gap="xs" mt={4} wrap="wrap">
        <SlotBadge row={row} now={now} />
        <Text size="sm" c="dimmed"><Plural value={row.itemCount} one="# artículo" other="# artículos" /></Text>
      </Group>
      {(picking || row.linesDone > 0) && (
        <div style={{ marginTop: 8 }}>
          <LineProgress done={row.linesDone} total={row.linesTotal} />
        </div>
      )}
      {picking && picker && (
        <Text size="sm" mt={4}>
          {row.pickingStartedAt ? t`Picker: ${picker} · ${f.elapsed(now - Date.parse(row.pickingStartedAt))}` : t`Picker: ${picker}`}
        </Text>
      )}
      {waiting && (
        <Group gap={4} mt={4} c="dimmed">
          <IconCloudUpload size={14} aria-hidden />
          <Text size="xs"><Trans>Pendiente de enviar</Trans></Text>
        </Group>
      )}
      {action === 'take' && (
        <Button mt="sm" h={56} fullWidth size="lg" leftSection={<IconHandGrab size={22} aria-hidden />} loading={taking} onClick={() => onTake(row)} aria-label={t`Tomar la orden ${row.number}`}>
          <Trans>Tomar</Trans>
        </Button>
      )}
      {action === 'continue' && (
        <Button mt="sm" h={56} fullWidth size="lg" color="violet" rightSection={<IconArrowRight size={22} aria-hidden className={classes.mirror} />} renderRoot={(props) => <Link to="/picking/orden/$id" params={{ id: String(row.id) }} {...props} />} aria-label={t`Continuar la orden ${row.number}`}>
          <Trans>Continuar</Trans>
        </Button>
      )}
      {action === 'view' && (
        <Button mt="sm" h={48} fullWidth variant="default" leftSection={<IconEye size={18} aria-hidden />} renderRoot={(props) => <Link to="/picking/orden/$id" params={{ id: String(row.id) }} {...props} />} aria-label={t`Ver la orden ${row.number}`}>
          <Trans>Ver</Trans>
        </Button>
      )}
    </Paper>
  );
});
