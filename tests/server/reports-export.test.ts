/**
 * /Reports/Export: the file holds exactly the numbers the report call answers (xlsx read back with exceljs, csv
 * parsed), amounts as numbers, formula-looking names escaped; bad tables and columns are refused naming them; the
 * one-time link downloads once, with its length, a dated file name and no caching, and dies after its minutes.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditsReport, PromotionsReport, SalesReport } from '../../contract/schemas/reports';
import { csvField, exportValue } from '../../server/reports/export-values';
import { sheetNames } from '../../server/reports/export-xlsx';
import { suiteTestApp } from './helpers/test-app';
import { CREDIT_RANGE, EVIL, PROMO_RANGE, insertCreditData, insertPromoData } from './reports-promotions-data';

const t = suiteTestApp();

beforeAll(async () => {
  await insertPromoData(t);
  await insertCreditData(t);
});

const CODE_COLUMNS = [
  { key: 'code', label: 'Código' },
  { key: 'name', label: 'Nombre' },
  { key: 'orders', label: 'Pedidos' },
  { key: 'discountCents', label: 'Descuento' },
  { key: 'salesCents', label: 'Ventas' },
];
const CARD_COLUMNS = [
  { key: 'name', label: 'Promoción' },
  { key: 'orders', label: 'Pedidos' },
  { key: 'discountCents', label: 'Descuento' },
];
const CREDIT_COLUMNS = [
  { key: 'date', label: 'Fecha' },
  { key: 'grantedCents', label: 'Otorgado' },
  { key: 'spentCents', label: 'Usado' },
  { key: 'expiredCents', label: 'Vencido' },
  { key: 'reversedCents', label: 'Revertido' },
  { key: 'netCents', label: 'Neto' },
];

async function exportCall(body: Record<string, unknown>, role: 'AD' | 'GE' = 'AD') {
  return t.call('/Reports/Export', body, { token: await t.tokenFor(role) });
}

async function exportUrl(body: Record<string, unknown>): Promise<string> {
  const answer = await exportCall(body);
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return (answer.json.data as { url: string }).url;
}

async function reportData<R>(path: '/Reports/Promotions' | '/Reports/Credits', range: Record<string, string>): Promise<R> {
  const answer = await t.call(path, range, { token: await t.tokenFor('AD') });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return answer.json.data as R;
}

/** A sheet's rows as arrays of cell values (exceljs counts rows and columns from 1). */
const sheetValues = (sheet: ExcelJS.Worksheet) => sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));

const ticketCount = async () => Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM export_tickets'))[0]!.n);

