/**
 * /reportes (AD, GE, SG, SU, SA; issue 20 §3): choose a report, a period and optionally a store or warehouse (all in
 * the URL); see its totals, charts and tables; export it. SA works on the company chosen in the header.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { WAREHOUSE_BOUND_ROLES } from '../../../../contract/roles';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import type { ReportFilter } from '../api/report-queries';
import { todayIn } from '../lib/date-ranges';
import { resolveReportsSearch, type ReportsSearch } from '../lib/report-search';
import { ExportMenu } from './export-menu';
import { ReportFilters } from './report-filters';
import { ReportView } from './report-view';

interface ReportsPageProps {
  search: ReportsSearch;
  onSearchChange: (next: ReportsSearch) => void;
}

export function ReportsPage({ search, onSearchChange }: ReportsPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Reportes`);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t`Reportes`}
      </Title>
      {needsCompany ? <ChooseCompany /> : <Reports key={scope.empresaId ?? 0} companyId={scope.empresaId} search={search} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function Reports({ companyId, search, onSearchChange }: ReportsPageProps & { companyId: number | undefined }) {
  const user = useUserData();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const today = todayIn();
  const { report, range, storeId, warehouseId } = resolveReportsSearch(search, today);
  const boundWarehouse = user && WAREHOUSE_BOUND_ROLES.includes(user.rol) && user.bodega !== null ? user.bodega : undefined;

  // The URL's store and warehouse count only when they are the company's (a link from another company, SA's change).
  const filter = useMemo((): ReportFilter | null => {
    if (!options.data) return null;
    const known = (rows: readonly { id: number; companyId: number }[], id: number | undefined) =>
      id !== undefined && rows.some((row) => row.id === id && (companyId === undefined || row.companyId === companyId)) ? id : undefined;
    const store = known(options.data.stores, storeId);
    const warehouse = boundWarehouse ?? known(options.data.warehouses, warehouseId);
    return {
      from: range.from,
      to: range.to,
      ...(companyId === undefined ? {} : { empresaId: companyId }),
      ...(store === undefined ? {} : { storeId: store }),
      ...(warehouse === undefined ? {} : { warehouseId: warehouse }),
    };
  }, [options.data, companyId, storeId, warehouseId, boundWarehouse, range.from, range.to]);

  const change = (patch: Partial<ReportsSearch>) => {
    const next: ReportsSearch = { ...search, report, from: range.from, to: range.to, ...patch };
    // Only what is set goes to the URL.
    for (const key of Object.keys(next) as (keyof ReportsSearch)[]) if (next[key] === undefined) delete next[key];
    onSearchChange(next);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ReportFilters report={report} range={range} today={today} storeId={storeId} warehouseId={warehouseId} companyId={companyId} onChange={change} />
        {filter && <ExportMenu report={report} filter={filter} disabled={false} />}
      </Group>
      {filter ? <ReportView report={report} filter={filter} /> : <Skeleton h={320} radius="md" aria-busy="true" />}
    </Stack>
  );
}
