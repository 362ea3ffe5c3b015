/**
 * "Exportar": Excel with every table of the report (one sheet each), or one table as CSV. While the file downloads,
 * a progress bar (bytes received of the file's size) and a cancel button.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import type { ReportKind } from '../../../../contract/report-definitions';
import { useFormat } from '../../../lib/format';
import type { ReportFilter } from '../api/report-queries';
import { useReportExport, type ExportState } from '../api/use-report-export';
import { reportTables } from '../lib/report-columns';
import { TABLE_LABELS } from '../lib/report-labels';

export function ExportMenu({ report, filter, disabled }: { report: ReportKind; filter: ReportFilter; disabled: boolean }) {
  const { i18n } = useLingui();
  const { state, start, cancel } = useReportExport(report, filter);
  const tables = reportTables(report);
  const busy = state.phase !== 'idle';
  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />} disabled={disabled || busy} >
            <Trans>Exportar</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void start('xlsx', tables)}>
            <Trans>Excel (.xlsx), todas las tablas</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Trans>CSV (.csv), una tabla</Trans>
          </Menu.Label>
          {tables.map((table) => (
            <Menu.Item key={table.name} leftSection={<IconFileTypeCsv size={16} />} onClick={() => void start('csv', [table])}>
              {i18n._(TABLE_LABELS[table.name])}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {state.phase !== 'idle' && <DownloadProgressBar state={state} onCancel={cancel} />}
    </Stack>
  );
}

const KB = 1024;

/** The export under way: preparing (the server computes the file), then bytes received of the file's size. */
function DownloadProgressBar({ state, onCancel }: { state: Exclude<ExportState, { phase: 'idle' }>; onCancel: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const progress = state.phase === 'downloading' ? state.progress : null;
  const total = progress?.total ?? null;
  const known = progress !== null && total !== null;
  const percent = known ? Math.min(100, Math.round((progress.received / total) * 100)) : 100;
  const receivedText = format.count(Math.round((progress?.received ?? 0) / KB));
  const totalText = format.count(Math.round((total ?? 0) / KB));
  return (
    <Paper withBorder radius="md" p="xs" w={{ base: '100%', sm: 320 }} data-testid="export-progress">
      <Stack gap={6}>
        <Progress value={percent} animated={!known} striped={!known} aria-label={t`Descarga del reporte`} size="md" />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" aria-live="polite">
            {progress === null ? <Trans>Preparando el archivo…</Trans> : known ? <Trans>{receivedText} de {totalText} KB</Trans> : <Trans>{receivedText} KB recibidos</Trans>}
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
