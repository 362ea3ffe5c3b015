/**
 * The store a sale is made at: the header's store when it is one the caller may sell at in the company in use,
 * with the company's currency (/Scope/Options, shared with the header).
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { scopeOptionsQuery } from '../scope-options-query';
import { settingsAtom } from '../settings';
import { useUserData } from '../user-data';
import type { CompanyScope } from './selling-queries';

export interface SellingStores {
  stores: Array<{ id: number; name: string; companyId: number }>;
  /** The header's store when it is in the list. */
  headerStoreId: number | null;
  currencyOf: (storeId: number | null) => string;
  loading: boolean;
}

export function useSellingStores(scope: CompanyScope): SellingStores {
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const stores = (options.data?.stores ?? []).filter((store) => scope.empresaId === undefined || store.companyId === scope.empresaId);
  const headerStoreId = stores.some((store) => store.id === settings.selectedStore) ? settings.selectedStore : null;
  const currencyOf = (storeId: number | null) => {
    const companyId = stores.find((store) => store.id === storeId)?.companyId;
    return options.data?.companies.find((company) => company.id === companyId)?.currency ?? 'USD';
  };
  return { stores, headerStoreId, currencyOf, loading: options.isPending };
}
