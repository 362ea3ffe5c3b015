import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

interface NotAuthorizedPageProps {
  /** The role's landing route; null when the role has none (customers) or nobody is signed in. */
  landing: string | null;
  /** Offered when there is no landing route to go to. */
  onLogout?: () => void;
  logoutPending?: boolean;
}

/** "No autorizado": a route the role may not open, or a role with no screens at all. */
export function NotAuthorizedPage({ landing, onLogout, logoutPending = false }: NotAuthorizedPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconLock size={40} stroke={1.5} />}
      color="orange"
      heading={t`No autorizado`}
      actions={
        <Group justify="center">
          {landing ? (
            <Button component={Link} to={landing} size="md">
              <Trans>Ir a mi inicio</Trans>
            </Button>
          ) : null}
          {onLogout ? (
            <Button variant={landing ? 'default' : 'filled'} size="md" onClick={onLogout} loading={logoutPending}>
              <Trans>Cerrar sesión</Trans>
            </Button>
          ) : null}
          {!landing && !onLogout ? (
            <Button component={Link} to="/login" size="md">
              <Trans>Iniciar sesión</Trans>
            </Button>
          ) : null}
        </Group>
      }
    >
      {landing ? <Trans>Tu rol no tiene acceso a esta pantalla.</Trans> : <Trans>Tu cuenta no tiene acceso a ninguna pantalla del back office.</Trans>}
    </StatusPage>
  );
}
