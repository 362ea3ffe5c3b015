/**
 * The URL of /reportes: `?report=picking&from=2026-11-16&to=2026-11-22&store=2&warehouse=3`, so a report can be
 * reloaded and shared. Zod-free and tiny: validateSearch stays in the app's main chunk. Each param is checked on its
 * own and a bad one is dropped (the screen then uses its default), never an error page.
 */
import { REPORT_KINDS, REPORT_MAX_DAYS, type ReportKind } from '../../../../contract/report-definitions';
import { DEFAULT_PRESET, presetRange, rangeDays, type DateRange } from './date-ranges';

export interface ReportsSearch {
  report?: ReportKind;
  from?: string;
  to?: string;
  store?: number;
  warehouse?: number;
}

export const DEFAULT_REPORT: ReportKind = 'sales';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that exists in the calendar. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function positiveId(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
}

/** validateSearch for /reportes. A range is kept only whole and sound (from ≤ to, at most REPORT_MAX_DAYS). */
export function parseReportsSearch(raw: Record<string, unknown>): ReportsSearch {
  const out: ReportsSearch = {};
  const report = raw['report'];
  if (typeof report === 'string' && (REPORT_KINDS as readonly string[]).includes(report)) out.report = report as ReportKind;
  const { from, to } = raw;
  if (isCalendarDay(from) && isCalendarDay(to) && from <= to && rangeDays({ from, to }) <= REPORT_MAX_DAYS) {
    out.from = from;
    out.to = to;
  }
  const store = positiveId(raw['store']);
  if (store !== undefined) out.store = store;
  const warehouse = positiveId(raw['warehouse']);
  if (warehouse !== undefined) out.warehouse = warehouse;
  return out;
}

/** What the screen shows for a search: the report and range with their defaults filled in. */
export function resolveReportsSearch(search: ReportsSearch, today: string): { report: ReportKind; range: DateRange; storeId?: number; warehouseId?: number } {
  const range = search.from && search.to ? { from: search.from, to: search.to } : presetRange(DEFAULT_PRESET, today);
  return {
    report: search.report ?? DEFAULT_REPORT,
    range,
    ...(search.store === undefined ? {} : { storeId: search.store }),
    ...(search.warehouse === undefined ? {} : { warehouseId: search.warehouse }),
  };
}
