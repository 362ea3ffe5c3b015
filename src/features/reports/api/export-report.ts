import type { ReportExportFormat, ReportKind } from '../../../../contract/report-definitions';
import { callApi } from '../../../lib/api-client';
import type { ReportFilter } from './report-queries';

export interface ExportSheet {
  table: string;
  title: string;
  columns: { key: string; label: string }[];
}

/** Asks the server to compute the report again into a one-time link (docs/reports-screen.md). */
export async function requestReportExport(report: ReportKind, format: ReportExportFormat, filter: ReportFilter, sheets: ExportSheet[]): Promise<string> {
  const { url } = await callApi('/Reports/Export', { ...filter, report, format, sheets });
  return url;
}
