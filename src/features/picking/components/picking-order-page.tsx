/**
 * `/picking/orden/:id`. Renders from the cached (persisted) order whenever there is one: a failed refetch
 * offline is a small hint, never an error page. Without any saved copy it says so plainly.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { canSee } from '../../../../contract/screens';
import { usePageTitle } from '../../../components/page-title';
import { useErrorMessage } from '../../../lib/error-message';
import { useUserData } from '../../../lib/user-data';
import { useLocalOrder } from '../api/use-local-order';
import { usePickingRealtime } from '../api/use-picking-realtime';
import { usePickingSettlements } from '../api/use-picking-settlements';
import { useOnline } from '../../../lib/use-online';
import { PickingWorkspace } from './picking-workspace';

function OrderSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="picking-order-skeleton">
      <Skeleton h={14} w={140} />
      <Skeleton h={34} w="55%" />
      <Skeleton h={16} w="70%" />
      <Skeleton h={56} radius="md" />
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} h={150} radius="md" />
      ))}
    </Stack>
  );
}

export function PickingOrderPage({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const online = useOnline();
  const user = useUserData();
  usePickingSettlements();
  usePickingRealtime();
  const local = useLocalOrder(orderId);
  const { query, view, snapshot } = local;
  usePageTitle(view ? t`Picking ${view.number}` : t`Picking`);

  if (!view || !snapshot) {
    const offline = !online || query.fetchStatus === 'paused';
    if (query.isError || offline) {
      return (
        <Alert color={offline ? 'gray' : 'red'} title={offline ? t`Esta orden no está guardada en este dispositivo` : t`No se pudo abrir la orden`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {offline ? <Trans>Sin conexión. La orden se abrirá cuando vuelva la conexión; tus cambios en otras órdenes siguen guardados.</Trans> : describe(query.error)}
            </Text>
            <Group>
              <Button h={48} variant="light" onClick={() => void query.refetch()}><Trans>Reintentar</Trans></Button>
              <Button h={48} variant="subtle" component={Link} to="/picking"><Trans>Volver a picking</Trans></Button>
            </Group>
          </Stack>
        </Alert>
      );
    }
    return <OrderSkeleton />;
  }
  const offline = !online || query.isError || query.fetchStatus === 'paused';
  const canTake = user !== null && canSee(user.rol, 'picking');
  return <PickingWorkspace local={local} view={view} snapshot={snapshot} offline={offline} canTake={canTake} />;
}
