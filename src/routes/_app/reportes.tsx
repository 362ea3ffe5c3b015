import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ReportsPage } from '../../features/reports/components/reports-page';
import { parseReportsSearch, type ReportsSearch } from '../../features/reports/lib/report-search';

export const Route = createFileRoute('/_app/reportes')({
  staticData: { screen: 'reportes' },
  validateSearch: parseReportsSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ReportsSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <ReportsPage search={search} onSearchChange={onSearchChange} />;
}
