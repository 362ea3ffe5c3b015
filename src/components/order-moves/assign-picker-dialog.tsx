/**
 * A supervisor chooses the picker of a confirmed order (it moves to En picking) or of one in picking (reassigned);
 * ADR 008. Sent at once (online): the chooser lists who works in the order's warehouse now.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderSummary } from '../../../contract/schemas/orders';
import { callApi } from '../../lib/api-client';
import { useErrorMessage } from '../../lib/error-message';
import { useMoveOptions } from './use-move-options';

interface AssignPickerDialogProps {
  order: Pick<OrderSummary, 'id' | 'number' | 'status' | 'version' | 'pickerId'>;
  onDone: (order: OrderSummary) => void;
  onClose: () => void;
}

export function AssignPickerDialog({ order, onDone, onClose }: AssignPickerDialogProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const options = useMoveOptions(order.id);
  const [pickerId, setPickerId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reassign = order.status === 'en_picking';
  const pickers = (options.data?.pickers ?? []).filter((picker) => picker.id !== order.pickerId).map((picker) => ({ value: String(picker.id), label: picker.name }));
  const assign = async () => {
    if (pickerId === null) return;
    setSending(true);
    setError(null);
    try {
      const summary = await callApi('/Order/AssignPicker', { orderId: order.id, pickerId: Number(pickerId), baseVersion: order.version, mutationId: crypto.randomUUID() });
      onDone(summary);
    } catch (caught) {
      setError(describe(caught));
      setSending(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={reassign ? t`Reasignar picker de la orden ${order.number}` : t`Asignar picker a la orden ${order.number}`} centered>
      <Stack gap="sm">
        {options.isPending ? (
          <Loader size="sm" aria-label={t`Cargando pickers`} />
        ) : options.isError ? (
          <Alert color="red" role="alert">{describe(options.error)}</Alert>
        ) : pickers.length === 0 ? (
          <Text size="sm">{reassign ? <Trans>No hay otros pickers en la bodega de esta orden.</Trans> : <Trans>No hay pickers en la bodega de esta orden.</Trans>}</Text>
        ) : (
          <Select label={t`Picker`} placeholder={t`Elige un picker`} data={pickers} value={pickerId} onChange={setPickerId} searchable comboboxProps={{ withinPortal: true }} />
        )}
        {!reassign && <Text size="xs" c="dimmed"><Trans>La orden pasará a «En picking» con ese picker.</Trans></Text>}
        {error && <Alert color="red" role="alert">{error}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}><Trans>Volver</Trans></Button>
          <Button onClick={() => void assign()} disabled={pickerId === null} loading={sending}>
            {reassign ? <Trans>Reasignar</Trans> : <Trans>Asignar</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
