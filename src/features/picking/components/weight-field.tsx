import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text, TextInput } from '@mantine/core';
import { pickedLineAmounts } from '../../../../contract/picking-math';
import type { Milli } from '../../../../contract/money';
import { TABULAR, useFormat } from '../../../lib/format';

export interface WeightPricing {
  unitPrice: number;
  taxRate: number;
  discountRate: number;
}

interface WeightFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The valid weight typed so far, for the live total. */
  milli: Milli | null;
  error: string | null;
  pricing: WeightPricing;
  currency: string;
  label: string;
  onSubmit?: () => void;
  autoFocus?: boolean;
  /** False where the form shows the line's total itself (the substitute sheet, which also weighs the approval). */
  showTotal?: boolean;
}

/** A kg input (3 decimals, the locale's separator) with the line's total repriced live and the problem next to it. */
export function WeightField({ value, onChange, milli, error, pricing, currency, label, onSubmit, autoFocus, showTotal = true }: WeightFieldProps) {
  const { t } = useLingui();
  const f = useFormat();
  const total =
    milli === null || !showTotal
      ? null
      : pickedLineAmounts({ pickState: 'picked', orderedQuantity: milli, pickedQuantity: milli, unitPrice: pricing.unitPrice, taxRate: pricing.taxRate, discountRate: pricing.discountRate, substitute: null, substituteApproval: null }).totalCents;
  return (
    <div>
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSubmit) {
            event.preventDefault();
            onSubmit();
          }
        }}
        error={error}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        size="lg"
        rightSection={<Text size="sm" c="dimmed">kg</Text>}
        placeholder={f.quantity(0, true)}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        styles={{ input: TABULAR }}
      />
      {showTotal && (
        <Group justify="space-between" mt={6} aria-live="polite">
          <Text size="sm" c="dimmed"><Trans>Total de la línea</Trans></Text>
          <Text fw={700} style={TABULAR} data-testid="weight-total" aria-label={t`Total de la línea`}>
            {total === null ? '—' : f.money(total, currency)}
          </Text>
        </Group>
      )}
    </div>
  );
}
