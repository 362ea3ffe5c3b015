import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { PickingLine } from '../../../../contract/schemas/picking';
import { useFormat } from '../../../lib/format';
import type { LineTarget } from '../lib/line-change';
import { weightText } from '../lib/parse-weight';
import { useQuantityCheck } from '../lib/quantity-check';
import { WeightField } from './weight-field';

interface WeightSheetProps {
  line: PickingLine;
  currency: string;
  /** The code scanned to open it, kept with the change. */
  scannedCode: string | null;
  /** The weight a scanned GS1 variable-measure label carries: filled in, the picker confirms it. */
  measuredMilli?: number | null | undefined;
  onSave: (lineId: number, target: LineTarget) => void;
  onClose: () => void;
}

/** The weighed amount of a weighted line, with its total repriced before saving. */
export function WeightSheet({ line, currency, scannedCode, measuredMilli, onSave, onClose }: WeightSheetProps) {
  const { t } = useLingui();
  const f = useFormat();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const { checkWeightText } = useQuantityCheck();
  const [text, setText] = useState(() =>
    typeof measuredMilli === 'number' && measuredMilli > 0
      ? weightText(measuredMilli, f.locale)
      : line.pickState === 'picked' && line.pickedQuantity
        ? weightText(line.pickedQuantity, f.locale)
        : '',
  );
  const [touched, setTouched] = useState(false);
  const check = checkWeightText(text, line.orderedQuantity);
  const emptyError = touched && text.trim() === '' ? t`Escribe el peso.` : null;
  const save = () => {
    setTouched(true);
    if (check.milli === null) return;
    onSave(line.id, { pickState: 'picked', pickedQuantity: check.milli, ...(scannedCode ? { scannedCode } : {}) });
    onClose();
  };
  const ordered = `${f.quantity(line.orderedQuantity, true)} kg`;
  return (
    <Modal opened onClose={onClose} title={t`Pesar ${line.name}`} fullScreen={phone} centered>
      <Stack gap="md">
        <Text size="sm">{t`Pedido: ${ordered}`}</Text>
        {typeof measuredMilli === 'number' && measuredMilli > 0 && (
          <Text size="sm" c="dimmed" data-testid="weight-from-label">{t`Peso leído de la etiqueta: revísalo y guárdalo.`}</Text>
        )}
        <WeightField
          label={t`Peso (kg)`}
          value={text}
          onChange={(value) => {
            setText(value);
            setTouched(true);
          }}
          milli={check.milli}
          error={check.error ?? emptyError}
          pricing={line}
          currency={currency}
          onSubmit={save}
          autoFocus
        />
        <Group grow>
          <Button h={48} variant="default" onClick={() => setText(weightText(line.orderedQuantity, f.locale))}>
            <Trans>Usar lo pedido</Trans>
          </Button>
          <Button h={48} onClick={save} disabled={check.milli === null}>
            <Trans>Guardar peso</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
