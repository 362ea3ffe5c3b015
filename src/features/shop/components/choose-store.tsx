/**
 * The store the shop sells from is the one chosen in the header ("Tienda"); until there is one, this asks for it
 * (the stores of the user's company, or SA's chosen company).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { patchSettingsAtom, settingsAtom } from '../../../lib/settings';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import type { ShopScope } from '../api/shop-queries';

export interface ShopStore {
  /** Null: no store chosen yet (or SA without a company). */
  scope: ShopScope | null;
  needsCompany: boolean;
  /** The company's currency (money is shown in it). */
  currency: string;
  storeName: string | null;
}

export function useShopStore(): ShopStore {
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const { scope, needsCompany } = useCompanyScope();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const storeId = settings.selectedStore !== null && Number.isInteger(settings.selectedStore) && settings.selectedStore > 0 ? settings.selectedStore : null;
  const store = options.data?.stores.find((row) => row.id === storeId) ?? null;
  const companyId = scope.empresaId ?? user?.empresaAsociada ?? store?.companyId ?? null;
  const currency = options.data?.companies.find((company) => company.id === companyId)?.currency ?? 'USD';
  const shopScope = useMemo<ShopScope | null>(() => (storeId === null || needsCompany ? null : { ...scope, tiendaId: storeId }), [needsCompany, scope, storeId]);
  return { scope: shopScope, needsCompany, currency, storeName: store?.name ?? null };
}

export function ChooseStore() {
  const { t } = useLingui();
  const user = useUserData();
  const patch = useSetAtom(patchSettingsAtom);
  const { scope } = useCompanyScope();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const stores = (options.data?.stores ?? []).filter((store) => scope.empresaId === undefined || store.companyId === scope.empresaId);
  return (
    <Alert variant="light" color="blue" icon={<IconBuildingStore size={20} />} title={<Trans>Elige una tienda</Trans>} data-testid="choose-store">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>La tienda muestra el catálogo, los precios y la disponibilidad de una tienda. Elígela aquí o en el selector «Tienda» de la cabecera.</Trans>
        </Text>
        <Select
          aria-label={t`Tienda del catálogo`}
          placeholder={t`Elige una tienda`}
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          onChange={(value) => {
            const store = stores.find((row) => String(row.id) === value);
            if (store) patch({ selectedStore: store.id, market: store.market });
          }}
          maw={320}
          searchable
        />
      </Stack>
    </Alert>
  );
}
