import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Progress, Text } from '@mantine/core';
import type { SamplingState } from '../../../../contract/schemas/sampling';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { SAMPLING_STATE_BADGES } from '../lib/sampling-format';

export function SamplingStateBadge({ state }: { state: SamplingState }) {
  const { i18n } = useLingui();
  const readable = useReadableColor();
  const { label, color } = SAMPLING_STATE_BADGES[state];
  // Mantine's light badge text fails AA contrast for most hues: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }} data-state={state}>
      {i18n._(label)}
    </Badge>
  );
}

/** Samples given out of the cap, as a bar with the numbers ("12 / 50 · quedan 38"). */
export function SamplesBar({ used, total }: { used: number; total: number }) {
  const { t } = useLingui();
  const f = useFormat();
  const left = Math.max(0, total - used);
  const share = total === 0 ? 100 : Math.min(100, (used / total) * 100);
  const text = t`${f.count(used)} de ${f.count(total)} entregadas, quedan ${f.count(left)}`;
  return (
    <Group gap="xs" wrap="nowrap" miw={180}>
      <Progress value={share} color={left === 0 ? 'orange' : 'grape'} size="md" w={90} aria-label={text} />
      <Text size="sm" style={TABULAR} title={text}>
        {`${f.count(used)} / ${f.count(total)}`}
      </Text>
    </Group>
  );
}
