import { useAtomValue } from 'jotai';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import { settingsAtom } from '../../../lib/settings';
import { useUserData } from '../../../lib/user-data';
import type { DashboardScope } from '../api/dashboard-queries';

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The header's selections: company (SA only), store and warehouse. */
export function useDashboardScope(): DashboardScope {
  const settings = useAtomValue(settingsAtom);
  const user = useUserData();
  const scope: DashboardScope = {};
  const empresaId = user && ALL_COMPANIES_ROLES.includes(user.rol) ? positive(user.empresaAsociada) : undefined;
  if (empresaId !== undefined) scope.empresaId = empresaId;
  const storeId = positive(settings.selectedStore);
  if (storeId !== undefined) scope.storeId = storeId;
  const warehouseId = positive(settings.selectedWarehouse);
  if (warehouseId !== undefined) scope.warehouseId = warehouseId;
  return scope;
}
