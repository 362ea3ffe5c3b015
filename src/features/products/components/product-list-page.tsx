import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { ProductSort } from '../../../../contract/catalogue-constants';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { settingsAtom } from '../../../lib/settings';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { productListFiltersQuery, productListQuery } from '../api/product-list-queries';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { hasProductFilters, parseProductListSearch, searchToProductFilter, type ProductListSearch } from '../lib/product-list-search';
import { ProductListBulk } from './product-list-bulk';
import { ProductListFilters } from './product-list-filters';
import { ProductListResults, ProductListSkeleton } from './product-list-results';

interface ProductListPageProps {
  search: ProductListSearch;
  /** Replaces the URL's search (the route owns the URL). */
  onSearchChange: (next: ProductListSearch) => void;
}

/** /market/productos: the company's products, searched and filtered on the server, with bulk activate/deactivate. */
export function ProductListPage(props: ProductListPageProps) {
  const { t } = useLingui();
  usePageTitle(t`Productos`);
  const { scope, needsCompany } = useCompanyScope();
  const header = (
    <Group justify="space-between" wrap="wrap">
      <Title order={1} fz="h2">
        <Trans>Productos</Trans>
      </Title>
      {!needsCompany && (
        <Button renderRoot={(rootProps) => <Link to="/market/producto/$id" params={{ id: 'nuevo' }} {...rootProps} />} leftSection={<IconPlus size={16} aria-hidden />}>
          <Trans>Nuevo producto</Trans>
        </Button>
      )}
    </Group>
  );
  return (
    <Stack gap="md">
      {header}
      {/* A new company starts with its own selection and scroll position. */}
      {needsCompany ? <ChooseCompany /> : <ProductListBody key={scope.empresaId ?? 0} empresaId={scope.empresaId} {...props} />}
    </Stack>
  );
}

function ProductListBody({ search, onSearchChange, empresaId }: ProductListPageProps & { empresaId: number | undefined }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const user = useUserData();
  const settings = useAtomValue(settingsAtom);
  const scopeOptions = useQuery(scopeOptionsQuery(user?.userID));
  const warehouses = useMemo(() => (scopeOptions.data?.warehouses ?? []).filter((w) => empresaId === undefined || w.companyId === empresaId), [scopeOptions.data, empresaId]);
  // The stock column reads the header's warehouse when it is this company's, else the company's total.
  const stockWarehouse = warehouses.find((w) => w.id === settings.selectedWarehouse);

  const filter = useMemo(
    () => searchToProductFilter(search, { ...(empresaId === undefined ? {} : { empresaId }), ...(stockWarehouse ? { warehouseId: stockWarehouse.id } : {}) }),
    [search, empresaId, stockWarehouse],
  );
  const sort: ProductSort = search.sort ?? 'name';
  const desc = search.desc === 1;
  const list = useInfiniteQuery(productListQuery(filter, sort, desc));
  const filterOptions = useQuery(productListFiltersQuery(empresaId));
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const patch = useCallback((change: Partial<ProductListSearch>) => onSearchChange(parseProductListSearch({ ...search, ...change })), [search, onSearchChange]);
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  const select = useCallback((ids: number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);

  return (
    <>
      <Paper withBorder p="sm" radius="md">
        <ProductListFilters search={search} onChange={patch} onClear={() => onSearchChange({})} options={filterOptions.data} warehouses={warehouses} phone={phone} />
      </Paper>
      <ProductListBulk empresaId={empresaId} selected={[...selected]} onDone={() => setSelected(new Set())} />
      {list.isError ? (
        <Alert color="red" title={t`No se pudieron cargar los productos`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describe(list.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void list.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : list.isPending ? (
        <ProductListSkeleton />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          {hasProductFilters(search) ? (
            <>
              <Text fw={600}>
                <Trans>Ningún producto coincide con la búsqueda o los filtros.</Trans>
              </Text>
              <Button mt="sm" variant="light" onClick={() => onSearchChange({})}>
                <Trans>Limpiar filtros</Trans>
              </Button>
            </>
          ) : (
            <>
              <Text fw={600}>
                <Trans>Esta empresa aún no tiene productos.</Trans>
              </Text>
              <Button mt="sm" variant="light" renderRoot={(rootProps) => <Link to="/market/producto/$id" params={{ id: 'nuevo' }} {...rootProps} />}>
                <Trans>Crear el primero</Trans>
              </Button>
            </>
          )}
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {list.hasNextPage ? t`${rows.length} productos cargados; hay más` : t`${rows.length} productos`}
          </Text>
          <ProductListResults
            rows={rows}
            sort={sort}
            desc={desc}
            onSort={(nextSort, nextDesc) => patch({ sort: nextSort, desc: nextDesc ? 1 : undefined })}
            selected={selected}
            onSelect={select}
            phone={phone}
            hasNextPage={list.hasNextPage}
            fetchingNextPage={list.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
    </>
  );
}
