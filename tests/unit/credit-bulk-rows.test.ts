/**
 * Bulk grant rows (src/features/credits/lib/bulk-rows.ts): a pasted list (tab, semicolon or comma separated, header
 * skipped) or a spreadsheet's columns found by their header, each row checked by the server's own rules before sending.
 */
import { describe, expect, test } from 'vitest';
import { columnOrder, rowsFromSheet, rowsFromText } from '../../src/features/credits/lib/bulk-rows';

const TODAY = '2026-11-20';

describe('pasted list', () => {
  test('separators, a header line, decimal commas, both date forms, and each row’s problems', () => {
    const rows = rowsFromText(
      ['correo;monto;motivo;vence', 'ana@example.com;10,50;Compensación;31/12/2026', '0912345678\t5\tCampaña', '', 'x@example.com,0,,2026-11-20'].join('\n'),
      TODAY,
    );
    expect(rows.map(({ line, customer, amountCents, reason, expiresOn, problems }) => ({ line, customer, amountCents, reason, expiresOn, problems }))).toEqual([
      { line: 2, customer: 'ana@example.com', amountCents: 1050, reason: 'Compensación', expiresOn: '2026-12-31', problems: [] },
      { line: 3, customer: '0912345678', amountCents: 500, reason: 'Campaña', expiresOn: '', problems: [] },
      {
        line: 5,
        customer: 'x@example.com',
        amountCents: 0,
        reason: '',
        expiresOn: '2026-11-20',
        problems: ['amount_invalid', 'reason_required', 'expiry_past'],
      },
    ]);
    // Every row has its own change id, so a resent chunk grants it once.
    expect(new Set(rows.map((row) => row.mutationId)).size).toBe(3);
  });

  test('an amount that is not one, and a date that does not exist', () => {
    const [row] = rowsFromText('ana@example.com;diez;Motivo;2026-02-30', TODAY);
    expect(row!.problems).toEqual(['amount_invalid', 'expiry_invalid']);
  });
});

describe('spreadsheet', () => {
  test('columns found by their header in whatever order; numbers and date cells as the sheet holds them', () => {
    const headers = ['Motivo', 'Vence el', 'Monto', 'Correo del cliente'];
    expect(columnOrder(headers)).toEqual([3, 2, 0, 1]);
    const rows = rowsFromSheet(
      headers,
      [
        ['Regalo', '2027-01-15', 12.5, 'ana@example.com'],
        ['Regalo', null, 3.333, 'b@example.com'],
      ],
      [2, 3],
      TODAY,
    );
    expect(rows.map((row) => [row.line, row.customer, row.amountCents, row.expiresOn, row.problems])).toEqual([
      [2, 'ana@example.com', 1250, '2027-01-15', []],
      [3, 'b@example.com', Number.NaN, '', ['amount_invalid']],
    ]);
  });
});
