/** A supervisor ends picking from the order detail or the kanban: the lines nobody picked are named first (ADR 008). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMoveOptions } from './use-move-options';

interface ForceFinishDialogProps {
  orderId: number;
  orderNumber: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ForceFinishDialog({ orderId, orderNumber, onConfirm, onClose }: ForceFinishDialogProps) {
  const { t } = useLingui();
  const options = useMoveOptions(orderId);
  const unpicked = options.data?.unpickedLines ?? [];
  return (
    <Modal opened onClose={onClose} title={t`¿Terminar el picking de la orden ${orderNumber}?`} centered>
      <Stack gap="sm">
        {options.isPending ? (
          <Loader size="sm" aria-label={t`Cargando líneas`} />
        ) : unpicked.length === 0 ? (
          <Text size="sm"><Trans>Todas las líneas están marcadas. Los totales se recalculan con lo pickeado.</Trans></Text>
        ) : (
          <Alert color="yellow" variant="light" title={t`Líneas sin pickear`} data-testid="unpicked-lines">
            <Stack gap={6}>
              <Text size="sm"><Trans>Estas líneas nadie las pickeó; quedarán registradas como no pickeadas y se cobran como se pidieron:</Trans></Text>
              <List size="sm" spacing={2}>
                {unpicked.map((line) => <List.Item key={line.id}>{line.name}</List.Item>)}
              </List>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}><Trans>Volver</Trans></Button>
          <Button onClick={onConfirm} disabled={options.isPending}>
            {unpicked.length > 0 ? <Trans>Forzar fin del picking</Trans> : <Trans>Terminar picking</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
