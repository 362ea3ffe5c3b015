import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { IconBuilding, IconBuildingStore, IconBuildingWarehouse } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { ALL_COMPANIES_ROLES, WAREHOUSE_BOUND_ROLES } from '../../../../contract/roles';
import { patchSettingsAtom, settingsAtom } from '../../../lib/settings';
import { updateCompany, updateWarehouse, useUserData } from '../../../lib/user-data';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';

interface ScopeSelectorsProps {
  /** Stacked full-width (phone drawer) or side by side (header). */
  stacked?: boolean;
}

const idOf = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));

/** "Empresa" (SA only), "Tienda" and "Bodega": the scope the screens work in, kept in settings and user data. */
export function ScopeSelectors({ stacked = false }: ScopeSelectorsProps) {
  const { t } = useLingui();
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const patch = useSetAtom(patchSettingsAtom);
  const { data, isPending, isError } = useQuery(scopeOptionsQuery(user?.userID));
  if (!user) return null;

  const allCompanies = ALL_COMPANIES_ROLES.includes(user.rol);
  const warehouseBound = WAREHOUSE_BOUND_ROLES.includes(user.rol) && user.bodega !== null;
  const company = user.empresaAsociada;
  const inCompany = <T extends { companyId: number }>(row: T) => company === null || row.companyId === company;
  const stores = (data?.stores ?? []).filter(inCompany);
  const warehouses = (data?.warehouses ?? []).filter(inCompany);
  const warehouseValue = warehouseBound ? user.bodega : (settings.selectedWarehouse ?? user.bodega);

  const common: Partial<SelectProps> = {
    w: stacked ? '100%' : { base: 170, xl: 200 },
    disabled: isPending || isError,
    comboboxProps: { withinPortal: true },
    searchable: true,
    nothingFoundMessage: t`Sin resultados`,
  };

  const chooseCompany = (value: string | null) => {
    const id = idOf(value);
    // Keep the store and warehouse only when they belong to the new company.
    const keepStore = data?.stores.some((store) => store.id === settings.selectedStore && (id === null || store.companyId === id));
    const keepWarehouse = data?.warehouses.some((warehouse) => warehouse.id === settings.selectedWarehouse && (id === null || warehouse.companyId === id));
    patch({
      selectedStore: keepStore ? settings.selectedStore : null,
      market: keepStore ? settings.market : false,
      selectedWarehouse: keepWarehouse ? settings.selectedWarehouse : null,
    });
    // Fires COMPANY_CHANGED_EVENT; the app then refetches every query.
    updateCompany(id);
  };

  const chooseStore = (value: string | null) => {
    const id = idOf(value);
    const store = data?.stores.find((row) => row.id === id);
    patch({ selectedStore: id, market: store?.market ?? false });
  };

  const chooseWarehouse = (value: string | null) => {
    const id = idOf(value);
    patch({ selectedWarehouse: id });
    updateWarehouse(id);
  };

  return (
    <>
      {allCompanies ? (
        <Select
          {...common}
          aria-label={t`Empresa`}
          w={stacked ? '100%' : 210}
          // Its placeholder is the longest: the header's other items give way first (the header grew a news button).
          style={stacked ? undefined : { flexShrink: 0 }}
          placeholder={t`Todas las empresas`}
          leftSection={<IconBuilding size={18} aria-hidden />}
          data={(data?.companies ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          value={company === null ? null : String(company)}
          onChange={chooseCompany}
          clearable
        />
      ) : null}
      <Select
        {...common}
        aria-label={t`Tienda`}
        placeholder={t`Tienda`}
        leftSection={<IconBuildingStore size={18} aria-hidden />}
        data={stores.map((row) => ({ value: String(row.id), label: row.name }))}
        value={settings.selectedStore === null ? null : String(settings.selectedStore)}
        onChange={chooseStore}
        clearable
      />
      <Select
        {...common}
        aria-label={t`Bodega`}
        placeholder={t`Bodega`}
        leftSection={<IconBuildingWarehouse size={18} aria-hidden />}
        data={warehouses.map((row) => ({ value: String(row.id), label: row.name }))}
        value={warehouseValue === null ? null : String(warehouseValue)}
        onChange={chooseWarehouse}
        // Pickers, dispatchers and cashiers work in their own warehouse: shown, not changeable.
        readOnly={warehouseBound}
        rightSection={warehouseBound ? <span /> : undefined}
        clearable={!warehouseBound}
      />
    </>
  );
}
