/**
 * /mi-menu: what the store chosen in the header offers (docs/my-menu.md). Searched on the server in keyset pages;
 * managers switch products off and set store prices, cashiers also mark them out of stock today; others read.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { WAREHOUSE_BOUND_ROLES } from '../../../../contract/roles';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { patchSettingsAtom, settingsAtom } from '../../../lib/settings';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { myMenuListQuery, type MenuScope } from '../api/my-menu-queries';
import { menuPermissions } from '../lib/menu-permissions';
import { MyMenuResults } from './my-menu-results';

const positive = (value: number | null): number | undefined => (value !== null && Number.isInteger(value) && value > 0 ? value : undefined);

export function MyMenuPage() {
  const { t } = useLingui();
  const title = t`Mi menú`;
  usePageTitle(title);
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const { scope, needsCompany } = useCompanyScope();
  const storeId = positive(settings.selectedStore);
  const bound = user !== null && WAREHOUSE_BOUND_ROLES.includes(user.rol);
  const warehouseId = bound ? undefined : positive(settings.selectedWarehouse);
  const menuScope = useMemo<MenuScope | null>(
    () => (storeId === undefined ? null : { ...scope, storeId, ...(warehouseId === undefined ? {} : { warehouseId }) }),
    [scope, storeId, warehouseId],
  );
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : menuScope === null ? <ChooseStore /> : <MenuWorkspace key={`${menuScope.storeId}-${menuScope.warehouseId ?? 0}`} scope={menuScope} />}
    </Stack>
  );
}

/** No store chosen yet: the stores the user may work with (a cashier's: those their warehouse serves). */
function ChooseStore() {
  const { t } = useLingui();
  const user = useUserData();
  const patch = useSetAtom(patchSettingsAtom);
  const { scope } = useCompanyScope();
  const options = useQuery(scopeOptionsQuery(user?.userID));
  const bound = user !== null && WAREHOUSE_BOUND_ROLES.includes(user.rol) ? user.bodega : null;
  const stores = (options.data?.stores ?? []).filter(
    (store) => (scope.empresaId === undefined || store.companyId === scope.empresaId) && (bound === null || store.warehouseIds.includes(bound)),
  );
  return (
    <Alert variant="light" color="blue" icon={<IconBuildingStore size={20} />} title={<Trans>Elige una tienda</Trans>} data-testid="choose-store">
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Mi menú muestra lo que ofrece una tienda. Elígela aquí o en el selector «Tienda» de la cabecera.</Trans>
        </Text>
        <Select
          aria-label={t`Tienda de Mi menú`}
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

function MenuWorkspace({ scope }: { scope: MenuScope }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const user = useUserData();
  const permissions = menuPermissions(user?.rol);
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const list = useInfiniteQuery(myMenuListQuery(scope, q));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const readOnly = !permissions.offer && !permissions.outOfStock;
  const today = first ? f.day(first.today) : '';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t`Buscar en Mi menú`}
          placeholder={t`Nombre, SKU o código de barras`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={phone ? '100%' : 320}
        />
        {first ? (
          <Text size="sm" c="dimmed">
            {first.warehouseId === null ? <Trans>Stock: todas las bodegas</Trans> : <Trans>Stock: bodega elegida</Trans>}
            {' · '}
            <Trans>Hoy: {today}</Trans>
          </Text>
        ) : null}
      </Group>
      {readOnly ? (
        <Text size="sm" c="dimmed" data-testid="menu-read-only">
          <Trans>Solo lectura: tu rol puede ver lo que ofrece la tienda, no cambiarlo.</Trans>
        </Text>
      ) : null}
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {q ? <Trans>Ningún producto coincide con «{q}».</Trans> : <Trans>La empresa aún no tiene productos activos.</Trans>}
          </Text>
        ) : (
          <MyMenuResults rows={rows} scope={scope} permissions={permissions} phone={phone} hasNextPage={hasNextPage} fetchingNextPage={isFetchingNextPage} onLoadMore={loadMore} />
        )}
      </Paper>
    </Stack>
  );
}