describe('/Reports/Export', () => {
  it('xlsx: one sheet per table, headers as sent, the report numbers as numbers (cents as amounts), formulas escaped', async () => {
    const url = await exportUrl({
      ...PROMO_RANGE,
      report: 'promotions',
      format: 'xlsx',
      sheets: [
        { table: 'codes', title: 'Códigos', columns: CODE_COLUMNS },
        { table: 'cards', title: 'Tarjetas', columns: CARD_COLUMNS },
      ],
    });
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="promociones-2026-10-01_2026-10-09.xlsx"');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Códigos', 'Tarjetas']);

    const expected = await reportData<PromotionsReport>('/Reports/Promotions', PROMO_RANGE);
    const [codes, cards] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(sheetValues(codes)).toEqual([
      CODE_COLUMNS.map((c) => c.label),
      ...expected.tables.codes.map((row) => [row.code, row.name, row.orders, row.discountCents / 100, row.salesCents / 100]),
    ]);
    expect(sheetValues(codes)[1]).toEqual(['PROMO10', 'Diez por ciento', 3, 17, 170]);
    expect(codes.getCell('D2').numFmt).toBe('#,##0.00');
    expect(sheetValues(cards)).toEqual([CARD_COLUMNS.map((c) => c.label), [`'${EVIL}`, 2, 10.5]]);
  });

  it('csv: exactly one table, UTF-8 with BOM, the report numbers with fixed decimals', async () => {
    const url = await exportUrl({ ...CREDIT_RANGE, report: 'credits', format: 'csv', sheets: [{ table: 'days', title: 'Días', columns: CREDIT_COLUMNS }] });
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(download.headers['content-disposition']).toBe('attachment; filename="creditos-2026-10-01_2026-10-05.csv"');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const expected = await reportData<CreditsReport>('/Reports/Credits', CREDIT_RANGE);
    const lines = download.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      'Fecha,Otorgado,Usado,Vencido,Revertido,Neto',
      ...expected.tables.days.map((d) => [d.date, d.grantedCents, d.spentCents, d.expiredCents, d.reversedCents, d.netCents].map((v, i) => (i === 0 ? v : (Number(v) / 100).toFixed(2))).join(',')),
    ]);
    // A negative amount stays a number, not escaped text.
    expect(lines[3]).toBe('2026-10-03,0.00,0.00,2.00,-5.00,-7.00');
  });

  it('csv escapes formula-looking names', async () => {
    const url = await exportUrl({ ...PROMO_RANGE, report: 'promotions', format: 'csv', sheets: [{ table: 'cards', title: 'Tarjetas', columns: CARD_COLUMNS }] });
    const body = (await t.app.inject({ method: 'GET', url })).body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.test"",""clic"")",2,10.50`);
  });

  it('another report (sales) with a formula-looking store name: the file holds its numbers, the name escaped', async () => {
    const columns = [
      { key: 'storeName', label: 'Tienda' },
      { key: 'orders', label: 'Pedidos' },
      { key: 'salesCents', label: 'Ventas' },
      { key: 'averageBasketCents', label: 'Ticket medio' },
    ];
    const url = await exportUrl({ ...PROMO_RANGE, report: 'sales', format: 'xlsx', sheets: [{ table: 'stores', title: 'Tiendas', columns }] });
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.headers['content-disposition']).toBe('attachment; filename="ventas-2026-10-01_2026-10-09.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const answer = await t.call('/Reports/Sales', PROMO_RANGE, { token: await t.tokenFor('AD') });
    const stores = (answer.json.data as SalesReport).tables.stores;
    expect(stores.map((row) => row.storeName)).toContain(EVIL);
    expect(sheetValues(workbook.worksheets[0]!)).toEqual([
      columns.map((c) => c.label),
      ...stores.map((row) => [row.storeName === EVIL ? `'${EVIL}` : row.storeName, row.orders, row.salesCents / 100, row.averageBasketCents / 100]),
    ]);
  });

  it('refuses unknown tables and columns naming them, two tables in a csv, another company; nothing is created', async () => {
    const before = await ticketCount();
    const base = { ...PROMO_RANGE, report: 'promotions', format: 'xlsx' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, sheets: [{ table: 'days', title: 'Días', columns: CODE_COLUMNS }] }, 'sheets.0.table'],
      [{ ...base, sheets: [{ table: 'toString', title: 'X', columns: CODE_COLUMNS }] }, 'sheets.0.table'],
      [{ ...base, sheets: [{ table: 'codes', title: 'Códigos', columns: CODE_COLUMNS }, { table: 'cards', title: 'Tarjetas', columns: [CARD_COLUMNS[0], { key: 'code', label: 'Código' }] }] }, 'sheets.1.columns.1.key'],
      [{ ...base, format: 'csv', sheets: [{ table: 'codes', title: 'A', columns: CODE_COLUMNS }, { table: 'cards', title: 'B', columns: CARD_COLUMNS }] }, 'sheets'],
      [{ ...base, report: 'ventasSecretas', sheets: [{ table: 'codes', title: 'A', columns: CODE_COLUMNS }] }, 'report'],
    ];
    for (const [body, campo] of cases) {
      const answer = await exportCall(body);
      expect(answer.json.codigo, JSON.stringify(body)).toBe('VALIDATION');
      expect(answer.json.errores?.map((e) => e.campo)).toContain(campo);
    }
    const other = await exportCall({ ...base, empresaId: t.fixture.companies[1].id, sheets: [{ table: 'codes', title: 'A', columns: CODE_COLUMNS }] });
    expect(other.json.codigo).toBe('NOT_FOUND');
    expect(await ticketCount()).toBe(before);
  });

  it('the link works once (HEAD spends nothing) and not after it expires', async () => {
    const body = { ...CREDIT_RANGE, report: 'credits', format: 'csv', sheets: [{ table: 'days', title: 'Días', columns: CREDIT_COLUMNS }] };
    const url = await exportUrl(body);
    const peek = await t.app.inject({ method: 'HEAD', url });
    expect(peek.statusCode).toBe(200);
    expect(Number(peek.headers['content-length'])).toBeGreaterThan(100);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });

    const late = await exportUrl(body);
    t.clock.advance(6 * 60_000);
    try {
      expect((await t.app.inject({ method: 'GET', url: late })).statusCode).toBe(404);
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });
});

describe('export values', () => {
  it('turn each kind into its number: amounts, units, fractions; text as is; null empty', () => {
    expect(exportValue('cents', 12345)).toBe(123.45);
    expect(exportValue('quantity', 1250)).toBe(1.25);
    expect(exportValue('ratio', 0.12345)).toBe(0.1235);
    expect(exportValue('count', 7)).toBe(7);
    expect(exportValue('ratio', null)).toBeNull();
    expect(csvField('quantity', 1250)).toBe('1.250');
    expect(csvField('ratio', 0.125)).toBe('0.1250');
    expect(csvField('cents', -700)).toBe('-7.00');
    expect(csvField('text', '-1+1')).toBe("'-1+1");
    expect(csvField('minutes', null)).toBe('');
  });

  it('sheet names follow Excel rules: no []:*?/\\, 31 characters, unique', () => {
    expect(sheetNames(['Ventas/día', 'Ventas/día', 'x'.repeat(40), ''])).toEqual(['Ventas día', 'Ventas día (2)', 'x'.repeat(31), 'Hoja 4']);
  });
});
