import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface DashboardScope {
  empresaId?: number;
  storeId?: number;
  warehouseId?: number;
}

/** Figures refresh every minute while the dashboard is open, and when the window regains focus. */
export const DASHBOARD_REFRESH_MS = 60_000;

export function dashboardSummaryQuery(scope: DashboardScope) {
  return queryOptions({
    queryKey: ['dashboard', 'summary', scope] as const,
    queryFn: ({ signal }) => callApi('/Dashboard/Summary', scope, { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}
