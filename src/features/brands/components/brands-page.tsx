/** /marcas (SA): the company's brands, searchable, with product counts; create, edit, deactivate and delete. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Brand } from '../../../../contract/schemas/brands';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { BRAND_PAGE_SIZE, brandListQuery, useSaveBrand, type CompanyScope } from '../api/brand-queries';
import { useBrandErrorMessage } from '../lib/brand-errors';
import { BrandDeleteModal } from './brand-delete-modal';
import { BrandFormModal } from './brand-form-modal';
import { BrandCards, BrandTable } from './brand-rows';

export function BrandsPage() {
  const { t } = useLingui();
  const title = t`Marcas`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <BrandsWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Status = 'all' | 'active' | 'inactive';
type Dialog = { kind: 'form'; brand: Brand | null } | { kind: 'delete'; brand: Brand } | null;

function BrandsWorkspace({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useBrandErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const active = status === 'all' ? undefined : status === 'active';
  const list = useQuery(brandListQuery(scope, { q, active, page }));
  const toggle = useSaveBrand(scope);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / BRAND_PAGE_SIZE));

  const onToggle = (brand: Brand) =>
    toggle.mutate(
      {
        input: {
          brandId: brand.id,
          nombre: brand.nombre,
          active: !brand.active,
        },
        mutationId: crypto.randomUUID(),
      },
      {
        onSuccess: (data) =>
          notifications.show({
            color: 'green',
            message: data.brand.active ? t`Marca activada.` : t`Marca desactivada.`,
            autoClose: 3000,
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t`No se pudo guardar`,
            message: describe(error),
            autoClose: 5000,
          }),
      },
    );
  const actions = {
    onEdit: (brand: Brand) => setDialog({ kind: 'form', brand }),
    onToggle,
    onDelete: (brand: Brand) => setDialog({ kind: 'delete', brand }),
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t`Buscar marcas`}
            placeholder={t`Buscar marcas`}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(0);
            }}
            w={phone ? '100%' : 260}
          />
          <SegmentedControl
            aria-label={t`Estado`}
            value={status}
            onChange={(value) => {
              setStatus(value as Status);
              setPage(0);
            }}
            data={[
              { value: 'all', label: t`Todas` },
              { value: 'active', label: t`Activas` },
              { value: 'inactive', label: t`Inactivas` },
            ]}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', brand: null })}>
          <Trans>Nueva marca</Trans>
        </Button>
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
            <Text c="dimmed">{q ? <Trans>Ninguna marca coincide con «{q}».</Trans> : <Trans>Esta empresa aún no tiene marcas.</Trans>}</Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'form', brand: null })}>
              <Trans>Crear una marca</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <BrandCards rows={rows} {...actions} />
        ) : (
          <BrandTable rows={rows} {...actions} />
        )}
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="brand-total">
          <Plural value={total} one="# marca" other="# marcas" />
        </Text>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(value) => setPage(value - 1)}
            size="sm"
            aria-label={t`Páginas de marcas`}
            getItemProps={(number) => ({ 'aria-label': t`Página ${number}` })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? t`Página anterior`
                  : control === 'next'
                    ? t`Página siguiente`
                    : control === 'first'
                      ? t`Primera página`
                      : t`Última página`,
            })}
          />
        ) : null}
      </Group>
      {dialog?.kind === 'form' ? <BrandFormModal scope={scope} brand={dialog.brand} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <BrandDeleteModal scope={scope} brand={dialog.brand} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
