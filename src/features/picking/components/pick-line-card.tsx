/**
 * One order line while it is picked. Memoized: a tap re-renders only the tapped line's card (its `line` object
 * is the only prop that changes; everything else is a primitive or stable).
 */
import { useLingui } from '@lingui/react/macro';
import { Badge, Center, Flex, Image, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload, IconPhoto } from '@tabler/icons-react';
import { NO_AISLE } from '../../../../contract/picking-constants';
import { memo } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { PICK_STATE_COLORS } from '../lib/labels';
import { useStateText } from '../lib/use-state-text';
import type { LineActions } from '../lib/line-actions';
import { LineControls } from './line-controls';
import { LineProblem } from './line-problem';
import classes from './picking.module.css';

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
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;
const NO_SHRINK = { flex: 'none' } as const;
/** The photo's box, the same with or without a photo: the image loading or missing never moves the card. */
const PHOTO_BOX = { flex: 'none', width: IMAGE_SIZE, height: IMAGE_SIZE, borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-default-hover)', overflow: 'hidden' } as const;
/**
 * The total and, under it, "Sin enviar" while a change waits: a column of fixed width, so the note coming or going
 * never changes the card's size or squeezes the state (which may wrap on a long weighed amount; issue 21 §5).
 */
const TOTAL_COLUMN = { flex: 'none', width: '5.75rem' } as const;
const BADGE_STYLES = { root: { paddingBlock: 2 }, label: { whiteSpace: 'normal' } } as const;
/** A free sample (sampling campaign): a small tag under the name. */
const SAMPLE_BADGE = { alignSelf: 'flex-start', marginBlock: 2 } as const;
/** On the element that holds the state's text. */
const STATE_ATTRIBUTES = { label: { 'data-testid': 'line-state' } };

export const PickLineCard = memo(function PickLineCard({ line, currency, selected, waiting, problem, editable, candidates, actions }: PickLineCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const stateText = useStateText();
  const readable = useReadableColor();
  const weighted = line.type === 'kg';
  const ordered = weighted ? `${f.quantity(line.orderedQuantity, true)} kg` : f.quantity(line.orderedQuantity, false);
  const color = PICK_STATE_COLORS[line.pickState];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      style={{ borderInlineStart: `6px solid var(--mantine-color-${color}-6)` }}
      aria-label={line.name}
      data-testid="pick-line"
      data-line-id={line.id}
      data-pick-state={line.pickState}
      data-waiting={waiting ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
    >
      <UnstyledButton className={classes.summary} onClick={() => actions.select(line.id)} aria-pressed={selected}>
        {/* Spans all the way down: a button holds phrasing content only. */}
        <Flex component="span" direction="column">
          <Flex component="span" gap="sm" align="flex-start">
            {line.imageUrl ? (
              <Image src={line.imageUrl} alt="" w={IMAGE_SIZE} h={IMAGE_SIZE} fit="contain" style={PHOTO_BOX} loading="lazy" decoding="async" data-testid="line-photo" />
            ) : (
              <Center component="span" style={PHOTO_BOX} c="dimmed" data-testid="line-photo-placeholder">
                <IconPhoto size={24} stroke={1.5} aria-hidden />
              </Center>
            )}
            <Flex component="span" direction="column" flex={1} miw={0}>
              <Text span fw={700} lh={1.25} style={WRAP_ANYWHERE}>
                {line.name}
              </Text>
              {line.muestra && (
                <Badge component="span" size="sm" variant="light" color="grape" styles={{ label: { color: readable('grape') } }} style={SAMPLE_BADGE} data-testid="line-sample">
                  {t`Muestra`}
                </Badge>
              )}
              <VisuallyHidden>{t`Seleccionar para escanear`}</VisuallyHidden>
              <Text span size="sm" c="dimmed" style={TABULAR}>{t`SKU ${line.sku} · Pedido: ${ordered}`}</Text>
              {line.aisle < NO_AISLE && <Text span size="sm" c="dimmed" style={TABULAR} data-testid="line-aisle">{t`Pasillo ${line.aisle}`}</Text>}
              {line.storeOutToday && (
                <Text span size="sm" fw={700} c="var(--mantine-color-orange-text)" data-testid="line-store-out">
                  {t`Agotado hoy en la tienda`}
                </Text>
              )}
            </Flex>
            {/* The note coming or going must not change the card's height or width, which would move every card below
              it under the picker's thumb (offline, at the first change of each line): a fixed column under the total. */}
            <Flex component="span" direction="column" align="flex-end" style={TOTAL_COLUMN}>
              <Text span fw={700} ta="end" style={TABULAR} aria-label={t`Total de la línea`}>
                {f.money(line.total, currency)}
              </Text>
              {waiting && (
                <Flex component="span" gap={4} align="center" justify="flex-end" c="dimmed" data-testid="line-waiting">
                  <IconCloudUpload size={14} aria-hidden style={NO_SHRINK} />
                  <Text span size="xs" ta="end" lh={1.2}>{t`Sin enviar`}</Text>
                </Flex>
              )}
            </Flex>
          </Flex>
          {/* The state spans the card's width under the photo: a long state ("Pickeado: 12 de 12") stays on one line,
        so changing a line's state never changes the card's height. */}
          <Flex component="span" mt={6}>
            <Badge
              size="lg"
              variant="light"
              color={color}
              tt="none"
              // The text colour on the light tint (4.5:1), and a long state (a substitution) wraps instead of being cut.
              c="var(--mantine-color-text)"
              h="auto"
              maw="100%"
              style={NO_SHRINK}
              styles={BADGE_STYLES}
              attributes={STATE_ATTRIBUTES}
            >
              {stateText(line, line)}
            </Badge>
          </Flex>
        </Flex>
      </UnstyledButton>
      {editable && <LineControls line={line} actions={actions} />}
      {problem && (
        <div style={{ marginTop: 8 }}>
          <LineProblem entry={problem} line={line} candidates={candidates} canRetry={editable} onRetry={actions.retry} onDiscard={actions.discard} />
        </div>
      )}
    </Paper>
  );
});
