/** The header's selections (company for SA, store, warehouse) as the picking list's filter. */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { ALL_COMPANIES_ROLES } from '../../../../contract/roles';
import { settingsAtom, type Settings } from '../../../lib/settings';
import { useUserData, type UserData } from '../../../lib/user-data';
import type { PickingListFilter } from '../api/picking-queries';

const positive = (value: number | null | undefined): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** Pure, so the route's loader and the page ask for the same query key. */
export function pickingListFilter(user: Pick<UserData, 'rol' | 'empresaAsociada'> | null, settings: Pick<Settings, 'selectedStore' | 'selectedWarehouse'>): PickingListFilter {
  const filter: PickingListFilter = {};
  const empresaId = user && ALL_COMPANIES_ROLES.includes(user.rol) ? positive(user.empresaAsociada) : undefined;
  const storeId = positive(settings.selectedStore);
  const warehouseId = positive(settings.selectedWarehouse);
  if (empresaId !== undefined) filter.empresaId = empresaId;
  if (storeId !== undefined) filter.storeId = storeId;
  if (warehouseId !== undefined) filter.warehouseId = warehouseId;
  return filter;
}

export function usePickingListFilter(): PickingListFilter {
  const settings = useAtomValue(settingsAtom);
  const user = useUserData();
  const rol = user?.rol;
  const empresaAsociada = user?.empresaAsociada ?? null;
  const { selectedStore, selectedWarehouse } = settings;
  return useMemo(
    () => pickingListFilter(rol ? { rol, empresaAsociada } : null, { selectedStore, selectedWarehouse }),
    [rol, empresaAsociada, selectedStore, selectedWarehouse],
  );
}
