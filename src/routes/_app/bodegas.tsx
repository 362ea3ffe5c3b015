import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { WarehousesPage } from '../../features/warehouses/components/warehouses-page';
import { parseWarehouseListSearch, type WarehouseListSearch } from '../../features/warehouses/lib/warehouse-list-search';

export const Route = createFileRoute('/_app/bodegas')({
  staticData: { screen: 'bodegas' },
  validateSearch: parseWarehouseListSearch,
  component: RouteComponent,
});

function RouteComponent() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: WarehouseListSearch) => void navigate({ search: next, replace: true }), [navigate]);
  return <WarehousesPage search={search} onSearchChange={onSearchChange} />;
}
