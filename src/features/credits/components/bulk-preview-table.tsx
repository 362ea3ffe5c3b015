/** The bulk grant's rows with their problems (before sending) and the server's answer per row (after). */
import { useLingui } from '@lingui/react/macro';
import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import { TABULAR, useFormat } from '../../../lib/format';
import type { BulkPreviewRow } from '../lib/bulk-rows';
import { ROW_PROBLEMS } from '../lib/problem-labels';
import type { BulkResult } from '../lib/use-bulk-send';

/** Rows drawn at most (problems first): a long list stays quick; the counts above cover every row. */
const SHOWN = 500;

export function BulkPreviewTable({ rows, results, currency }: { rows: BulkPreviewRow[]; results: Map<string, BulkResult>; currency: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const ordered = [...rows.filter((row) => row.problems.length > 0), ...rows.filter((row) => row.problems.length === 0)].slice(0, SHOWN);
  return (
    <>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table stickyHeader striped verticalSpacing={4} aria-label={t`Filas de la carga`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Fila`}</Table.Th>
              <Table.Th>{t`Cliente`}</Table.Th>
              <Table.Th ta="end">{t`Monto`}</Table.Th>
              <Table.Th>{t`Motivo`}</Table.Th>
              <Table.Th>{t`Vence el`}</Table.Th>
              <Table.Th>{t`Estado`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ordered.map((row) => {
              const result = results.get(row.mutationId);
              const problems = result?.status === 'refused' ? result.problems : row.problems;
              return (
                <Table.Tr key={row.mutationId}>
                  <Table.Td style={TABULAR}>{row.line}</Table.Td>
                  <Table.Td>{row.customer || '—'}</Table.Td>
                  <Table.Td ta="end" style={TABULAR}>
                    {Number.isFinite(row.amountCents) ? format.money(row.amountCents, currency) : '—'}
                  </Table.Td>
                  <Table.Td>{row.reason || '—'}</Table.Td>
                  <Table.Td style={TABULAR}>{row.expiresOn || '—'}</Table.Td>
                  <Table.Td>
                    {problems.length > 0 ? (
                      problems.map((problem) => (
                        <Text key={problem} size="xs" c="red">
                          {i18n._(ROW_PROBLEMS[problem])}
                        </Text>
                      ))
                    ) : result ? (
                      <Badge color="green" variant="light" size="sm">
                        {result.status === 'already' ? t`Ya otorgado` : t`Otorgado`}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" size="sm">
                        {t`Lista`}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {rows.length > SHOWN ? (
        <Text size="xs" c="dimmed">
          {t`Se muestran ${SHOWN} de ${rows.length} filas (primero las que tienen problemas).`}
        </Text>
      ) : null}
    </>
  );
}
