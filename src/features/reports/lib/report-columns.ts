/**
 * A report's tables and columns as the screen and the export use them, read from REPORT_DEFINITIONS, with their
 * translated titles and headers (one map, report-labels.ts).
 */
import type { I18n } from '@lingui/core';
import { REPORT_DEFINITIONS, type ReportColumnKind, type ReportKind } from '../../../../contract/report-definitions';
import type { ExportSheet } from '../api/export-report';
import { COLUMN_LABELS, TABLE_LABELS, type ReportColumnKey, type ReportTableName } from './report-labels';

export interface ReportColumn {
  key: ReportColumnKey;
  kind: ReportColumnKind;
}

export interface ReportTableDef {
  name: ReportTableName;
  columns: readonly ReportColumn[];
}

export function reportTables(report: ReportKind): ReportTableDef[] {
  const tables = REPORT_DEFINITIONS[report].tables as Readonly<Record<string, readonly ReportColumn[]>>;
  return Object.entries(tables).map(([name, columns]) => ({ name: name as ReportTableName, columns }));
}

export function reportTotals(report: ReportKind): readonly ReportColumn[] {
  return REPORT_DEFINITIONS[report].totals as readonly ReportColumn[];
}

/** Ids sit beside their names: the screen shows the name, the export keeps both (to join with other files). */
export function screenColumns(columns: readonly ReportColumn[]): readonly ReportColumn[] {
  return columns.filter((column) => !(column.key.endsWith('Id') && column.kind === 'count'));
}

/** The sheets for /Reports/Export: every column, headed as on screen; titles fit Excel's 31-character sheet names. */
export function exportSheets(tables: readonly ReportTableDef[], i18n: I18n): ExportSheet[] {
  return tables.map((table) => ({
    table: table.name,
    title: i18n._(TABLE_LABELS[table.name]).slice(0, 31),
    columns: table.columns.map((column) => ({ key: column.key, label: i18n._(COLUMN_LABELS[column.key]).slice(0, 80) })),
  }));
}
