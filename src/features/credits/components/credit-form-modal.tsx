/**
 * The frame of every ledger change: the form, then a confirmation that says what will happen, then the call.
 * A refusal keeps what was typed and shows the problem next to its field (or in a toast).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useCreditErrorMessage, useCreditFieldErrors } from '../lib/credit-errors';

interface CreditFormModalProps {
  title: string;
  /** The form's inputs (disabled while confirming). */
  children: (confirming: boolean, errors: Record<string, string>) => ReactNode;
  /** Problems found before sending, by field; empty: go on to the confirmation. */
  validate: () => Record<string, string>;
  /** What will happen, in one sentence, shown before the final click. */
  summary: () => string;
  confirmLabel: string;
  /** Sends the change with this form's mutation id; answers the success toast's text. */
  send: (mutationId: string) => Promise<string>;
  pending: boolean;
  onClose: () => void;
  color?: string;
}

export function CreditFormModal({ title, children, validate, summary, confirmLabel, send, pending, onClose, color }: CreditFormModalProps) {
  const { t } = useLingui();
  const describe = useCreditErrorMessage();
  const fieldsOf = useCreditFieldErrors();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  // One id per form: a double click or a retry after a lost answer applies once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).every((message) => !message)) setConfirming(true);
  };

  const confirm = async () => {
    try {
      const message = await send(mutationId);
      notifications.show({ color: 'green', message, autoClose: 3000 });
      onClose();
    } catch (error) {
      // Refused: the next attempt is a new change (the refusal is stored under this id).
      setMutationId(crypto.randomUUID());
      setConfirming(false);
      const fields = fieldsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({
          color: 'red',
          title: t`No se pudo guardar`,
          message: describe(error),
          autoClose: 5000,
        });
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={review} noValidate>
        <Stack gap="sm">
          {children(confirming, errors)}
          {confirming ? (
            <Alert color={color ?? 'blue'} role="status">
              {summary()}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {confirming ? (
              <>
                <Button variant="default" onClick={() => setConfirming(false)} disabled={pending}>
                  <Trans>Volver</Trans>
                </Button>
                <Button color={color} loading={pending} onClick={() => void confirm()}>
                  {confirmLabel}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={onClose}>
                  <Trans>Cancelar</Trans>
                </Button>
                <Button type="submit">
                  <Trans>Revisar</Trans>
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
