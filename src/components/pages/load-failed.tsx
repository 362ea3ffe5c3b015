import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { StatusPage } from './status-page';

interface LoadFailedProps {
  /** The screen's code did not arrive (or not in time) rather than failing while it ran. */
  timedOut?: boolean;
  onRetry: () => void;
}

/** Shown when a screen cannot load: a clear message and "Reintentar". */
export function LoadFailed({ timedOut = false, onRetry }: LoadFailedProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconCloudOff size={40} stroke={1.5} />}
      color="red"
      heading={t`No se pudo cargar esta pantalla`}
      actions={
        <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
          <Trans>Reintentar</Trans>
        </Button>
      }
    >
      {timedOut ? (
        <Trans>La pantalla tardó demasiado en cargar. Revisa tu conexión e inténtalo de nuevo.</Trans>
      ) : (
        <Trans>Ocurrió un problema al abrir esta pantalla. Revisa tu conexión e inténtalo de nuevo.</Trans>
      )}
    </StatusPage>
  );
}
