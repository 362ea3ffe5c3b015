/**
 * /cache (SA): what the storefront's reads keep cached for one company, by area (docs/cache.md): its version, how long
 * ago an edit or a person invalidated it, when a read last rebuilt it, and this server process's figures; invalidate
 * one area or all (after a confirmation).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Alert, Button, Card, Group, Modal, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CacheArea } from '../../../../contract/cache-areas';
import type { CacheAreaRow } from '../../../../contract/schemas/cache';
import { ChooseCompany } from '../../../components/choose-company';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { useCompanyScope } from '../../../lib/use-company-scope';
import { cacheAreasQuery, useInvalidateCache, type CompanyScope } from '../api/cache-queries';

const AREA_NAMES: Record<CacheArea, MessageDescriptor> = {
  catalogue: msg`Catálogo`,
  prices: msg`Precios`,
  categories: msg`Categorías`,
  menu: msg`Menú`,
  ui: msg`Contenido (elementos y banners)`,
};

export function CachePage() {
  const { t } = useLingui();
  const title = t`Caché`;
  usePageTitle(title);
  const { scope, needsCompany } = useCompanyScope();
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {needsCompany ? <ChooseCompany /> : <CacheWorkspace key={scope.empresaId ?? 0} scope={scope} />}
    </Stack>
  );
}

/** "hace 5 min" in the user's language; "—" when never. */
function useAgo(): (seconds: number | null) => string {
  const { locale } = useFormat();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  return (seconds) => {
    if (seconds === null) return '—';
    if (seconds < 60) return format.format(-seconds, 'second');
    if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
    if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
    return format.format(-Math.floor(seconds / 86_400), 'day');
  };
}

function CacheWorkspace({ scope }: { scope: CompanyScope }) {
  const { t, i18n } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useQuery(cacheAreasQuery(scope));
  const invalidate = useInvalidateCache(scope);
  const [confirmAll, setConfirmAll] = useState(false);
  const [busyArea, setBusyArea] = useState<CacheArea | 'all' | null>(null);

  const run = async (area: CacheArea | 'all') => {
    setBusyArea(area);
    try {
      await invalidate.mutateAsync({ area, mutationId: crypto.randomUUID() });
      const name = area === 'all' ? '' : i18n._(AREA_NAMES[area]);
      notifications.show({ color: 'green', message: area === 'all' ? t`Caché invalidada.` : t`Área «${name}» invalidada.`, autoClose: 3000 });
    } catch (error) {
      notifications.show({ color: 'red', title: t`No se pudo invalidar`, message: describe(error), autoClose: 5000 });
    } finally {
      setBusyArea(null);
      setConfirmAll(false);
    }
  };

  const rows = list.data?.areas ?? [];
  const props = { rows, busyArea, onInvalidate: (area: CacheArea) => void run(area) };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          <Trans>Cada edición del catálogo, los precios, las categorías, el menú o el contenido invalida su área sola. Invalida a mano solo si sospechas que la tienda muestra datos viejos.</Trans>
        </Text>
        <Button color="red" variant="light" leftSection={<IconRefresh size={16} />} onClick={() => setConfirmAll(true)} disabled={rows.length === 0}>
          <Trans>Invalidar todo</Trans>
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
        ) : phone ? (
          <CacheCards {...props} />
        ) : (
          <CacheTable {...props} />
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        <Trans>Entradas, aciertos y fallos son de este proceso del servidor desde que arrancó.</Trans>
      </Text>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title={t`Invalidar toda la caché`} centered>
        <Stack gap="sm">
          <Text size="sm">
            <Trans>¿Invalidar todas las áreas de esta empresa? La próxima lectura de la tienda vuelve a construir cada una.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmAll(false)} disabled={busyArea === 'all'}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color="red" onClick={() => void run('all')} loading={busyArea === 'all'}>
              <Trans>Invalidar todo</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

interface RowsProps {
  rows: readonly CacheAreaRow[];
  busyArea: CacheArea | 'all' | null;
  onInvalidate: (area: CacheArea) => void;
}

function InvalidatedBy({ row }: { row: CacheAreaRow }) {
  if (row.invalidatedAt === null) return <Trans>Nunca</Trans>;
  if (row.invalidatedBy === null) return <Trans>Una edición</Trans>;
  return <>{row.invalidatedBy}</>;
}

function InvalidateButton({ row, busyArea, onInvalidate }: Omit<RowsProps, 'rows'> & { row: CacheAreaRow }) {
  const { t, i18n } = useLingui();
  const name = i18n._(AREA_NAMES[row.area]);
  return (
    <Button size="xs" variant="light" onClick={() => onInvalidate(row.area)} loading={busyArea === row.area} disabled={busyArea !== null && busyArea !== row.area} aria-label={t`Invalidar ${name}`}>
      <Trans>Invalidar</Trans>
    </Button>
  );
}

function CacheTable({ rows, ...actions }: RowsProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const ago = useAgo();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={t`Áreas de la caché`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Área</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Versión</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Invalidada</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Por</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Reconstruida</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Entradas / aciertos / fallos</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.area} data-testid="cache-row" data-area={row.area}>
              <Table.Td fw={500}>{i18n._(AREA_NAMES[row.area])}</Table.Td>
              <Table.Td ta="end" style={TABULAR} data-testid="cache-version">
                {format.count(row.version)}
              </Table.Td>
              <Table.Td>{ago(row.ageSeconds)}</Table.Td>
              <Table.Td>
                <InvalidatedBy row={row} />
              </Table.Td>
              <Table.Td style={TABULAR}>{row.rebuiltAt ? format.dateTime(row.rebuiltAt) : '—'}</Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {`${format.count(row.entries)} / ${format.count(row.hits)} / ${format.count(row.misses)}`}
              </Table.Td>
              <Table.Td ta="end">
                <InvalidateButton row={row} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CacheCards({ rows, ...actions }: RowsProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const ago = useAgo();
  return (
    <Stack gap="xs">
      {rows.map((row) => {
        const version = format.count(row.version);
        const age = ago(row.ageSeconds);
        const rebuilt = row.rebuiltAt ? format.dateTime(row.rebuiltAt) : '—';
        return (
          <Card key={row.area} withBorder padding="sm" radius="md" data-testid="cache-row" data-area={row.area}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={500}>{i18n._(AREA_NAMES[row.area])}</Text>
                <Text size="sm" style={TABULAR}>
                  <Trans>
                    Versión {version} · invalidada {age}
                  </Trans>
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>Por:</Trans> <InvalidatedBy row={row} />
                </Text>
                <Text size="sm" c="dimmed" style={TABULAR}>
                  <Trans>Reconstruida: {rebuilt}</Trans>
                </Text>
              </Stack>
              <InvalidateButton row={row} {...actions} />
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
