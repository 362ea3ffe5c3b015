/**
 * /store/cajero/editar/:id: the cashier's narrower store form (issue 17 §1): open/closed ("activate shop", for
 * ACTIVATE_SHOP_ROLES; others see the state), today's hours, slot capacity and what is out of stock today.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ACTIVATE_SHOP_ROLES } from '../../../../contract/roles';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useUserData } from '../../../lib/user-data';
import { storeCheckerQuery, useSetOpen, type CheckerData } from '../api/store-checker-queries';
import { OutTodaySection } from './out-today-section';
import { SlotCapacitySection } from './slot-capacity-section';
import { TodayHoursSection } from './today-hours-section';
import { useReadableColor } from '../../../components/order-status/readable-color';

export function StoreCheckerPage({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const query = useQuery(storeCheckerQuery(storeId));
  usePageTitle(query.data ? t`Tienda ${query.data.store.name}: hoy` : t`Tienda: hoy`);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={36} width={320} />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t`No se pudo abrir la tienda`}>
        {describe(query.error)}
      </Alert>
    );
  }
  const data = query.data;
  const name = data.store.name;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        <Trans>{name}: hoy</Trans>
      </Title>
      <OpenSection data={data} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TodayHoursSection key={`${data.today}-${JSON.stringify(data.todayHours)}`} data={data} />
        <OutTodaySection data={data} />
      </SimpleGrid>
      <SlotCapacitySection data={data} />
    </Stack>
  );
}

function OpenSection({ data }: { data: CheckerData }) {
  const { t } = useLingui();
  const readable = useReadableColor();
  const describe = useErrorMessage();
  const user = useUserData();
  const mayToggle = user !== null && ACTIVATE_SHOP_ROLES.includes(user.rol);
  const setOpen = useSetOpen(data.store.id);
  const [confirming, setConfirming] = useState(false);
  // One id per confirmation: pressing "confirm" again after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const open = data.store.open;
  const name = data.store.name;
  const confirm = () =>
    setOpen.mutate(
      { open: !open, mutationId },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setMutationId(crypto.randomUUID());
          notifications.show({ color: 'green', message: answer.open ? t`La tienda está abierta.` : t`La tienda está cerrada.`, autoClose: 3000 });
        },
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo cambiar`, message: describe(error), autoClose: 3000 }),
      },
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Estado de la tienda`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>
            <Trans>Estado de la tienda</Trans>
          </Text>
          <Badge size="lg" variant="light" color={open ? 'green' : 'red'} styles={{ label: { color: readable(open ? 'green' : 'red') } }} data-testid="store-open-state">
            {open ? <Trans>Abierta</Trans> : <Trans context="tienda">Cerrada</Trans>}
          </Badge>
        </Group>
        {mayToggle ? (
          <Button color={open ? 'red' : 'green'} variant="light" onClick={() => setConfirming(true)}>
            {open ? <Trans>Cerrar la tienda</Trans> : <Trans>Abrir la tienda</Trans>}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Solo un cajero, un administrador o un gerente abre o cierra la tienda.</Trans>
          </Text>
        )}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={open ? t`¿Cerrar la tienda?` : t`¿Abrir la tienda?`} centered>
        <Stack gap="md">
          <Text size="sm">
            {open ? (
              <Trans>Los clientes no podrán hacer pedidos en {name} hasta que alguien la vuelva a abrir.</Trans>
            ) : (
              <Trans>Los clientes podrán volver a hacer pedidos en {name}.</Trans>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color={open ? 'red' : 'green'} onClick={confirm} loading={setOpen.isPending}>
              {open ? <Trans>Sí, cerrar</Trans> : <Trans>Sí, abrir</Trans>}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
