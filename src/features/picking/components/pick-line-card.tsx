/**
 * One order line while it is picked. Memoized: a tap re-renders only the tapped line's card (its `line` object
 * is the only prop that changes; everything else is a primitive or stable).
 */
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { memo } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { TABULAR, useFormat } from '../lib/format';
import { PICK_STATE_COLORS } from '../lib/labels';
import { useStateText } from '../lib/use-state-text';
import type { LineActions } from '../lib/line-actions';
import { LineControls } from './line-controls';
import { LineProblem } from './line-problem';

export interface PickLineCardProps {
  line: PickingLine;
  currency: string;
  selected: boolean;
  /** A change of this line waits in the outbox. */
  waiting: boolean;
  /** The newest conflicted or rejected change of this line. */
  problem: OutboxEntry | undefined;
  editable: boolean;
  candidates: readonly PickingProduct[];
  actions: LineActions;
}

const IMAGE_SIZE = 56;

export const PickLineCard = memo(function PickLineCard({ line, currency, selected, waiting, problem, editable, candidates, actions }: PickLineCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const stateText = useStateText();
  const weighted = line.type === 'kg';
  const ordered = weighted ? `${f.quantity(line.orderedQuantity, true)} kg` : f.quantity(line.orderedQuantity, false);
  const color = PICK_STATE_COLORS[line.pickState];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      aria-label={line.name}
      data-testid="pick-line"
      data-line-id={line.id}
      data-pick-state={line.pickState}
      data-waiting={waiting || undefined}
      data-selected={selected || undefined}
      style={{
        borderInlineStart: `6px solid var(--mantine-color-${color}-6)`,
        // Inset, so paint containment below does not clip it.
        boxShadow: selected ? 'inset 0 0 0 3px var(--mantine-color-blue-5)' : undefined,
        // Waiting changes look a little faded: visible, not alarming.
        background: waiting ? 'var(--mantine-color-default-hover)' : undefined,
        // Long orders: off-screen cards skip layout and paint.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 190px',
      }}
    >
      <UnstyledButton
        w="100%"
        mih={48}
        onClick={() => actions.select(line.id)}
        aria-pressed={selected}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group wrap="nowrap" gap="sm" align="flex-start">
          {line.imageUrl ? (
            <img src={line.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" style={{ objectFit: 'contain', borderRadius: 6, flex: 'none', background: 'var(--mantine-color-gray-1)' }} />
          ) : null}
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} lh={1.25} style={{ overflowWrap: 'anywhere' }}>{line.name}</Text>
            <VisuallyHidden>{t`Seleccionar para escanear`}</VisuallyHidden>
            <Text size="sm" c="dimmed" style={TABULAR}>{t`SKU ${line.sku} · Pedido: ${ordered}`}</Text>
            <Badge mt={4} variant="light" color={color} tt="none" size="lg" styles={{ label: { color: 'var(--mantine-color-text)', whiteSpace: 'normal' } }} h="auto" py={2}>
              {stateText(line, line)}
            </Badge>
          </div>
          <Text fw={700} style={TABULAR} ta="end" aria-label={t`Total de la línea`}>{f.money(line.total, currency)}</Text>
        </Group>
      </UnstyledButton>
      {waiting && (
        <Group gap={4} mt={4} c="dimmed" data-testid="line-waiting">
          <IconCloudUpload size={14} aria-hidden />
          <Text size="xs">{t`Pendiente de enviar`}</Text>
        </Group>
      )}
      {editable && <LineControls line={line} actions={actions} />}
      {problem && (
        <div style={{ marginTop: 8 }}>
          <LineProblem entry={problem} line={line} candidates={candidates} canRetry={editable} onRetry={actions.retry} onDiscard={actions.discard} />
        </div>
      )}
    </Paper>
  );
});
