/**
 * One report's figures: its totals as stat cards, then each table with its chart (where one helps) above the same
 * numbers as a table. Skeletons while loading, a message when the range holds nothing, errors with a retry.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { ReportColumnKind, ReportKind } from '../../../../contract/report-definitions';
import { ChunkBoundary } from '../../../components/chunk-boundary';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR } from '../../../lib/format';
import { intlLocale } from '../../../lib/i18n';
import { reportQuery, type ReportAnswer, type ReportFilter } from '../api/report-queries';
import { formatReportCell, type CellFormatContext } from '../lib/cell-format';
import { CHART_MAX_BARS, REPORT_CHARTS } from '../lib/report-charts';
import { reportTables, reportTotals, screenColumns, type ReportTableDef } from '../lib/report-columns';
import { COLUMN_LABELS, KEY_VALUE_LABELS, REPORT_LABELS, TABLE_LABELS } from '../lib/report-labels';
import { ReportTable } from './report-table';

// recharts is most of this screen's code: its own chunk, loaded after the figures and tables show.
const ReportChart = lazy(() => import('./report-chart').then((module) => ({ default: module.ReportChart })));
const CHART_HEIGHT = 260;

function useCellContext(currency: string): CellFormatContext {
  const { i18n } = useLingui();
  // The locale as a value of its own: i18n stays the same object when the language changes.
  const locale = intlLocale(i18n.locale);
  return useMemo(() => ({ locale, currency, keyLabel: (code: string) => (KEY_VALUE_LABELS[code] ? i18n._(KEY_VALUE_LABELS[code]) : code) }), [i18n, locale, currency]);
}

export function ReportView({ report, filter }: { report: ReportKind; filter: ReportFilter }) {
  const describe = useErrorMessage();
  const query = useQuery(reportQuery(report, filter));
  if (query.isPending) return <ReportSkeleton report={report} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={<Trans>No se pudo cargar el reporte</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describe(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <ReportFigures report={report} data={query.data} stale={query.isPlaceholderData || query.isFetching} />;
}

function ReportSkeleton({ report }: { report: ReportKind }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="report-loading">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {reportTotals(report).map((column) => (
          <Skeleton key={column.key} h={72} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={CHART_HEIGHT} radius="md" />
      <Skeleton h={200} radius="md" />
    </Stack>
  );
}

function ReportFigures({ report, data, stale }: { report: ReportKind; data: ReportAnswer; stale: boolean }) {
  const context = useCellContext(data.currency);
  const tables = reportTables(report);
  const empty = tables.every((table) => (data.tables[table.name] ?? []).length === 0);
  return (
    <Stack gap="lg" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={stale} data-testid="report-figures">
      <Totals report={report} data={data} context={context} />
      {empty ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap={4}>
            <Text fw={500}>
              <Trans>No hay datos para este periodo y filtro.</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Prueba con un periodo más largo, u otra tienda o bodega.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        tables.map((table) => <TableSection key={table.name} report={report} table={table} data={data} context={context} />)
      )}
    </Stack>
  );
}

function Totals({ report, data, context }: { report: ReportKind; data: ReportAnswer; context: CellFormatContext }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" role="list" aria-label={t`Totales del periodo`}>
      {reportTotals(report).map((column) => (
        <Paper key={column.key} withBorder radius="md" p="sm" role="listitem" data-testid={`total-${column.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {i18n._(COLUMN_LABELS[column.key])}
          </Text>
          <Text fz="xl" fw={700} style={TABULAR}>
            {formatReportCell(column.kind, data.totals[column.key] ?? null, context)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function TableSection({ report, table, data, context }: { report: ReportKind; table: ReportTableDef; data: ReportAnswer; context: CellFormatContext }) {
  const { t, i18n } = useLingui();
  const rows = data.tables[table.name] ?? [];
  const spec = REPORT_CHARTS[report][table.name];
  const title = i18n._(TABLE_LABELS[table.name]);
  const reportName = i18n._(REPORT_LABELS[report]);
  const kinds = Object.fromEntries(table.columns.map((column) => [column.key, column.kind])) as Record<string, ReportColumnKind>;
  const chartRows = spec?.type === 'bar' ? rows.slice(0, CHART_MAX_BARS) : rows;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`${reportName}: ${title}`} data-testid={`report-table-${table.name}`}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>Sin datos en este periodo.</Trans>
          </Text>
        ) : (
          <>
            {spec && (
              <Box component="figure" m={0} role="img" aria-label={t`Gráfico: ${reportName} — ${title}. Los mismos números están en la tabla de abajo.`}>
                {/* Offline before the worker cached the chart: the table below has the same numbers. */}
                <ChunkBoundary fallback={null}>
                  <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
                    <ReportChart spec={spec} rows={chartRows} kinds={kinds} currency={data.currency} />
                  </Suspense>
                </ChunkBoundary>
              </Box>
            )}
            <ReportTable label={t`Tabla: ${reportName} — ${title}`} columns={screenColumns(table.columns)} rows={rows} context={context} testId={`table-${table.name}`} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
