/** The company's news as a dense table (desktop) or cards (phones): title, audience, pinned, window, state, readers. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPin, IconTrash, IconUsers } from '@tabler/icons-react';
import { ROLE_NAMES } from '../../../../contract/roles';
import type { NewsState, NewsSummary } from '../../../../contract/schemas/news';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { TABULAR, useFormat } from '../../../lib/format';

export interface NewsActions {
  onEdit: (news: NewsSummary) => void;
  onReaders: (news: NewsSummary) => void;
  onDelete: (news: NewsSummary) => void;
}

interface RowsProps extends NewsActions {
  rows: readonly NewsSummary[];
}

const STATE_COLORS: Record<NewsState, string> = { current: 'green', scheduled: 'blue', ended: 'gray', inactive: 'orange' };

function StateBadge({ state }: { state: NewsState }) {
  const { t } = useLingui();
  const readable = useReadableColor();
  const color = STATE_COLORS[state];
  const label = { current: t`Vigente`, scheduled: t`Programada`, ended: t`Terminada`, inactive: t`Desactivada` }[state];
  return (
    <Badge color={color} variant="light" size="sm" styles={{ root: { flexShrink: 0 }, label: { color: readable(color) } }} data-testid="news-state">
      {label}
    </Badge>
  );
}

function Audience({ news }: { news: NewsSummary }) {
  if (news.roles.length === 0) return <Trans>Todo el personal</Trans>;
  return <>{news.roles.map((role) => ROLE_NAMES[role]).join(', ')}</>;
}

function Window({ news }: { news: NewsSummary }) {
  const format = useFormat();
  const from = format.dateTime(news.startsAt);
  if (news.endsAt === null) return <Trans>Desde {from}</Trans>;
  const to = format.dateTime(news.endsAt);
  return <>{`${from} – ${to}`}</>;
}

function Readers({ news }: { news: NewsSummary }) {
  const read = news.readCount;
  const audience = news.audienceSize;
  return (
    <Text size="sm" style={TABULAR} span data-testid="news-read-count">
      <Trans>
        {read} de {audience}
      </Trans>
    </Text>
  );
}

function RowActions({ news, onEdit, onReaders, onDelete }: NewsActions & { news: NewsSummary }) {
  const { t } = useLingui();
  const title = news.title;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t`Lectores`}>
        <ActionIcon variant="subtle" onClick={() => onReaders(news)} aria-label={t`Ver lectores de ${title}`}>
          <IconUsers size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Editar`}>
        <ActionIcon variant="subtle" onClick={() => onEdit(news)} aria-label={t`Editar ${title}`}>
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`Eliminar`}>
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(news)} aria-label={t`Eliminar ${title}`}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function Title({ news }: { news: NewsSummary }) {
  const { t } = useLingui();
  return (
    <Group gap={6} wrap="nowrap">
      {news.pinned ? <IconPin size={16} aria-label={t`Fijada`} style={{ flexShrink: 0 }} /> : null}
      <Text size="sm" fw={500}>
        {news.title}
      </Text>
    </Group>
  );
}

export function NewsTable({ rows, ...actions }: RowsProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Novedades`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Título</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Para</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Vigencia</Trans>
            </Table.Th>
            <Table.Th w={110}>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Leída por</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((news) => (
            <Table.Tr key={news.id} data-testid="news-row">
              <Table.Td>
                <Title news={news} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <Audience news={news} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={TABULAR}>
                  <Window news={news} />
                </Text>
              </Table.Td>
              <Table.Td>
                <StateBadge state={news.state} />
              </Table.Td>
              <Table.Td>
                <Readers news={news} />
              </Table.Td>
              <Table.Td>
                <RowActions news={news} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function NewsCards({ rows, ...actions }: RowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((news) => (
        <Card key={news.id} withBorder padding="sm" radius="md" data-testid="news-row">
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={2} miw={0}>
              <Group gap={6}>
                <Title news={news} />
                <StateBadge state={news.state} />
              </Group>
              <Text size="sm" c="dimmed">
                <Audience news={news} /> · <Readers news={news} />
              </Text>
              <Text size="xs" c="dimmed" style={TABULAR}>
                <Window news={news} />
              </Text>
            </Stack>
            <RowActions news={news} {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
