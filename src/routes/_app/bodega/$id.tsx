import { createFileRoute } from '@tanstack/react-router';
import { GoToNotFound } from '../../../components/pages/go-to-not-found';
import { WarehousePage } from '../../../features/warehouses/components/warehouse-page';
import { WAREHOUSE_TABS, type WarehouseTab } from '../../../features/warehouses/lib/warehouse-tabs';

const toWarehouseId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

export const Route = createFileRoute('/_app/bodega/$id')({
  staticData: { screen: 'bodegas' },
  validateSearch: (search: Record<string, unknown>): { tab?: WarehouseTab } => (WAREHOUSE_TABS.includes(search['tab'] as WarehouseTab) && search['tab'] !== 'datos' ? { tab: search['tab'] as WarehouseTab } : {}),
  component: RouteComponent,
});

function RouteComponent() {
  const id = toWarehouseId(Route.useParams().id);
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (id === null) return <GoToNotFound />;
  return <WarehousePage warehouseId={id} tab={tab ?? 'datos'} onTab={(next) => void navigate({ search: next === 'datos' ? {} : { tab: next }, replace: true })} />;
}
