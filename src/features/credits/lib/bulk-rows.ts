/**
 * The rows of a bulk grant, from a pasted list or a spreadsheet's cells: customer (email or document), amount, reason,
 * last day (optional). Each row gets its mutation id here, once, so a resent chunk grants each row once; its
 * problems are the server's own rules (contract `creditRowProblems`), shown before anything is sent.
 */
import { cellText, moneyCell, type SheetCell } from '../../../../contract/product-sheet-cells';
import { creditRowProblems, type CreditRowProblem } from '../../../../contract/schemas/credits';

export interface BulkPreviewRow {
  /** The row's number in the list or sheet (1-based), to find it there. */
  line: number;
  mutationId: string;
  customer: string;
  /** NaN when the amount is not an amount. */
  amountCents: number;
  reason: string;
  expiresOn: string;
  problems: CreditRowProblem[];
}

/** "31/12/2026" or "2026-12-31" → "2026-12-31"; anything else as typed (the rules then call it invalid). */
export function dayText(text: string): string {
  const value = text.trim();
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return value;
  return `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

function toRow(line: number, cells: SheetCell[], today: string): BulkPreviewRow {
  const amount = moneyCell(cells[1] ?? null);
  const row = {
    line,
    mutationId: crypto.randomUUID(),
    customer: cellText(cells[0] ?? null),
    amountCents: amount ?? Number.NaN,
    reason: cellText(cells[2] ?? null),
    expiresOn: dayText(cellText(cells[3] ?? null)),
  };
  return { ...row, problems: creditRowProblems(row, today) };
}

/** Whether the first row names the columns instead of holding a grant: its amount cell is a column name. */
function isHeader(cells: SheetCell[]): boolean {
  return moneyCell(cells[1] ?? null) === null && /monto|importe|valor|amount|cr[eé]dito/i.test(cellText(cells[1] ?? null));
}

/** One row per non-empty line: tab-, semicolon- or comma-separated (in that preference), a header line skipped. */
export function rowsFromText(text: string, today: string): BulkPreviewRow[] {
  const lines = text.split(/\r?\n/);
  const rows: BulkPreviewRow[] = [];
  lines.forEach((raw, index) => {
    if (raw.trim() === '') return;
    const separator = raw.includes('\t') ? '\t' : raw.includes(';') ? ';' : ',';
    const cells = raw.split(separator).map((cell) => cell.trim());
    if (rows.length === 0 && isHeader(cells)) return;
    rows.push(toRow(index + 1, cells, today));
  });
  return rows;
}

const COLUMN_PATTERNS: RegExp[] = [
  /correo|email|documento|c[eé]dula|cliente|identific/i,
  /monto|importe|valor|amount|cr[eé]dito/i,
  /motivo|raz[oó]n|reason|concepto/i,
  /vence|venc|expir|caduc|hasta/i,
];

/** The spreadsheet's columns in our order, by their header's name (else by position). */
export function columnOrder(headers: string[]): number[] {
  return COLUMN_PATTERNS.map((pattern, position) => {
    const found = headers.findIndex((header) => pattern.test(header));
    return found === -1 ? position : found;
  });
}

/** Rows of a read spreadsheet (its header and data rows, with their row numbers). */
export function rowsFromSheet(headers: string[], cells: SheetCell[][], rowNumbers: number[], today: string): BulkPreviewRow[] {
  const order = columnOrder(headers);
  return cells.map((row, index) =>
    toRow(
      rowNumbers[index] ?? index + 2,
      order.map((column) => row[column] ?? null),
      today,
    ),
  );
}

/** Rows in chunks of `size`, in order. */
export function chunk<T>(rows: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
