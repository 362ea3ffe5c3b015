/**
 * `/picking`: the warehouse's orders to pick and in picking, oldest slot first. Pickers see their own orders
 * first ("Continuar"), then the confirmed ones ("Tomar"); supervisors see every picker's progress.
 * Taking is an outbox change: the list and the order show it taken at once, even offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconClipboardCheck, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PickingListRow } from '../../../../contract/schemas/picking';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useOutboxStatus } from '../../../lib/outbox/outbox';
import { useUserData } from '../../../lib/user-data';
import { LIST_REFRESH_MS, pickingListQuery, pickingOrderQuery } from '../api/picking-queries';
import { usePickingOutbox } from '../api/use-picking-outbox';
import { usePickingRealtime } from '../api/use-picking-realtime';
import { usePickingSettlements } from '../api/use-picking-settlements';
import { applyPendingToRow } from '../lib/apply-pending';
import { usePickingListFilter } from '../lib/picking-scope';
import { bySlot } from '../lib/slot-tone';
import { useNow } from '../lib/use-now';
import { useOnline } from '../../../lib/use-online';
import { OfflineHint } from './offline-hint';
import { groupByPicker, PickerProgress } from './picker-progress';
import { PickingOrderCard } from './picking-order-card';

/** Orders of mine read ahead, so they open offline later (PRODUCT.md: assigned orders are readable offline). */
const PREFETCH_MINE_MAX = 5;

function Section({ title, count, children }: { title: ReactNode; count: number; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} fz="h4">
        {title} <Text span c="dimmed" fz="md">{`(${count})`}</Text>
      </Title>
      {children}
    </Stack>
  );
}

function ListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" aria-busy="true" data-testid="picking-list-skeleton">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={190} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export function PickingListPage() {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const user = useUserData();
  const { enqueue } = usePickingOutbox();
  const outbox = useOutboxStatus();
  const filter = usePickingListFilter();
  const now = useNow(30_000);
  const [taking, setTaking] = useState<number | null>(null);
  usePageTitle(t`Picking`);
  usePickingSettlements();
  usePickingRealtime();

  const list = useQuery({ ...pickingListQuery(filter), refetchInterval: LIST_REFRESH_MS, refetchOnWindowFocus: true });
  const me = user?.userID ?? null;
  const supervisor = user !== null && user.rol !== 'PK';
  const local = useMemo(() => (me === null ? null : { userId: me }), [me]);

  const entries = outbox.entries;
  const rows = useMemo(() => {
    const data = list.data?.rows ?? [];
    const replayed = local ? data.map((row) => applyPendingToRow(row, entries, local)) : data;
    return replayed.filter((row) => row.status === 'confirmada' || row.status === 'en_picking').toSorted(bySlot);
  }, [list.data, entries, local]);
  const waitingTakes = useMemo(() => new Set(entries.filter((e) => e.name === 'picking.take' && e.state === 'waiting').map((e) => e.orderId)), [entries]);

  const mine = rows.filter((row) => row.status === 'en_picking' && row.pickerId === me);
  const toPick = rows.filter((row) => row.status === 'confirmada');
  const others = rows.filter((row) => row.status === 'en_picking' && row.pickerId !== me);

  const mineIds = mine.slice(0, PREFETCH_MINE_MAX).map((row) => row.id).join(',');
  useEffect(() => {
    if (!online || mineIds === '') return;
    for (const id of mineIds.split(',')) void queryClient.prefetchQuery(pickingOrderQuery(Number(id)));
  }, [online, mineIds, queryClient]);

  const onTake = useCallback(
    async (row: PickingListRow) => {
      setTaking(row.id);
      const saved = await enqueue('picking.take', { orderId: row.id, baseVersion: row.version, mutationId: crypto.randomUUID() }, row.id, row.number);
      setTaking(null);
      if (!saved) return;
      void queryClient.prefetchQuery(pickingOrderQuery(row.id));
      void navigate({ to: '/picking/orden/$id', params: { id: String(row.id) } });
    },
    [enqueue, navigate, queryClient],
  );

  const refresh = (
    <Tooltip label={t`Actualizar`}>
      <ActionIcon size={48} variant="default" aria-label={t`Actualizar`} onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
        <IconRefresh size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

  let body: ReactNode;
  if (!list.data) {
    body =
      list.isError || (list.fetchStatus === 'paused' && !online) ? (
        <Alert color={online ? 'red' : 'gray'} title={online ? t`No se pudo cargar la lista de picking` : t`Sin conexión`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{online ? describe(list.error) : <Trans>La lista se cargará cuando vuelva la conexión.</Trans>}</Text>
            <Button h={48} variant="light" onClick={() => void list.refetch()}><Trans>Reintentar</Trans></Button>
          </Stack>
        </Alert>
      ) : (
        <ListSkeleton />
      );
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" data-testid="picking-empty">
        <Stack align="center" gap="sm" ta="center">
          <IconClipboardCheck size={40} stroke={1.5} aria-hidden />
          <Title order={2} fz="h4"><Trans>No hay órdenes por pickear</Trans></Title>
          <Text c="dimmed" maw={420}>
            <Trans>Aquí aparecen las órdenes confirmadas de tu bodega y las que están en picking. Cuando se confirme una, la verás en esta lista.</Trans>
          </Text>
          <Button h={48} leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => void list.refetch()} loading={list.isFetching}>
            <Trans>Actualizar</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    const grid = (items: PickingListRow[], action: (row: PickingListRow) => 'continue' | 'take' | 'view' | 'none') => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {items.map((row) => (
          <PickingOrderCard key={row.id} row={row} now={now} mine={row.pickerId === me} action={action(row)} waiting={waitingTakes.has(row.id)} taking={taking === row.id} onTake={onTake} />
        ))}
      </SimpleGrid>
    );
    body = (
      <Stack gap="xl">
        {mine.length > 0 && <Section title={<Trans>Mis órdenes en picking</Trans>} count={mine.length}>{grid(mine, () => 'continue')}</Section>}
        {supervisor && others.length > 0 && (
          <Section title={<Trans>Avance por picker</Trans>} count={others.length}>
            <PickerProgress groups={groupByPicker(others)} now={now} />
          </Section>
        )}
        {toPick.length > 0 && <Section title={<Trans>Por pickear</Trans>} count={toPick.length}>{grid(toPick, () => 'take')}</Section>}
        {!supervisor && others.length > 0 && <Section title={<Trans>En picking por otras personas</Trans>} count={others.length}>{grid(others, () => 'none')}</Section>}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz="h2"><Trans>Picking</Trans></Title>
        {refresh}
      </Group>
      {list.data && (!online || list.isError) && <OfflineHint />}
      {body}
    </Stack>
  );
}
