import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { I18n } from '@lingui/core';
import type { ZipImagesReport } from '../../../../contract/file-routes';
import { refusalMessage } from '../lib/upload-messages';

interface Row {
  file: string;
  result: 'attached' | 'unmatched' | 'rejected';
  detail: string;
}

function rowsOf(report: ZipImagesReport, i18n: I18n, unmatched: string, attachedTo: (sku: string) => string): Row[] {
  return [
    ...report.rejected.map((item) => ({ file: item.file, result: 'rejected' as const, detail: refusalMessage(item.code, i18n) })),
    ...report.unmatched.map((file) => ({ file, result: 'unmatched' as const, detail: unmatched })),
    ...report.attached.map((item) => ({ file: item.file, result: 'attached' as const, detail: attachedTo(item.sku) })),
  ];
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula gets a leading quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The report of one .zip: counts, a table (problems first) and a CSV download of it. */
export function ZipReport({ name, report }: { name: string; report: ZipImagesReport }) {
  const { t, i18n } = useLingui();
  const labels = { attached: t`Agregada`, unmatched: t`Sin producto`, rejected: t`Rechazada` };
  const rows = rowsOf(report, i18n, t`Ningún producto con ese SKU o código de barras.`, (sku) => t`Agregada al producto ${sku}.`);
  const download = () => {
    const lines = [[t`Archivo`, t`Resultado`, t`Detalle`], ...rows.map((row) => [row.file, labels[row.result], row.detail])];
    const csv = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name.replace(/\.zip$/i, '')}-informe.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const attached = report.attached.length;
  const unmatched = report.unmatched.length;
  const rejected = report.rejected.length;
  return (
    <div data-testid="zip-report" aria-live="polite">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text size="sm" fw={500}>
            <Trans>Informe de «{name}»</Trans>
          </Text>
          <Badge color="teal" variant="light">
            <Trans>Agregadas: {attached}</Trans>
          </Badge>
          <Badge color="yellow" variant="light">
            <Trans>Sin producto: {unmatched}</Trans>
          </Badge>
          <Badge color="red" variant="light">
            <Trans>Rechazadas: {rejected}</Trans>
          </Badge>
        </Group>
        <Button size="xs" variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={download} disabled={rows.length === 0}>
          <Trans>Descargar informe (CSV)</Trans>
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>El .zip no tenía imágenes.</Trans>
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Table striped withTableBorder verticalSpacing={4} fz="sm" aria-label={t`Informe del .zip de imágenes`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Archivo</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Resultado</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Detalle</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={`${row.result}-${row.file}-${index}`}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.file}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={row.result === 'attached' ? 'teal' : row.result === 'unmatched' ? 'yellow' : 'red'}>
                      {labels[row.result]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
