/**
 * /Reports/Export (docs/reports.md "Exports"): checks the sheets against REPORT_DEFINITIONS (a bad table or column
 * key is VALIDATION naming it; csv takes exactly one sheet), computes the report with its own call's handler for the
 * same filter and caller, and answers a one-time URL to the file (server/reports/export-download.ts).
 */
import type { CallParsedRequest } from '../../../contract/calls';
import type { FieldIssue } from '../../../contract/envelope';
import { REPORT_DEFINITIONS, type ReportColumnKind } from '../../../contract/report-definitions';
import { CallError } from '../../errors/call-error';
import { createReportTicket } from '../../reports/export-download';
import type { ExportSheet, RawValue } from '../../reports/export-values';
import { sessionUser, type CallContext, type Handler } from '../types';
import { creditsReportHandler } from './credits';
import { lateDeliveriesReportHandler } from './late-deliveries';
import { ordersByStatusReportHandler } from './orders-by-status';
import { pickingReportHandler } from './picking';
import { promotionsReportHandler } from './promotions';
import { salesReportHandler } from './sales';
import { topProductsReportHandler } from './top-products';

type ExportInput = CallParsedRequest<'/Reports/Export'>;
type Tables = Record<string, ReadonlyArray<Record<string, RawValue>>>;

/** The report as its own call answers it for the export's filter (every report answer has `tables`). */
async function computeTables(input: ExportInput, ctx: CallContext): Promise<Tables> {
  const { tokenSesion, from, to, empresaId, storeId, warehouseId } = input;
  const filter = { tokenSesion, from, to, empresaId, storeId, warehouseId };
  const tablesOf = async (result: Promise<{ data: { tables: object } }>) => (await result).data.tables as Tables;
  switch (input.report) {
    case 'sales':
      return tablesOf(salesReportHandler(filter, ctx));
    case 'ordersByStatus':
      return tablesOf(ordersByStatusReportHandler(filter, ctx));
    case 'picking':
      return tablesOf(pickingReportHandler(filter, ctx));
    case 'lateDeliveries':
      return tablesOf(lateDeliveriesReportHandler(filter, ctx));
    case 'promotions':
      return tablesOf(promotionsReportHandler(filter, ctx));
    case 'credits':
      return tablesOf(creditsReportHandler(filter, ctx));
    case 'topProducts':
      return tablesOf(topProductsReportHandler({ ...filter, limit: input.limit }, ctx));
  }
}

function refusal(errores: FieldIssue[]): CallError {
  return new CallError('VALIDATION', errores[0]!.mensaje, undefined, errores);
}

/** Each sheet's columns with their kinds, or VALIDATION naming the first bad table or column key. */
function checkSheets(input: ExportInput): Array<{ table: string; title: string; columns: Array<{ key: string; label: string; kind: ReportColumnKind }> }> {
  if (input.format === 'csv' && input.sheets.length !== 1) {
    const mensaje = 'Un archivo CSV lleva exactamente una tabla.';
    throw refusal([{ campo: 'sheets', codigo: 'csv_one_sheet', mensaje }]);
  }
  const tables: Record<string, ReadonlyArray<{ key: string; kind: ReportColumnKind }>> = REPORT_DEFINITIONS[input.report].tables;
  return input.sheets.map((sheet, s) => {
    const defined = Object.hasOwn(tables, sheet.table) ? tables[sheet.table] : undefined;
    if (!defined) {
      const mensaje = `El informe no tiene la tabla "${sheet.table}".`;
      throw refusal([{ campo: `sheets.${s}.table`, codigo: 'unknown_table', mensaje }]);
    }
    const columns = sheet.columns.map((column, c) => {
      const kind = defined.find((d) => d.key === column.key)?.kind;
      if (!kind) {
        const mensaje = `La tabla "${sheet.table}" no tiene la columna "${column.key}".`;
        throw refusal([{ campo: `sheets.${s}.columns.${c}.key`, codigo: 'unknown_column', mensaje }]);
      }
      return { ...column, kind };
    });
    return { table: sheet.table, title: sheet.title, columns };
  });
}

export const reportExportHandler: Handler<'/Reports/Export'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const sheets = checkSheets(input);
  const tables = await computeTables(input, ctx);
  const file: ExportSheet[] = sheets.map((sheet) => ({
    title: sheet.title,
    columns: sheet.columns.map(({ label, kind }) => ({ label, kind })),
    rows: (tables[sheet.table] ?? []).map((row) => sheet.columns.map((column) => row[column.key] ?? null)),
  }));
  const link = await createReportTicket(ctx.db, { id: user.id, sessionId: user.sessionId }, input.format, { report: input.report, from: input.from, to: input.to, sheets: file }, ctx.now());
  return { data: link };
};
