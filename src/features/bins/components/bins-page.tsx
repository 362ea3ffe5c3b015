/** /bines (SA): the company's card BIN ranges, searchable by bank, brand or a card's BIN; create, edit, (de)activate, delete. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BinRange } from '../../../../contract/schemas/bins';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { binListQuery, useSetBinRangeActive, type CompanyScope } from '../api/bin-queries';
import { useBinErrorMessage } from '../lib/bin-errors';
import { BinDeactivateModal, BinDeleteModal } from './bin-confirm-modals';
import { BinFormModal } from './bin-form-modal';
import { BinCards, BinTable } from './bin-rows';

export function BinsPage() {
  const { t } = useLingui();
  const title = t`Bines`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <BinsWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

type Status = 'all' | 'active' | 'inactive';
type Dialog = { kind: 'form'; range: BinRange | null } | { kind: 'deactivate'; range: BinRange } | { kind: 'delete'; range: BinRange } | null;

function BinsWorkspace({ scope }: { scope: CompanyScope }) {
  const { t } = useLingui();
  const describe = useBinErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [status, setStatus] = useState<Status>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const active = status === 'all' ? undefined : status === 'active';
  const list = useQuery(binListQuery(scope, { q, active }));
  const activate = useSetBinRangeActive(scope);
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  // Deactivating asks first (card promotions may stop applying); reactivating does not.
  const onToggle = (range: BinRange) => {
    if (range.active) {
      setDialog({ kind: 'deactivate', range });
      return;
    }
    activate.mutate(
      { input: { binRangeId: range.id, baseVersion: range.version, active: true }, mutationId: crypto.randomUUID() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Rango activado.`, autoClose: 3000 }),
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 5000 }),
      },
    );
  };
  const actions = {
    onEdit: (range: BinRange) => setDialog({ kind: 'form', range }),
    onToggle,
    onDelete: (range: BinRange) => setDialog({ kind: 'delete', range }),
  };
  const create = () => setDialog({ kind: 'form', range: null });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            aria-label={t`Buscar rangos`}
            placeholder={t`Banco, marca o BIN de una tarjeta`}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={phone ? '100%' : 300}
          />
          <SegmentedControl
            aria-label={t`Estado`}
            value={status}
            onChange={(value) => setStatus(value as Status)}
            data={[
              { value: 'all', label: t`Todos` },
              { value: 'active', label: t`Activos` },
              { value: 'inactive', label: t`Inactivos` },
            ]}
          />
        </Group>
        <Button leftSection={<IconPlus size={16} />} onClick={create}>
          <Trans>Nuevo rango</Trans>
        </Button>
      </Group>
      <Paper withBorder radius="md" p={phone ? 'xs' : 0}>
        {list.isPending ? (
          <Stack gap="xs" p="sm" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" variant="light" m="sm" role="alert">
            {describe(list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Stack align="center" gap="xs" p="xl">
            <Text c="dimmed">{q ? <Trans>Ningún rango coincide con «{q}».</Trans> : <Trans>Esta empresa aún no tiene rangos de BIN.</Trans>}</Text>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={create}>
              <Trans>Crear un rango</Trans>
            </Button>
          </Stack>
        ) : phone ? (
          <BinCards rows={rows} {...actions} />
        ) : (
          <BinTable rows={rows} {...actions} />
        )}
      </Paper>
      <Text size="sm" c="dimmed" data-testid="bin-total">
        <Plural value={total} one="# rango" other="# rangos" />
      </Text>
      {dialog?.kind === 'form' ? <BinFormModal scope={scope} range={dialog.range} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'deactivate' ? <BinDeactivateModal scope={scope} range={dialog.range} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <BinDeleteModal scope={scope} range={dialog.range} onClose={() => setDialog(null)} onDeactivate={() => setDialog({ kind: 'deactivate', range: dialog.range })} />
      ) : null}
    </Stack>
  );
}
