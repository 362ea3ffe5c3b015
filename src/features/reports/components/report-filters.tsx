/**
 * The report chooser, the period (presets, or a range of its own with the date picker) and the store and warehouse filters.
 * Every change goes to the URL; the page reads it back. A warehouse-bound user sees only their warehouse.
 */
import { useLingui } from '@lingui/react/macro';
import { Grid, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REPORT_KINDS, REPORT_MAX_DAYS } from '../../../../contract/report-definitions';
import { WAREHOUSE_BOUND_ROLES } from '../../../../contract/roles';
import { loadDatesLocale } from '../../../lib/i18n';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useUserData } from '../../../lib/user-data';
import { matchingPreset, presetRange, rangeDays, RANGE_PRESETS, type DateRange, type RangePreset } from '../lib/date-ranges';
import { PRESET_LABELS, REPORT_LABELS } from '../lib/report-labels';
import type { ReportsSearch } from '../lib/report-search';
import type { ReportKind } from '../../../../contract/report-definitions';

const CUSTOM = 'custom';
const CELL = { base: 12, xs: 6, md: 4, lg: 'content' } as const;

interface ReportFiltersProps {
  report: ReportKind;
  range: DateRange;
  today: string;
  storeId: number | undefined;
  warehouseId: number | undefined;
  /** SA's chosen company: only its stores and warehouses are offered. */
  companyId: number | undefined;
  onChange: (patch: Partial<ReportsSearch>) => void;
}

export function ReportFilters({ report, range, today, storeId, warehouseId, companyId, onChange }: ReportFiltersProps) {
  const { t, i18n } = useLingui();
  const user = useUserData();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const boundWarehouse = user && WAREHOUSE_BOUND_ROLES.includes(user.rol) && user.bodega !== null ? user.bodega : undefined;
  const inCompany = <T extends { companyId: number }>(rows: readonly T[]) => (companyId === undefined ? rows : rows.filter((row) => row.companyId === companyId));
  const stores = inCompany(options.data?.stores ?? []);
  const store = stores.find((row) => row.id === storeId);
  const warehouses = inCompany(options.data?.warehouses ?? []).filter(
    (row) => (boundWarehouse === undefined || row.id === boundWarehouse) && (store === undefined || store.warehouseIds.includes(row.id)),
  );

  // The pickers' month and day names follow the app's language.
  const [, setDatesLocaleReady] = useState(false);
  useEffect(() => {
    void loadDatesLocale().then(() => setDatesLocaleReady(true));
  }, []);
  // The picker's half-chosen range lives here until both ends are set.
  const [picked, setPicked] = useState<[string | null, string | null]>([range.from, range.to]);
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setPicked([range.from, range.to]);
  }
  const [from, to] = picked;
  const tooLong = from !== null && to !== null && rangeDays({ from, to }) > REPORT_MAX_DAYS;

  const preset = matchingPreset(range, today);
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={CELL}>
        <Select
          label={t`Reporte`}
          data={REPORT_KINDS.map((kind) => ({ value: kind, label: i18n._(REPORT_LABELS[kind]) }))}
          value={report}
          onChange={(value) => value && onChange({ report: value as ReportKind })}
          allowDeselect={false}
          w={{ lg: 220 }}
        />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Select
          label={t`Periodo`}
          data={[...RANGE_PRESETS.map((value) => ({ value, label: i18n._(PRESET_LABELS[value]) })), { value: CUSTOM, label: t`Personalizado`, disabled: true }]}
          value={preset ?? CUSTOM}
          onChange={(value) => {
            if (value && value !== CUSTOM) onChange(presetRange(value as RangePreset, today));
          }}
          allowDeselect={false}
          w={{ lg: 180 }}
        />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <DatePickerInput
          type="range"
          label={t`Fechas`}
          valueFormat="D MMM YYYY"
          value={picked}
          onChange={(value) => {
            setPicked(value);
            const [nextFrom, nextTo] = value;
            if (nextFrom && nextTo && rangeDays({ from: nextFrom, to: nextTo }) <= REPORT_MAX_DAYS) onChange({ from: nextFrom, to: nextTo });
          }}
          allowSingleDateInRange
          error={tooLong ? t`Elige como mucho ${REPORT_MAX_DAYS} días.` : undefined}
          w={{ lg: 250 }}
        />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Select
          label={t`Tienda`}
          data={stores.map((row) => ({ value: String(row.id), label: row.name }))}
          value={store ? String(store.id) : null}
          onChange={(value) => onChange({ store: value ? Number(value) : undefined, warehouse: undefined })}
          placeholder={t`Todas`}
          clearable
          w={{ lg: 200 }}
        />
      </Grid.Col>
      <Grid.Col span={CELL}>
        <Select
          label={t`Bodega`}
          data={warehouses.map((row) => ({ value: String(row.id), label: row.name }))}
          value={boundWarehouse !== undefined ? String(boundWarehouse) : warehouseId !== undefined && warehouses.some((row) => row.id === warehouseId) ? String(warehouseId) : null}
          onChange={(value) => onChange({ warehouse: value ? Number(value) : undefined })}
          placeholder={t`Todas`}
          clearable={boundWarehouse === undefined}
          disabled={boundWarehouse !== undefined}
          w={{ lg: 200 }}
        />
      </Grid.Col>
    </Grid>
  );
}
