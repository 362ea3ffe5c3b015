/** One message in a drawer: what it says, to whom, when, its result per device, and "cancel" while it is scheduled. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PushDelivery, PushMessage } from '../../../../contract/schemas/push-messages';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { pushMessageQuery, useCancelPush, type CompanyScope } from '../api/push-message-queries';
import { usePushErrorMessage } from '../lib/push-message-errors';
import { useAudienceWords } from '../lib/push-words';
import { PushPreview } from './push-preview';
import { PushCounts, PushStatusBadge } from './push-message-rows';

interface DrawerProps {
  scope: CompanyScope;
  messageId: number;
  onClose: () => void;
}

const OUTCOME_COLORS: Record<PushDelivery['outcome'], string> = { sent: 'green', expired: 'gray', failed: 'red' };

function Outcome({ delivery }: { delivery: PushDelivery }) {
  const readable = useReadableColor();
  const color = OUTCOME_COLORS[delivery.outcome];
  const label = delivery.outcome === 'sent' ? <Trans>Entregada</Trans> : delivery.outcome === 'expired' ? <Trans>Dispositivo eliminado</Trans> : <Trans>Falló</Trans>;
  return (
    <Badge color={color} variant="light" size="sm" styles={{ root: { maxWidth: 'none' }, label: { color: readable(color), overflow: 'visible' } }}>
      {label}
    </Badge>
  );
}

function Deliveries({ rows }: { rows: readonly PushDelivery[] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Sin envíos todavía.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing={4} aria-label={t`Resultados por dispositivo`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Persona</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Dispositivo</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Resultado</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Código</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Hora</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((delivery) => (
            <Table.Tr key={delivery.id} data-testid="push-delivery">
              <Table.Td>{delivery.userName ?? '—'}</Table.Td>
              <Table.Td>
                <Text size="xs" lineClamp={2} title={delivery.userAgent ?? delivery.endpointHost}>
                  {delivery.userAgent ?? delivery.endpointHost}
                </Text>
              </Table.Td>
              <Table.Td>
                <Outcome delivery={delivery} />
              </Table.Td>
              <Table.Td style={TABULAR}>{delivery.statusCode ?? '—'}</Table.Td>
              <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>{format.dateTime(delivery.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CancelButton({ scope, message }: { scope: CompanyScope; message: PushMessage }) {
  const { t } = useLingui();
  const describe = usePushErrorMessage();
  const cancel = useCancelPush(scope);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    cancel.mutate(
      { id: message.id, baseVersion: message.version, mutationId: crypto.randomUUID() },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Notificación cancelada.`, autoClose: 3000 }),
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo cancelar`, message: describe(error), autoClose: 5000 }),
        onSettled: () => setConfirming(false),
      },
    );
  if (!confirming) {
    return (
      <Button color="red" variant="light" onClick={() => setConfirming(true)}>
        <Trans>Cancelar envío</Trans>
      </Button>
    );
  }
  return (
    <Alert color="red" variant="light" title={t`¿Cancelar este envío?`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>No se enviará a nadie. No se puede deshacer: para enviarla después, crea otra.</Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" color="red" onClick={confirm} loading={cancel.isPending}>
            <Trans>Sí, cancelar el envío</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            <Trans>No</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function MessageFacts({ message }: { message: PushMessage }) {
  const format = useFormat();
  const audienceWords = useAudienceWords();
  const audience = audienceWords(message.audience);
  const sentAt = message.sentAt ? format.dateTime(message.sentAt) : null;
  const sendAt = format.dateTime(message.sendAt);
  const author = message.createdByName ?? '—';
  const createdAt = format.dateTime(message.createdAt);
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Trans>Audiencia: {audience}</Trans>
      </Text>
      <Text size="sm">{sentAt ? <Trans>Enviada el {sentAt}</Trans> : <Trans>Envío: {sendAt}</Trans>}</Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Creada por {author} el {createdAt}
        </Trans>
      </Text>
    </Stack>
  );
}

export function PushMessageDrawer({ scope, messageId, onClose }: DrawerProps) {
  const { t } = useLingui();
  const describe = usePushErrorMessage();
  const query = useQuery(pushMessageQuery(scope, messageId));
  const message = query.data?.message;

  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={message?.title ?? t`Notificación`}>
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(query.error)}
        </Alert>
      ) : message ? (
        <Stack gap="md">
          <Group gap="sm">
            <PushStatusBadge status={message.status} />
            <Text size="sm">
              <PushCounts message={message} />
            </Text>
          </Group>
          <PushPreview title={message.title} body={message.body} imageUrl={message.imageUrl} route={message.route} />
          <MessageFacts message={message} />
          {message.status === 'scheduled' ? <CancelButton scope={scope} message={message} /> : null}
          <Deliveries rows={query.data.deliveries} />
          {query.data.truncated ? (
            <Text size="xs" c="dimmed">
              <Trans>Se muestran los primeros envíos.</Trans>
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
