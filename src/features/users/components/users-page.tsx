/**
 * /usuarios (AD, GE, SG, SU, SA): the users of the caller's company (SA: every company, or the one chosen in the
 * header), searched and filtered from the URL; create, edit, disable / enable, mail a password link, audit trail.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_CODES, ROLE_NAMES, type RoleCode } from '../../../../contract/roles';
import type { UserRow } from '../../../../contract/schemas/users';
import { usePageTitle } from '../../../components/page-title';
import { scopeOptionsQuery } from '../../../lib/scope-options-query';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { useUserData } from '../../../lib/user-data';
import { userListQuery, useSendPasswordReset } from '../api/user-queries';
import { useUserErrorMessage } from '../lib/user-errors';
import { searchToUserFilter, type UserListSearch } from '../lib/user-search';
import { UserHistoryModal, UserToggleModal } from './user-dialogs';
import { UserFormModal } from './user-form-modal';
import { UserCards, UserTable } from './user-rows';

type Dialog = { kind: 'form'; user: UserRow | null } | { kind: 'toggle'; user: UserRow } | { kind: 'history'; user: UserRow } | null;

export interface UsersPageProps {
  search: UserListSearch;
  onSearchChange: (next: UserListSearch) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const { t } = useLingui();
  const title = t`Usuarios`;
  usePageTitle(title);
  const me = useUserData();
  const { scope } = useCompanyScope();
  const describe = useUserErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const options = useQuery(scopeOptionsQuery(me?.userID)).data;
  const list = useInfiniteQuery(userListQuery(searchToUserFilter(search, scope)));
  const sendLink = useSendPasswordReset();
  const [text, setText] = useState(search.q ?? '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const pushText = useDebouncedCallback((value: string) => onSearchChange({ ...search, q: value.trim() || undefined }), 300);
  const set = (patch: Partial<UserListSearch>) => onSearchChange({ ...search, ...patch });
  if (!me) return null;
  const callerRole = me.rol;
  const showCompany = callerRole === 'SA' && scope.empresaId === undefined;
  const ofCompany = <T extends { companyId: number }>(items: readonly T[] | undefined) => (items ?? []).filter((item) => scope.empresaId === undefined || item.companyId === scope.empresaId);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Object.keys(search).length > 0;

  const onSendLink = (user: UserRow) =>
    sendLink.mutate(
      { input: { userId: user.id }, mutationId: crypto.randomUUID() },
      {
        onSuccess: (data) => {
          const email = data.email;
          notifications.show({ color: 'green', message: t`Enviamos a ${email} un enlace para cambiar la contraseña.`, autoClose: 3000 });
        },
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo enviar el enlace`, message: describe(error), autoClose: 5000 }),
      },
    );
  const actions = {
    meId: me.userID,
    onEdit: (user: UserRow) => setDialog({ kind: 'form', user }),
    onToggle: (user: UserRow) => setDialog({ kind: 'toggle', user }),
    onSendLink,
    onHistory: (user: UserRow) => setDialog({ kind: 'history', user }),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', user: null })}>
          <Trans>Nuevo usuario</Trans>
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={t`Buscar usuarios`}
          placeholder={t`Buscar por nombre o correo`}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            pushText(event.currentTarget.value);
          }}
          w={phone ? '100%' : 260}
        />
        <Select
          aria-label={t`Filtrar por rol`}
          placeholder={t`Todos los roles`}
          data={ROLE_CODES.map((code) => ({ value: code, label: ROLE_NAMES[code] }))}
          value={search.role ?? null}
          onChange={(value) => set({ role: (value as RoleCode | null) ?? undefined })}
          clearable
          w={phone ? '100%' : 190}
        />
        <Select
          aria-label={t`Filtrar por tienda`}
          placeholder={t`Todas las tiendas`}
          data={ofCompany(options?.stores).map((s) => ({ value: String(s.id), label: s.name }))}
          value={search.store === undefined ? null : String(search.store)}
          onChange={(value) => set({ store: value === null ? undefined : Number(value) })}
          clearable
          w={phone ? '100%' : 190}
        />
        <Select
          aria-label={t`Filtrar por bodega`}
          placeholder={t`Todas las bodegas`}
          data={ofCompany(options?.warehouses).map((w) => ({ value: String(w.id), label: w.name }))}
          value={search.warehouse === undefined ? null : String(search.warehouse)}
          onChange={(value) => set({ warehouse: value === null ? undefined : Number(value) })}
          clearable
          w={phone ? '100%' : 190}
        />
        <SegmentedControl
          aria-label={t`Filtrar por estado`}
          value={search.active === undefined ? 'all' : search.active === 1 ? 'active' : 'inactive'}
          onChange={(value) => set({ active: value === 'all' ? undefined : value === 'active' ? 1 : 0 })}
          data={[
            { value: 'all', label: t`Todos` },
            { value: 'active', label: t`Activos` },
            { value: 'inactive', label: t`Inactivos` },
          ]}
        />
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">{filtered ? <Trans>Ningún usuario coincide con la búsqueda y los filtros.</Trans> : <Trans>Aún no hay usuarios.</Trans>}</Text>
            {filtered ? (
              <Button variant="light" onClick={() => { setText(''); onSearchChange({}); }}>
                <Trans>Quitar los filtros</Trans>
              </Button>
            ) : null}
          </Stack>
        ) : phone ? (
          <UserCards rows={rows} showCompany={showCompany} {...actions} />
        ) : (
          <UserTable rows={rows} showCompany={showCompany} {...actions} />
        )}
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="user-total">
          <Plural value={total} one="# usuario" other="# usuarios" />
        </Text>
        {list.hasNextPage ? (
          <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            <Trans>Cargar más</Trans>
          </Button>
        ) : null}
      </Group>
      {dialog?.kind === 'form' ? (
        <UserFormModal user={dialog.user} callerRole={callerRole} defaultCompanyId={scope.empresaId ?? null} options={options} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'toggle' ? <UserToggleModal user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'history' ? <UserHistoryModal user={dialog.user} options={options} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
