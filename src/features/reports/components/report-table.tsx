import { useLingui } from '@lingui/react';
import { Table } from '@mantine/core';
import { TABULAR } from '../../../lib/format';
import { formatReportCell, isNumericKind, type CellFormatContext, type ReportCell } from '../lib/cell-format';
import type { ReportColumn } from '../lib/report-columns';
import { COLUMN_LABELS } from '../lib/report-labels';

interface ReportTableProps {
  /** Names the scroll region and the table (the accessible alternative to its chart). */
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly Readonly<Record<string, ReportCell>>[];
  context: CellFormatContext;
  testId: string;
}

/** A report table, dense, with sticky headers; it scrolls sideways on narrow screens and takes the keyboard's focus. */
export function ReportTable({ label, columns, rows, context, testId }: ReportTableProps) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={Math.max(320, columns.length * 120)} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={isNumericKind(column.kind) ? 'right' : undefined} data-column={column.key}>
                {i18n._(COLUMN_LABELS[column.key])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.key} data-column={column.key} ta={isNumericKind(column.kind) ? 'right' : undefined} style={isNumericKind(column.kind) ? TABULAR : undefined}>
                  {formatReportCell(column.kind, row[column.key] ?? null, context)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
