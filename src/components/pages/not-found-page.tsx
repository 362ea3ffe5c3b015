import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { StatusPage } from './status-page';

/** /error-404: where unknown paths end up (spec §2). */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      icon={<IconMapOff size={40} stroke={1.5} />}
      heading={t`Página no encontrada`}
      actions={
        <Button component={Link} to="/" size="md">
          <Trans>Volver al inicio</Trans>
        </Button>
      }
    >
      <Trans>La dirección que abriste no existe o cambió. Revisa el enlace o vuelve al inicio.</Trans>
    </StatusPage>
  );
}
