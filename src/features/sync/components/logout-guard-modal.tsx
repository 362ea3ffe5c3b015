/** The logout warning's dialog (Mantine Modal), in a chunk of its own: downloaded the first time it has to open. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface LogoutGuardModalProps {
  /** Changes still on this device; null when the dialog is closed. */
  unsent: number | null;
  onStay: () => void;
  onLogout: () => void;
}

export function LogoutGuardModal({ unsent, onStay, onLogout }: LogoutGuardModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={unsent !== null} onClose={onStay} title={t`Hay cambios sin enviar`} centered>
      <Text size="sm">
        {t`Cambios en este dispositivo que el servidor aún no tiene: ${unsent}. Si cierras sesión, quedan guardados aquí y se enviarán cuando vuelvas a entrar con tu usuario.`}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          <Trans>Seguir conectado</Trans>
        </Button>
        <Button color="red" onClick={onLogout}>
          <Trans>Cerrar sesión igualmente</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
