import { Trans, useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MASS_SKUS_MAX } from '../../../../contract/mass-update-constants';
import type { CallData } from '../../../../contract/calls';
import { parseSkus, selectionProblem, type SelectionForm } from '../lib/mass-form';
import { useFormat } from '../../../lib/format';

interface SelectionStepProps {
  value: SelectionForm;
  onChange: (next: SelectionForm) => void;
  filters: CallData<'/Product/ListFilters'> | undefined;
  categoryLabel: (id: number) => string;
  warehouses: { id: number; name: string }[];
  /** Show what is missing (after a first "Siguiente"). */
  showProblems: boolean;
}

/** Step 1: which products — the product list's filters, or a pasted list of SKUs. */
export function SelectionStep({ value, onChange, filters, categoryLabel, warehouses, showProblems }: SelectionStepProps) {
  const { t } = useLingui();
  const f = useFormat();
  const set = (patch: Partial<SelectionForm>) => onChange({ ...value, ...patch });
  const skuCount = value.mode === 'skus' ? parseSkus(value.skusText).length : 0;
  const problem = showProblems ? selectionProblem(value) : null;
  const max = f.count(MASS_SKUS_MAX);
  const categoryOptions = (filters?.categories ?? []).map((c) => ({ value: String(c.id), label: categoryLabel(c.id) })).toSorted((a, b) => a.label.localeCompare(b.label));
  const brandOptions = (filters?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }));

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t`Elegir productos por`}
        value={value.mode}
        onChange={(mode) => set({ mode: mode === 'skus' ? 'skus' : 'filter' })}
        data={[
          { value: 'filter', label: t`Filtro` },
          { value: 'skus', label: t`Lista de SKUs` },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {value.mode === 'filter' ? (
        <>
          <Text size="sm" c="dimmed"><Trans>Sin filtros se eligen todos los productos de la empresa.</Trans></Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label={t`Buscar`} description={t`Nombre, SKU o código de barras`} value={value.q} onChange={(e) => set({ q: e.currentTarget.value })} maxLength={120} />
            <Select label={t`Categoría`} data={categoryOptions} value={value.categoryId} onChange={(categoryId) => set({ categoryId })} searchable clearable placeholder={t`Todas`} />
            <Select label={t`Marca`} data={brandOptions} value={value.brandId} onChange={(brandId) => set({ brandId })} searchable clearable placeholder={t`Todas`} />
            <Select
              label={t`Unidad`}
              data={[
                { value: 'unit', label: t`Por unidad` },
                { value: 'kg', label: t`Por peso (kg)` },
              ]}
              value={value.saleUnit}
              onChange={(saleUnit) => set({ saleUnit: saleUnit === 'unit' || saleUnit === 'kg' ? saleUnit : null })}
              clearable
              placeholder={t`Todas`}
            />
            <Select
              label={t`Tipo`}
              data={[
                { value: 'simple', label: t`Simples` },
                { value: 'composite', label: t`Compuestos` },
              ]}
              value={value.kind}
              onChange={(kind) => set({ kind: kind === 'simple' || kind === 'composite' ? kind : null })}
              clearable
              placeholder={t`Todos`}
            />
            <Select
              label={t`Estado`}
              data={[
                { value: 'true', label: t`Activos` },
                { value: 'false', label: t`Inactivos` },
              ]}
              value={value.active}
              onChange={(active) => set({ active })}
              clearable
              placeholder={t`Todos`}
            />
            <Select
              label={t`Sin stock en bodega`}
              data={warehouses.map((w) => ({ value: String(w.id), label: w.name }))}
              value={value.outOfStockWarehouseId}
              onChange={(outOfStockWarehouseId) => set({ outOfStockWarehouseId })}
              clearable
              placeholder={t`Cualquiera`}
            />
          </SimpleGrid>
        </>
      ) : (
        <Stack gap={4}>
          <Textarea
            label={t`SKUs`}
            description={t`Uno por línea (o separados por comas). Hasta ${max}; los repetidos se ignoran.`}
            value={value.skusText}
            onChange={(e) => set({ skusText: e.currentTarget.value })}
            autosize
            minRows={6}
            maxRows={14}
            error={problem === 'skus_empty' ? t`Pega al menos un SKU.` : problem === 'skus_too_many' ? t`Son más de ${max} SKUs: divide la lista.` : undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="sku-count">
              <Trans>{skuCount} SKUs distintos</Trans>
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
