import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { OutboxEntry } from '../../../lib/outbox/types';

/** Discarding is destructive: ask once, and say what will happen. */
export function ConfirmDiscard({ entry, onCancel, onConfirm }: { entry: OutboxEntry | null; onCancel: () => void; onConfirm: (entry: OutboxEntry) => void | Promise<void> }) {
  const { t } = useLingui();
  return (
    <Modal opened={entry !== null} onClose={onCancel} title={t`¿Descartar este cambio?`} centered>
      <Text size="sm">
        <Trans>El cambio se borrará de este dispositivo y no se enviará al servidor. El servidor queda como está. Esto no se puede deshacer.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button color="red" onClick={() => entry && void onConfirm(entry)}>
          <Trans>Descartar</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
