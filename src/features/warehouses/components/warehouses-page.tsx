/** /bodegas (SA): the company's warehouses with the stores they serve, users and stocked products; search and filter. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { warehouseListQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';
import type { WarehouseListSearch, WarehouseStatusFilter } from '../lib/warehouse-list-search';
import { WarehouseCards, WarehouseTable } from './warehouse-rows';

interface PageProps {
  search: WarehouseListSearch;
  onSearchChange: (next: WarehouseListSearch) => void;
}

export function WarehousesPage({ search, onSearchChange }: PageProps) {
  const { t } = useLingui();
  const title = t`Bodegas`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <WarehouseList key={scope.empresaId ?? 0} scope={scope} search={search} onSearchChange={onSearchChange} />}
    </Stack>
  );
}

function NewButton({ variant }: { variant?: 'light' }) {
  return (
    <Button component={Link} to="/bodega/nueva" variant={variant ?? 'filled'} leftSection={<IconPlus size={16} />}>
      <Trans>Nueva bodega</Trans>
    </Button>
  );
}

function WarehouseList({ scope, search, onSearchChange }: PageProps & { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useWarehouseErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  // What is typed shows at once; the URL (and the request) follow a moment later.
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const q = search.q ?? '';
  useEffect(() => {
    if (debounced !== q) onSearchChange({ ...search, ...(debounced ? { q: debounced } : { q: undefined }) });
  }, [debounced, q, search, onSearchChange]);
  const status = search.estado ?? 'todas';
  const list = useQuery(warehouseListQuery(scope, q, search.estado === undefined ? undefined : search.estado === 'activas'));
  const rows = list.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t`Buscar bodegas`}
            placeholder={t`Buscar por nombre o dirección`}
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={phone ? '100%' : 280}
          />
          <SegmentedControl
            aria-label={t`Estado`}
            value={status}
            onChange={(value) => onSearchChange({ ...search, estado: value === 'todas' ? undefined : (value as WarehouseStatusFilter) })}
            data={[
              { value: 'todas', label: t`Todas` },
              { value: 'activas', label: t`Activas` },
              { value: 'inactivas', label: t`Inactivas` },
            ]}
          />
        </Group>
        <NewButton />
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">{q ? <Trans>Ninguna bodega coincide con «{q}».</Trans> : <Trans>Esta empresa aún no tiene bodegas con este filtro.</Trans>}</Text>
            <NewButton variant="light" />
          </Stack>
        ) : phone ? (
          <WarehouseCards rows={rows} />
        ) : (
          <WarehouseTable rows={rows} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" data-testid="warehouse-total">
        <Plural value={rows.length} one="# bodega" other="# bodegas" />
      </Text>
    </Stack>
  );
}
