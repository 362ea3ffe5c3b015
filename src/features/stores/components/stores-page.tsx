/**
 * /store: the stores in the caller's scope (SA: every company, or the one chosen in the header; a cashier: those
 * their warehouse serves), searchable and filtered by state, with "activate shop" for ACTIVATE_SHOP_ROLES and the
 * create and edit links for STORE_EDIT_ROLES.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ACTIVATE_SHOP_ROLES, ALL_COMPANIES_ROLES, STORE_EDIT_ROLES } from '../../../../contract/roles';
import { canSee } from '../../../../contract/screens';
import type { StoreListRow } from '../../../../contract/schemas/stores';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { storeListQuery } from '../api/store-queries';
import { StoreOpenModal } from './store-open-modal';
import { StoreCards, StoreTable } from './store-rows';

type Status = 'all' | 'open' | 'closed' | 'inactive';
const FILTERS: Record<Status, { open: boolean | undefined; active: boolean | undefined }> = {
  all: { open: undefined, active: undefined },
  open: { open: true, active: undefined },
  closed: { open: false, active: undefined },
  inactive: { open: undefined, active: false },
};

export function StoresPage() {
  const { t } = useLingui();
  const title = t`Tiendas`;
  usePageTitle(title);
  const user = useUserData();
  const role = user?.rol ?? null;
  const { scope } = useCompanyScope();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<Status>('all');
  const [toggling, setToggling] = useState<StoreListRow | null>(null);
  const list = useQuery(storeListQuery(scope, { q, ...FILTERS[status] }));
  const permissions = {
    canEdit: role !== null && STORE_EDIT_ROLES.includes(role),
    canActivate: role !== null && ACTIVATE_SHOP_ROLES.includes(role),
    canCashierEdit: role !== null && canSee(role, 'checker-store-edit'),
    showCompany: role !== null && ALL_COMPANIES_ROLES.includes(role) && scope.empresaId === undefined,
  };
  const rows = list.data?.rows ?? [];
  const newStore = permissions.canEdit ? (
    <Button component={Link} to="/store/crear" leftSection={<IconPlus size={16} />}>
      <Trans>Nueva tienda</Trans>
    </Button>
  ) : null;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">{title}</Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput aria-label={t`Buscar tiendas`} placeholder={t`Buscar tiendas`} leftSection={<IconSearch size={16} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={phone ? '100%' : 260} />
          <SegmentedControl
            aria-label={t`Estado`}
            value={status}
            onChange={(value) => setStatus(value as Status)}
            data={[
              { value: 'all', label: t`Todas` },
              { value: 'open', label: t`Abiertas` },
              { value: 'closed', label: t`Cerradas` },
              { value: 'inactive', label: t`Inactivas` },
            ]}
          />
        </Group>
        {newStore}
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={40} />)}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">{errorMessage(list.error)}</Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">{q ? <Trans>Ninguna tienda coincide con «{q}».</Trans> : status !== 'all' ? <Trans>Ninguna tienda en este estado.</Trans> : <Trans>Aún no hay tiendas.</Trans>}</Text>
            {!q && status === 'all' && newStore}
          </Stack>
        ) : phone ? (
          <StoreCards rows={rows} {...permissions} onToggleOpen={setToggling} />
        ) : (
          <StoreTable rows={rows} {...permissions} onToggleOpen={setToggling} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" data-testid="store-total">
        <Plural value={rows.length} one="# tienda" other="# tiendas" />
      </Text>
      {toggling && <StoreOpenModal scope={scope} store={toggling} onClose={() => setToggling(null)} />}
    </Stack>
  );
}
