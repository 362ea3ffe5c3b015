/** Asks before deleting an element (with its items) or an item; the delete runs on confirm and closes on success. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useContentErrorMessage } from '../lib/content-errors';

interface ConfirmDeleteModalProps {
  title: string;
  question: ReactNode;
  busy: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDeleteModal({ title, question, busy, onConfirm, onClose }: ConfirmDeleteModalProps) {
  const { t } = useLingui();
  const describe = useContentErrorMessage();
  const confirm = async () => {
    try {
      await onConfirm();
      notifications.show({ color: 'green', message: t`Eliminado.`, autoClose: 3000 });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', title: t`No se pudo eliminar`, message: describe(error), autoClose: 5000 });
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
