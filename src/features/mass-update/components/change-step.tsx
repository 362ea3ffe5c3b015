import { useLingui } from '@lingui/react/macro';
import { NumberInput, Radio, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { CallData } from '../../../../contract/calls';
import { MASS_CHANGE_KINDS, type MassChangeKind } from '../../../../contract/mass-update-constants';
import type { ChangeForm, ChangeProblem } from '../lib/mass-form';

interface ChangeStepProps {
  value: ChangeForm;
  onChange: (next: ChangeForm) => void;
  filters: CallData<'/Product/ListFilters'> | undefined;
  categoryLabel: (id: number) => string;
  problem: ChangeProblem | null;
}

/** Step 2: exactly one change — price by % or amount (on the price with or without IVA), IVA, category, brand, active. */
export function ChangeStep({ value, onChange, filters, categoryLabel, problem }: ChangeStepProps) {
  const { t } = useLingui();
  const set = (patch: Partial<ChangeForm>) => onChange({ ...value, ...patch });
  const labels: Record<MassChangeKind, string> = {
    price_percent: t`Precio en %`,
    price_amount: t`Precio en monto`,
    tax_rate: t`IVA`,
    category: t`Categoría`,
    brand: t`Marca`,
    active: t`Activo`,
  };
  const isPrice = value.kind === 'price_percent' || value.kind === 'price_amount';
  const categoryOptions = (filters?.categories ?? [])
    .filter((c) => c.active)
    .map((c) => ({ value: String(c.id), label: categoryLabel(c.id) }))
    .toSorted((a, b) => a.label.localeCompare(b.label));
  const brandOptions = [{ value: '', label: t`Sin marca` }, ...(filters?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))];

  return (
    <Stack gap="md">
      <Select
        label={t`Cambio`}
        data={MASS_CHANGE_KINDS.map((kind) => ({ value: kind, label: labels[kind] }))}
        value={value.kind}
        onChange={(kind) => kind && set({ kind: kind as MassChangeKind })}
        allowDeselect={false}
        maw={360}
      />
      {isPrice && (
        <Radio.Group label={t`Aplicar al precio`} value={value.basis} onChange={(basis) => set({ basis: basis === 'with_tax' ? 'with_tax' : 'without_tax' })}>
          <Group mt={4}>
            <Radio value="without_tax" label={t`Sin IVA`} />
            <Radio value="with_tax" label={t`Con IVA`} />
          </Group>
        </Radio.Group>
      )}
      {isPrice && (
        <Text size="sm" c="dimmed">
          {value.basis === 'with_tax'
            ? t`El precio con IVA cambia y el precio sin IVA se calcula a partir de él (el precio con IVA puede moverse un centavo).`
            : t`El precio sin IVA cambia y el precio con IVA lo sigue. Se redondea al centavo.`}
        </Text>
      )}
      {value.kind === 'price_percent' && (
        <NumberInput
          label={t`Porcentaje`}
          description={t`Positivo sube, negativo baja (por ejemplo 10 o -5).`}
          value={value.percent}
          onChange={(percent) => set({ percent })}
          decimalScale={2}
          allowNegative
          suffix=" %"
          maw={240}
          error={problem === 'percent' ? t`Escribe un porcentaje distinto de 0, entre -100 y 1000.` : undefined}
        />
      )}
      {value.kind === 'price_amount' && (
        <NumberInput
          label={t`Monto`}
          description={t`Positivo sube, negativo baja (por ejemplo 0,50 o -1).`}
          value={value.amount}
          onChange={(amount) => set({ amount })}
          decimalScale={2}
          allowNegative
          maw={240}
          error={problem === 'amount' ? t`Escribe un monto distinto de 0.` : undefined}
        />
      )}
      {value.kind === 'tax_rate' && (
        <NumberInput
          label={t`IVA nuevo`}
          description={t`El precio sin IVA se mantiene; el precio con IVA lo sigue.`}
          value={value.taxRate}
          onChange={(taxRate) => set({ taxRate })}
          decimalScale={2}
          min={0}
          max={100}
          suffix=" %"
          maw={240}
          error={problem === 'tax_rate' ? t`Escribe un IVA entre 0 y 100 %.` : undefined}
        />
      )}
      {value.kind === 'category' && (
        <Select
          label={t`Categoría principal nueva`}
          data={categoryOptions}
          value={value.categoryId}
          onChange={(categoryId) => set({ categoryId })}
          searchable
          maw={420}
          error={problem === 'category' ? t`Elige una categoría.` : undefined}
        />
      )}
      {value.kind === 'brand' && (
        <Select
          label={t`Marca nueva`}
          data={brandOptions}
          value={value.brandId}
          onChange={(brandId) => set({ brandId })}
          searchable
          maw={420}
          error={problem === 'brand' ? t`Elige una marca.` : undefined}
        />
      )}
      {value.kind === 'active' && (
        <SegmentedControl
          aria-label={t`Estado nuevo`}
          value={value.active}
          onChange={(active) => set({ active: active === 'true' ? 'true' : 'false' })}
          data={[
            { value: 'true', label: t`Activar` },
            { value: 'false', label: t`Desactivar` },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
