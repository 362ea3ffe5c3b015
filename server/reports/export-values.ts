/**
 * A report's tables as export sheets (docs/reports.md "Exports"): the columns the client asked for, in its order,
 * with its labels, and each value turned by the column's kind: cents → an amount with 2 decimals, thousandths →
 * units or kg with 3, ratios stay the fraction (the .xlsx shows it as a percentage), minutes and per-hour figures
 * with 2 decimals, dates and names as text. Null (nothing to divide by) is an empty cell.
 */
import { csvCell } from '../export/cells';
import type { ReportColumnKind } from '../../contract/report-definitions';

export interface ExportColumn {
  label: string;
  kind: ReportColumnKind;
}

/** Raw values as the report call answers them; stored in the download ticket. */
export type RawValue = string | number | null;

export interface ExportSheet {
  title: string;
  columns: ExportColumn[];
  rows: RawValue[][];
}

const DECIMALS: Partial<Record<ReportColumnKind, number>> = { cents: 2, quantity: 3, ratio: 4, minutes: 2, perHour: 2 };

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The cell a value becomes: a number (amount, units, fraction, count) or text. */
export function exportValue(kind: ReportColumnKind, raw: RawValue | undefined): string | number | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') return raw;
  switch (kind) {
    case 'cents':
      return round(raw / 100, 2);
    case 'quantity':
      return round(raw / 1000, 3);
    case 'ratio':
      return round(raw, 4);
    case 'minutes':
    case 'perHour':
      return round(raw, 2);
    default:
      return raw;
  }
}

/**
 * One CSV field. Numbers are written with their decimals fixed (12.50, 1.250) and a point, never through the
 * formula escape (a negative amount stays a number); text goes through it.
 */
export function csvField(kind: ReportColumnKind, raw: RawValue | undefined): string {
  const value = exportValue(kind, raw);
  if (typeof value !== 'number') return csvCell(value);
  const decimals = DECIMALS[kind];
  return decimals === undefined ? String(value) : value.toFixed(decimals);
}

/** The CSV file: BOM (spreadsheet programs then read UTF-8), the header row, the rows; CRLF, `,` as the other exports. */
export function reportCsv(sheet: ExportSheet): Buffer {
  let text = `\uFEFF${sheet.columns.map((c) => csvCell(c.label)).join(',')}\r\n`;
  for (const row of sheet.rows) text += `${sheet.columns.map((c, i) => csvField(c.kind, row[i])).join(',')}\r\n`;
  return Buffer.from(text, 'utf8');
}
