/**
 * A line's actions, all at least 48 px: units stepper or weighing, out of stock, substitute, back to pending.
 * Each button is memoized on what it shows (label, state, icon) with a handler that lasts as long as the line: a tap
 * re-renders the buttons whose state it changed, not all six.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, SegmentedControl, Text, type ButtonVariant } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconMinus, IconPlus, IconReplace, IconScale, type TablerIcon } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { focusableDisabled } from '../../../components/focusable-disabled';
import { SUBSTITUTE_APPROVALS, type SubstituteApproval } from '../../../../contract/picking-constants';
import type { PickingLine } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { APPROVAL_LABELS } from '../lib/labels';
import type { LineActions } from '../lib/line-actions';
import { nextUnitTarget, pickedUnits, targetOf, UNIT, type LineTarget } from '../lib/line-change';
import classes from './picking.module.css';

const TOUCH = 48;

/** One unit less; from one unit the line goes back to pending (a picked line has a quantity). */
function lessOne(line: PickingLine): LineTarget | null {
  const units = pickedUnits(line);
  if (units === 0) return null;
  return units > UNIT ? { pickState: 'picked', pickedQuantity: units - UNIT } : { pickState: 'pending' };
}

interface StepButtonProps {
  label: string;
  icon: TablerIcon;
  variant: 'default' | 'filled';
  disabled: boolean;
  onClick: () => void;
}

const StepButton = memo(function StepButton({ label, icon: Icon, variant, disabled, onClick }: StepButtonProps) {
  return (
    <ActionIcon size={TOUCH} variant={variant} aria-label={label} {...focusableDisabled(disabled, onClick)}>
      <Icon size={22} aria-hidden />
    </ActionIcon>
  );
});

interface LineButtonProps {
  /** The visible text. */
  text: string;
  /** The accessible name, when it says more than the text (which line). */
  label?: string;
  icon: TablerIcon;
  /** Icons that point (undo) follow the reading direction. */
  mirrored?: boolean;
  variant: ButtonVariant;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
}

const LineButton = memo(function LineButton({ text, label, icon: Icon, mirrored, variant, color, disabled = false, onClick }: LineButtonProps) {
  return (
    <Button
      h={TOUCH}
      variant={variant}
      color={color}
      // On a light background the label takes the text colour: Mantine's light green on its own tint is 3.8:1 (WCAG AA wants 4.5).
      c={variant === 'light' ? 'var(--mantine-color-text)' : undefined}
      leftSection={<Icon size={18} aria-hidden className={mirrored ? classes.mirror : undefined} />}
      aria-label={label}
      {...focusableDisabled(disabled, onClick)}
    >
      {text}
    </Button>
  );
});

function UnitStepper({ line, actions }: { line: PickingLine; actions: LineActions }) {
  const { t } = useLingui();
  const f = useFormat();
  const units = pickedUnits(line);
  const max = Math.max(line.orderedQuantity, UNIT);
  const complete = line.pickState === 'picked' && units >= max;
  const lineId = line.id;
  // Intents, not targets: they apply to the line as it is when the change is made.
  const minus = useCallback(() => actions.change(lineId, lessOne), [actions, lineId]);
  const plus = useCallback(() => actions.change(lineId, (current) => nextUnitTarget(current)), [actions, lineId]);
  const whole = useCallback(() => actions.change(lineId, { pickState: 'picked', pickedQuantity: max }), [actions, lineId, max]);
  return (
    <Group gap="xs" wrap="nowrap">
      <StepButton label={t`Quitar una unidad de ${line.name}`} icon={IconMinus} variant="default" disabled={units === 0} onClick={minus} />
      <Text fw={700} size="lg" miw={64} ta="center" style={TABULAR} aria-label={t`Unidades pickeadas`}>
        {`${f.quantity(units, false)} / ${f.quantity(line.orderedQuantity, false)}`}
      </Text>
      <StepButton label={t`Añadir una unidad de ${line.name}`} icon={IconPlus} variant="filled" disabled={units >= max} onClick={plus} />
      <LineButton text={t`Completo`} icon={IconCheck} variant={complete ? 'filled' : 'light'} color="green" disabled={complete} onClick={whole} />
    </Group>
  );
}

function WeighButton({ line, actions }: { line: PickingLine; actions: LineActions }) {
  const { t } = useLingui();
  const f = useFormat();
  const weighed = line.pickState === 'picked' && line.pickedQuantity !== null;
  const weight = `${f.quantity(line.pickedQuantity ?? 0, true)} kg`;
  return (
    <Button
      h={TOUCH}
      variant={weighed ? 'light' : 'filled'}
      leftSection={<IconScale size={18} aria-hidden />}
      onClick={() => actions.weigh(line.id)}
      aria-label={weighed ? t`${weight}: pesar de nuevo ${line.name}` : t`Pesar ${line.name}`}
    >
      {weighed ? weight : t`Pesar`}
    </Button>
  );
}

function ApprovalControl({ line, actions }: { line: PickingLine; actions: LineActions }) {
  const { i18n } = useLingui();
  return (
    <div>
      <Text size="xs" c="dimmed" id={`approval-${line.id}`}><Trans>Aprobación del cliente</Trans></Text>
      <SegmentedControl
        fullWidth
        aria-labelledby={`approval-${line.id}`}
        value={line.substituteApproval ?? 'pendiente'}
        data={SUBSTITUTE_APPROVALS.map((value) => ({ value, label: i18n._(APPROVAL_LABELS[value]) }))}
        onChange={(value) => actions.change(line.id, { ...targetOf(line), substituteApproval: value as SubstituteApproval })}
        styles={{ label: { minHeight: 40, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
    </div>
  );
}

export function LineControls({ line, actions }: { line: PickingLine; actions: LineActions }) {
  const { t } = useLingui();
  const lineId = line.id;
  const outOfStock = useCallback(() => actions.change(lineId, { pickState: 'out_of_stock' }), [actions, lineId]);
  const substitute = useCallback(() => actions.substitute(lineId), [actions, lineId]);
  const backToPending = useCallback(() => actions.change(lineId, { pickState: 'pending' }), [actions, lineId]);
  return (
    <Group gap="xs" align="flex-end" mt="xs">
      {line.pickState === 'substituted' && <ApprovalControl line={line} actions={actions} />}
      {line.type === 'kg' ? <WeighButton line={line} actions={actions} /> : <UnitStepper line={line} actions={actions} />}
      <Group gap="xs">
        <LineButton
          text={t`Sin stock`}
          label={t`Sin stock: ${line.name}`}
          icon={IconBan}
          variant={line.pickState === 'out_of_stock' ? 'filled' : 'default'}
          color="red"
          disabled={line.pickState === 'out_of_stock'}
          onClick={outOfStock}
        />
        <LineButton text={t`Sustituir`} label={t`Sustituir ${line.name}`} icon={IconReplace} variant="default" onClick={substitute} />
        {/* Always there (disabled while pending), so the card keeps its height and nothing moves under the thumb. */}
        <LineButton
          text={t`Deshacer línea`}
          label={t`Deshacer línea: ${line.name}`}
          icon={IconArrowBackUp}
          mirrored
          variant="subtle"
          disabled={line.pickState === 'pending'}
          onClick={backToPending}
        />
      </Group>
    </Group>
  );
}
