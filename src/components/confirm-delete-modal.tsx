/**
 * Asks before deleting a record, runs the delete once per confirmation (one `mutationId`, renewed after a refusal so
 * a retry is a new attempt), shows a refusal in place and closes with a toast on success.
 */
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';

export interface ConfirmDeleteModalProps {
  title: string;
  /** The question, naming what goes and what follows from it. */
  children: ReactNode;
  /** The toast after a successful delete. */
  done: string;
  pending: boolean;
  onDelete: (mutationId: string) => Promise<unknown>;
  /** A refusal in words (the feature's error translator). */
  describe: (failure: unknown) => string;
  onClose: () => void;
}

export function ConfirmDeleteModal({ title, children, done, pending, onDelete, describe, onClose }: ConfirmDeleteModalProps) {
  const [error, setError] = useState<string | null>(null);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const confirm = async () => {
    setError(null);
    try {
      await onDelete(mutationId);
      notifications.show({ color: 'green', message: done, autoClose: 3000 });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={pending}>
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
