/**
 * /clientes (CC, PS, SA): the company's customers searched on the server by name, email, phone or document (an exact
 * match first). The search box is debounced and kept in the URL; the results load page after page as they scroll.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { customerListQuery } from '../api/customer-queries';
import type { CustomerListSearch } from '../lib/customer-list-search';
import { CustomerListResults } from './customer-list-results';

export function CustomersPage({ search, onSearchChange }: { search: CustomerListSearch; onSearchChange: (next: CustomerListSearch) => void }) {
  const { t } = useLingui();
  const title = t`Clientes`;
  usePageTitle(title);
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  // SA with no company chosen searches every company.
  const { scope } = useCompanyScope();
  const [text, setText] = useState(search.q ?? '');
  const [q] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== (search.q ?? '')) onSearchChange(q ? { q } : {});
  }, [q, search.q, onSearchChange]);
  const list = useInfiniteQuery(customerListQuery(scope, q));
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <TextInput
        label={t`Buscar clientes`}
        description={t`Nombre, correo, teléfono o documento`}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maw={phone ? undefined : 420}
        type="search"
        autoFocus={!phone}
      />
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" p="xl">
            {q ? <Trans>Ningún cliente coincide con «{q}». Prueba con otra parte del nombre, el correo o el teléfono.</Trans> : <Trans>Aún no hay clientes.</Trans>}
          </Text>
        ) : (
          <CustomerListResults rows={rows} phone={phone} hasNextPage={hasNextPage} fetchingNextPage={isFetchingNextPage} onLoadMore={loadMore} />
        )}
      </Paper>
    </Stack>
  );
}
