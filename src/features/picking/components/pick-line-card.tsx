/**
 * One order line while it is picked. Memoized: a tap re-renders only the tapped line's card (its `line` object
 * is the only prop that changes; everything else is a primitive or stable). Plain markup styled with Mantine's
 * variables (picking.module.css) rather than Paper/Text/Group: a tap's render is this card, and Mantine's
 * per-component style work was most of it.
 */
import { useLingui } from '@lingui/react/macro';
import { IconCloudUpload } from '@tabler/icons-react';
import { memo, type CSSProperties } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { useFormat } from '../../../lib/format';
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

export const PickLineCard = memo(function PickLineCard({ line, currency, selected, waiting, problem, editable, candidates, actions }: PickLineCardProps) {
  const { t } = useLingui();
  const f = useFormat();
  const stateText = useStateText();
  const weighted = line.type === 'kg';
  const ordered = weighted ? `${f.quantity(line.orderedQuantity, true)} kg` : f.quantity(line.orderedQuantity, false);
  const color = PICK_STATE_COLORS[line.pickState];
  const edge: CSSProperties = { borderInlineStart: `6px solid var(--mantine-color-${color}-6)` };
  return (
    <article
      className={classes.card}
      style={edge}
      aria-label={line.name}
      data-testid="pick-line"
      data-line-id={line.id}
      data-pick-state={line.pickState}
      data-waiting={waiting ? 'true' : undefined}
      data-selected={selected ? 'true' : undefined}
    >
      <button type="button" className={`${classes.summary} mantine-focus-auto`} onClick={() => actions.select(line.id)} aria-pressed={selected}>
        <span className={classes.row}>
          {line.imageUrl ? (
            <img src={line.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" className={classes.image} />
          ) : null}
          <span className={classes.body}>
            <span className={classes.name}>{line.name}</span>
            <span className={classes.visuallyHidden}>{t`Seleccionar para escanear`}</span>
            <span className={classes.meta}>{t`SKU ${line.sku} · Pedido: ${ordered}`}</span>
            <span className={classes.stateRow}>
              <span className={classes.stateBadge} data-testid="line-state" style={{ '--state-bg': `var(--mantine-color-${color}-light)` } as CSSProperties}>
                {stateText(line, line)}
              </span>
              {waiting && (
                <span className={classes.waitingNote} data-testid="line-waiting">
                  <IconCloudUpload size={14} aria-hidden />
                  <span className={classes.waitingText}>{t`Sin enviar`}</span>
                </span>
              )}
            </span>
          </span>
          <span className={classes.total} aria-label={t`Total de la línea`}>{f.money(line.total, currency)}</span>
        </span>
      </button>
      {editable && <LineControls line={line} actions={actions} />}
      {problem && (
        <div style={{ marginTop: 8 }}>
          <LineProblem entry={problem} line={line} candidates={candidates} canRetry={editable} onRetry={actions.retry} onDiscard={actions.discard} />
        </div>
      )}
    </article>
  );
});
