/** The release dialog: the reason (required), then the call; lazy, like the other sheets of the picking screen. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { REASON_TEXT_MAX } from '../../../../contract/order-status';
import { callApi } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { pickingKeys } from '../api/picking-queries';
import { TOAST_MS } from '../api/use-picking-outbox';

interface ReleaseDialogProps {
  orderId: number;
  number: string;
  version: number;
  onClose: () => void;
}

export function ReleaseDialog({ orderId, number, version, onClose }: ReleaseDialogProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = reason.trim();
  const release = async () => {
    setTried(true);
    if (trimmed === '') return;
    setSending(true);
    setError(null);
    try {
      await callApi('/Picking/Release', { orderId, baseVersion: version, mutationId: crypto.randomUUID(), reasonText: trimmed });
      void queryClient.invalidateQueries({ queryKey: pickingKeys.all });
      notifications.show({ color: 'green', title: t`Orden liberada`, message: t`La orden ${number} vuelve a Confirmada para otro picker.`, autoClose: TOAST_MS });
      void navigate({ to: '/picking' });
    } catch (caught) {
      setError(describe(caught));
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t`¿Liberar la orden ${number}?`} centered>
      <Stack gap="sm">
        <Text size="sm"><Trans>Vuelve a Confirmada sin picker; lo que ya pickeaste se conserva para quien la tome.</Trans></Text>
        <Textarea
          label={t`Motivo`}
          withAsterisk
          value={reason}
          maxLength={REASON_TEXT_MAX}
          autosize
          minRows={2}
          data-autofocus
          onChange={(event) => setReason(event.currentTarget.value)}
          error={tried && trimmed === '' ? t`Indica por qué la liberas.` : undefined}
        />
        {error && <Alert color="red" role="alert">{error}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" h={48} onClick={onClose}><Trans>Volver</Trans></Button>
          <Button h={48} onClick={() => void release()} loading={sending}><Trans>Liberar</Trans></Button>
        </Group>
      </Stack>
    </Modal>
  );
}
