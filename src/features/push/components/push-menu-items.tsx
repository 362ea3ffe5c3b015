/**
 * The user menu's push switches (docs/push.md): "Notificaciones en este dispositivo" subscribes this browser (both
 * sides) or unsubscribes it, and says plainly when it cannot (unsupported, blocked, offline); "Avisos de pedidos"
 * is the user's own switch for order alerts, shown to the roles that get them. Items of the surrounding Menu.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconPackage, IconToggleLeft, IconToggleRightFilled } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RoleCode } from '../../../../contract/roles';
import { STAFF_ALERT_ROLES } from '../../../../contract/schemas/push';
import { useErrorMessage } from '../../../lib/error-message';
import { useOnline } from '../../../lib/use-online';
import { devicePushQuery, pushConfigQuery, useDevicePushSwitch, useStaffAlertsSwitch } from '../api/push-queries';
import { PushPermissionError } from '../lib/browser-push';

function SwitchMark({ on }: { on: boolean }) {
  return on ? <IconToggleRightFilled size={26} color="var(--mantine-color-canasta-filled)" aria-hidden /> : <IconToggleLeft size={26} color="var(--mantine-color-dimmed)" aria-hidden />;
}

function ItemText({ label, status }: { label: ReactNode; status: ReactNode }) {
  return (
    <>
      <Text size="sm" component="span" display="block">
        {label}
      </Text>
      <Text size="xs" c="dimmed" component="span" display="block">
        {status}
      </Text>
    </>
  );
}

export function PushMenuItems({ role, userId }: { role: RoleCode; userId: number }) {
  const { t } = useLingui();
  const online = useOnline();
  const errorMessage = useErrorMessage();
  const config = useQuery(pushConfigQuery(userId));
  const device = useQuery(devicePushQuery());
  const deviceSwitch = useDevicePushSwitch();
  const alertsSwitch = useStaffAlertsSwitch(userId);
  if (role === 'C') return null;

  const state = device.data;
  const on = state?.kind === 'on';
  let status: string;
  if (!state || deviceSwitch.isPending) status = t`Un momento…`;
  else if (state.kind === 'unsupported') status = t`Este navegador no admite notificaciones`;
  else if (state.kind === 'no-worker') status = t`No disponible: recarga la página`;
  else if (state.kind === 'denied') status = t`Bloqueadas en el navegador: permítelas en su configuración`;
  else if (!online) status = t`Sin conexión`;
  else status = on ? t`Activadas` : t`Desactivadas`;
  const usable = state !== undefined && (state.kind === 'on' || state.kind === 'off') && online && config.data !== undefined && !deviceSwitch.isPending;

  const toggleDevice = () => {
    if (!usable || !config.data) return;
    deviceSwitch.mutate(
      { on: !on, publicKey: config.data.publicKey },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: on ? t`No se desactivaron las notificaciones` : t`No se activaron las notificaciones`,
            message: error instanceof PushPermissionError ? t`El navegador no dio permiso para mostrar notificaciones.` : errorMessage(error),
            autoClose: 6000,
          }),
      },
    );
  };

  const offersAlerts = (STAFF_ALERT_ROLES as readonly RoleCode[]).includes(role);
  const alertsOn = config.data?.staffAlerts ?? false;
  const toggleAlerts = () => {
    if (!config.data || alertsSwitch.isPending) return;
    alertsSwitch.mutate(!alertsOn, {
      onError: (error) => notifications.show({ color: 'red', title: t`No se cambiaron los avisos de pedidos`, message: errorMessage(error), autoClose: 6000 }),
    });
  };

  return (
    <>
      <Menu.Item closeMenuOnClick={false} leftSection={<IconBell size={18} aria-hidden />} rightSection={<SwitchMark on={on} />} disabled={!usable} onClick={toggleDevice}>
        <ItemText label={<Trans>Notificaciones en este dispositivo</Trans>} status={status} />
      </Menu.Item>
      {offersAlerts ? (
        <Menu.Item
          closeMenuOnClick={false}
          leftSection={<IconPackage size={18} aria-hidden />}
          rightSection={<SwitchMark on={alertsOn} />}
          disabled={!config.data || !online || alertsSwitch.isPending}
          onClick={toggleAlerts}
        >
          <ItemText label={<Trans>Avisos de pedidos</Trans>} status={!config.data ? t`Un momento…` : alertsOn ? t`Activados` : t`Desactivados`} />
        </Menu.Item>
      ) : null}
      <Menu.Divider />
    </>
  );
}
