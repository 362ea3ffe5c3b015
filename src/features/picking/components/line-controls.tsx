/** A line's actions, all at least 48 px: units stepper or weighing, out of stock, substitute, back to pending. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCheck, IconMinus, IconPlus, IconReplace, IconScale } from '@tabler/icons-react';
import { SUBSTITUTE_APPROVALS, type SubstituteApproval } from '../../../../contract/picking-constants';
import type { PickingLine } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../lib/format';
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

function UnitStepper({ line, actions }: { line: PickingLine; actions: LineActions }) {
  const { t } = useLingui();
  const f = useFormat();
  const units = pickedUnits(line);
  const max = Math.max(line.orderedQuantity, UNIT);
  const complete = line.pickState === 'picked' && units >= max;
  // Intents, not targets: they apply to the line as it is when the change is made.
  const minus = () => actions.change(line.id, lessOne);
  const plus = () => actions.change(line.id, (current) => nextUnitTarget(current));
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon size={TOUCH} variant="default" aria-label={t`Quitar una unidad de ${line.name}`} disabled={units === 0} onClick={minus}>
        <IconMinus size={22} aria-hidden />
      </ActionIcon>
      <Text fw={700} size="lg" miw={64} ta="center" style={TABULAR} aria-label={t`Unidades pickeadas`}>
        {`${f.quantity(units, false)} / ${f.quantity(line.orderedQuantity, false)}`}
      </Text>
      <ActionIcon size={TOUCH} variant="filled" aria-label={t`Añadir una unidad de ${line.name}`} disabled={units >= max} onClick={plus}>
        <IconPlus size={22} aria-hidden />
      </ActionIcon>
      <Button h={TOUCH} variant={complete ? 'filled' : 'light'} color="green" leftSection={<IconCheck size={18} aria-hidden />} disabled={complete} onClick={() => actions.change(line.id, { pickState: 'picked', pickedQuantity: max })}>
        <Trans>Completo</Trans>
      </Button>
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
  return (
    <Group gap="xs" mt="xs" wrap="wrap" align="flex-end">
      {line.pickState === 'substituted' && <ApprovalControl line={line} actions={actions} />}
      {line.type === 'kg' ? <WeighButton line={line} actions={actions} /> : <UnitStepper line={line} actions={actions} />}
      <Group gap="xs" wrap="wrap">
        <Button
          h={TOUCH}
          variant={line.pickState === 'out_of_stock' ? 'filled' : 'default'}
          color="red"
          leftSection={<IconBan size={18} aria-hidden />}
          disabled={line.pickState === 'out_of_stock'}
          onClick={() => actions.change(line.id, { pickState: 'out_of_stock' })}
          aria-label={t`Sin stock: ${line.name}`}
        >
          <Trans>Sin stock</Trans>
        </Button>
        <Button h={TOUCH} variant="default" leftSection={<IconReplace size={18} aria-hidden />} onClick={() => actions.substitute(line.id)} aria-label={t`Sustituir ${line.name}`}>
          <Trans>Sustituir</Trans>
        </Button>
        {line.pickState !== 'pending' && (
          <Button h={TOUCH} variant="subtle" leftSection={<IconArrowBackUp size={18} aria-hidden className={classes.mirror} />} onClick={() => actions.change(line.id, { pickState: 'pending' })} aria-label={t`Deshacer línea: ${line.name}`}>
            <Trans>Deshacer línea</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
