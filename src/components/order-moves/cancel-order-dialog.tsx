/** Cancelling asks once, with a reason from a short list and free text (required for "other"; ADR 008). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CANCEL_REASONS, CANCEL_REASON_OTHER, REASON_TEXT_MAX, type CancelReason } from '../../../contract/order-status';
import { CANCEL_REASON_LABELS } from './cancel-reason-labels';

interface CancelOrderDialogProps {
  orderNumber: string;
  onConfirm: (reason: CancelReason, reasonText: string | undefined) => void;
  onClose: () => void;
}

export function CancelOrderDialog({ orderNumber, onConfirm, onClose }: CancelOrderDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = text.trim();
  const textMissing = reason === CANCEL_REASON_OTHER && trimmed === '';
  const confirm = () => {
    setTried(true);
    if (reason === null || textMissing) return;
    onConfirm(reason, trimmed === '' ? undefined : trimmed);
  };
  return (
    <Modal opened onClose={onClose} title={t`¿Cancelar la orden ${orderNumber}?`} centered>
      <Stack gap="sm">
        <Radio.Group label={t`Motivo`} value={reason} onChange={(value) => setReason(value as CancelReason)} withAsterisk error={tried && reason === null ? t`Elige un motivo.` : undefined}>
          <Stack gap={6} mt={6}>
            {CANCEL_REASONS.map((value) => (
              <Radio key={value} value={value} label={i18n._(CANCEL_REASON_LABELS[value])} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t`Detalle del motivo`}
          description={reason === CANCEL_REASON_OTHER ? t`Obligatorio para «Otro motivo».` : t`Opcional.`}
          value={text}
          maxLength={REASON_TEXT_MAX}
          autosize
          minRows={2}
          onChange={(event) => setText(event.currentTarget.value)}
          error={tried && textMissing ? t`Describe el motivo.` : undefined}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}><Trans>Volver</Trans></Button>
          <Button color="red" onClick={confirm}><Trans>Cancelar orden</Trans></Button>
        </Group>
      </Stack>
    </Modal>
  );
}
