/**
 * Spreadsheet-safe cells: a text cell starting with = + - @ (or tab / carriage return) would run as a
 * formula when opened (CSV/formula injection), so it is prefixed with an apostrophe. Numbers stay numbers.
 */
export type Cell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = safeText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
