import { queryOptions } from '@tanstack/react-query';
import type { ReportKind } from '../../../../contract/report-definitions';
import { callApi, type CallInit } from '../../../lib/api-client';
import type { ReportCell } from '../lib/cell-format';

/** A report's filter: a local date range (inclusive) and the scope (SA names the company). */
export interface ReportFilter {
  from: string;
  to: string;
  empresaId?: number;
  storeId?: number;
  warehouseId?: number;
}

/** Every report's answer, read generically: the screen walks REPORT_DEFINITIONS for the columns. */
export interface ReportAnswer {
  currency: string;
  timezone: string;
  from: string;
  to: string;
  generatedAt: string;
  totals: Readonly<Record<string, ReportCell>>;
  tables: Readonly<Record<string, readonly Readonly<Record<string, ReportCell>>[]>>;
}

/** One typed call per report (each path checks its own answer against the contract). */
const FETCH_REPORT: { [R in ReportKind]: (filter: ReportFilter, init: CallInit) => Promise<ReportAnswer> } = {
  sales: (filter, init) => callApi('/Reports/Sales', filter, init),
  ordersByStatus: (filter, init) => callApi('/Reports/OrdersByStatus', filter, init),
  picking: (filter, init) => callApi('/Reports/Picking', filter, init),
  lateDeliveries: (filter, init) => callApi('/Reports/LateDeliveries', filter, init),
  promotions: (filter, init) => callApi('/Reports/Promotions', filter, init),
  credits: (filter, init) => callApi('/Reports/Credits', filter, init),
  topProducts: (filter, init) => callApi('/Reports/TopProducts', filter, init),
};

export function reportQuery(report: ReportKind, filter: ReportFilter) {
  return queryOptions({
    queryKey: ['reports', report, filter] as const,
    queryFn: ({ signal }) => FETCH_REPORT[report](filter, { signal }),
    // A past range does not change under the user; today's figures refresh on the next visit or filter change.
    staleTime: 60_000,
    // The same report's previous figures stay (dimmed) while another range or store loads, so the page does not jump;
    // another report's columns differ, so it starts from its skeleton.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === report ? previous : undefined),
  });
}
