/**
 * A warning before logout while changes are still on this device. They stay saved for this user (the outbox is per
 * user) and are sent when the same user signs in again; another user on this device never sends them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { getOutboxStatus } from '../../../lib/outbox/outbox';

export function useLogoutGuard(logout: () => void): { requestLogout: () => void; modal: ReactNode } {
  const { t } = useLingui();
  const [unsent, setUnsent] = useState<number | null>(null);

  const requestLogout = useCallback(() => {
    const status = getOutboxStatus();
    const count = status.ready ? status.waiting + status.conflicts + status.rejected : 0;
    if (count === 0) logout();
    else setUnsent(count);
  }, [logout]);

  const modal = (
    <Modal opened={unsent !== null} onClose={() => setUnsent(null)} title={t`Hay cambios sin enviar`} centered>
      <Text size="sm">
        <Trans>
          Este dispositivo tiene {unsent} cambios que el servidor aún no tiene. Si cierras sesión, quedan guardados aquí y se enviarán cuando vuelvas a entrar con tu
          usuario.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setUnsent(null)}>
          <Trans>Seguir conectado</Trans>
        </Button>
        <Button
          color="red"
          onClick={() => {
            setUnsent(null);
            logout();
          }}
        >
          <Trans>Cerrar sesión igualmente</Trans>
        </Button>
      </Group>
    </Modal>
  );
  return { requestLogout, modal };
}
