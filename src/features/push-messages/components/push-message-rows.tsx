/** The composed messages as a dense table (desktop) or cards (phones): title, audience, when, status, results, author. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { PushMessage, PushMessageStatus } from '../../../../contract/schemas/push-messages';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';
import { STATUS_COLORS, STATUS_LABELS, useAudienceWords } from '../lib/push-words';

interface RowsProps {
  rows: readonly PushMessage[];
  onOpen: (message: PushMessage) => void;
}

export function PushStatusBadge({ status }: { status: PushMessageStatus }) {
  const { i18n } = useLingui();
  const readable = useReadableColor();
  const color = STATUS_COLORS[status];
  // Mantine's light badge text fails AA contrast for some colours: the shared readable colour keeps it legible.
  return (
    <Badge color={color} variant="light" size="sm" styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { color: readable(color), overflow: 'visible' } }} data-testid="push-status">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

/** "3 enviadas · 1 fallida · 2 eliminadas" once it went out; a dash before. */
export function PushCounts({ message }: { message: PushMessage }) {
  if (message.status !== 'sent' && message.status !== 'sending') return <>—</>;
  const { sentCount: sent, failedCount: failed, removedCount: removed } = message;
  return (
    <span style={TABULAR} data-testid="push-counts">
      <Trans>
        {sent} enviadas · {failed} fallidas · {removed} eliminadas
      </Trans>
    </span>
  );
}

function When({ message }: { message: PushMessage }) {
  const format = useFormat();
  return <span style={{ ...TABULAR, whiteSpace: 'nowrap' }}>{format.dateTime(message.sentAt ?? message.sendAt)}</span>;
}

function Title({ message, onOpen }: { message: PushMessage; onOpen: RowsProps['onOpen'] }) {
  return (
    <Anchor component="button" type="button" fw={500} ta="start" onClick={() => onOpen(message)}>
      {message.title}
    </Anchor>
  );
}

export function PushMessageTable({ rows, onOpen }: RowsProps) {
  const { t } = useLingui();
  const audienceWords = useAudienceWords();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Notificaciones`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Título</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Audiencia</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Envío</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Resultados</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Creada por</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((message) => (
            <Table.Tr key={message.id} data-testid="push-row">
              <Table.Td>
                <Title message={message} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audienceWords(message.audience)}</Text>
              </Table.Td>
              <Table.Td>
                <When message={message} />
              </Table.Td>
              <Table.Td>
                <PushStatusBadge status={message.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <PushCounts message={message} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{message.createdByName ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PushMessageCards({ rows, onOpen }: RowsProps) {
  const audienceWords = useAudienceWords();
  return (
    <Stack gap="xs">
      {rows.map((message) => (
        <Card key={message.id} withBorder padding="sm" radius="md" data-testid="push-row">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Title message={message} onOpen={onOpen} />
              <PushStatusBadge status={message.status} />
            </Group>
            <Text size="sm">{audienceWords(message.audience)}</Text>
            <Text size="sm" c="dimmed">
              <When message={message} /> · <PushCounts message={message} />
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
