import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import { settingsAtom } from '../../../lib/settings';
import { useUserData } from '../../../lib/user-data';
import type { ScopeDefaults } from './order-search';

const positive = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** The header's selections (company for SA, store, warehouse) as defaults for order filters. */
export function useOrderScope(): ScopeDefaults {
  const settings = useAtomValue(settingsAtom);
  const user = useUserData();
  const empresaId = user && ALL_COMPANIES_ROLES.includes(user.rol) ? positive(user.empresaAsociada) : undefined;
  const storeId = positive(settings.selectedStore);
  const warehouseId = positive(settings.selectedWarehouse);
  return useMemo(() => {
    const scope: ScopeDefaults = {};
    if (empresaId !== undefined) scope.empresaId = empresaId;
    if (storeId !== undefined) scope.storeId = storeId;
    if (warehouseId !== undefined) scope.warehouseId = warehouseId;
    return scope;
  }, [empresaId, storeId, warehouseId]);
}
