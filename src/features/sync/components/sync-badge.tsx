/**
 * The outbox's badge in the header: changes waiting, failed or in conflict, and the last sync. Small, never in the way.
 */
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useOutboxStatus } from '../../../lib/outbox/outbox';
import { useOnline } from '../../../lib/use-online';
import { useRelativeTime } from '../lib/use-relative-time';

export const OUTBOX_ROUTE = '/sincronizacion';

export function SyncBadge() {
  const { t } = useLingui();
  const status = useOutboxStatus();
  const online = useOnline();
  const navigate = useNavigate();
  const relative = useRelativeTime();
  if (!status.ready) return null;

  const failed = status.conflicts + status.rejected + status.failed;
  const parts: string[] = [];
  if (!online) parts.push(t`Sin conexión: los cambios se guardan en este dispositivo`);
  if (status.waiting > 0) parts.push(t`${status.waiting} pendientes de enviar`);
  if (status.conflicts > 0) parts.push(t`${status.conflicts} en conflicto`);
  if (status.rejected > 0) parts.push(t`${status.rejected} rechazados`);
  if (status.failed > 0) parts.push(t`${status.failed} no se pudieron enviar`);
  if (status.held > 0) parts.push(t`${status.held} en espera de un cambio que falló`);
  // "Todo sincronizado. Última sincronización: nunca" contradicts itself: a device that never sent a change has
  // simply nothing waiting, and the last sync is named only when there was one.
  if (parts.length === 0) parts.push(status.lastSyncedAt ? t`Todo sincronizado` : t`Sin cambios por enviar`);
  if (status.lastSyncedAt) parts.push(t`Última sincronización: ${relative(status.lastSyncedAt)}`);
  const label = parts.join('. ');

  const color = failed > 0 ? 'red' : status.waiting > 0 || !online ? 'orange' : 'green';
  const count = failed > 0 ? failed : status.waiting;
  const Icon = failed > 0 ? IconAlertTriangle : !online ? IconCloudOff : status.waiting > 0 ? IconCloudUpload : IconCloudCheck;

  return (
    // The label is also the button's name (a tooltip is for mouse users).
    <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={18} color={color} offset={4} data-testid="sync-badge-count">
      <Tooltip label={label} withArrow multiline maw={280}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          data-testid="sync-badge"
          data-state={failed > 0 ? 'failed' : status.waiting > 0 ? 'waiting' : 'synced'}
          onClick={() => void navigate({ to: OUTBOX_ROUTE })}
        >
          <Icon size={20} color={`var(--mantine-color-${color}-filled)`} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Indicator>
  );
}
