/** Who read a news item and when (first time), and who of its audience has not yet. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { roleName } from '../../../../contract/roles';
import type { NewsReader } from '../../../../contract/schemas/news';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { newsDetailQuery, type CompanyScope } from '../api/news-queries';

export function NewsReadersModal({ scope, id, onClose }: { scope: CompanyScope; id: number; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const detail = useQuery(newsDetailQuery(scope, id));
  const news = detail.data?.news;
  const title = news?.title ?? '';
  return (
    <Modal opened onClose={onClose} title={news ? t`Lectores de «${title}»` : t`Lectores`} size="lg">
      {detail.isPending ? (
        <Skeleton height={120} />
      ) : detail.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(detail.error)}
        </Alert>
      ) : news ? (
        <Stack gap="md">
          <ReadSummary read={news.readCount} audience={news.audienceSize} />
          <Stack gap={4}>
            <Title order={3} fz="h5">
              <Plural value={news.readers.length} one="# lectura" other="# lecturas" />
            </Title>
            {news.readers.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>Nadie la ha leído todavía.</Trans>
              </Text>
            ) : (
              <ReaderTable rows={news.readers} label={t`Quién la leyó`} withTime />
            )}
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="h5">
              <Plural value={news.unread.length} one="# persona sin leerla" other="# personas sin leerla" />
            </Title>
            {news.unread.length === 0 ? null : <ReaderTable rows={news.unread} label={t`Quién no la ha leído`} withTime={false} />}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}

function ReadSummary({ read, audience }: { read: number; audience: number }) {
  return (
    <Text size="sm" style={TABULAR} data-testid="news-readers-summary">
      <Trans>
        Leída por {read} de {audience} personas a quienes va dirigida.
      </Trans>
    </Text>
  );
}

function ReaderTable({ rows, label, withTime }: { rows: NewsReader[]; label: string; withTime: boolean }) {
  const format = useFormat();
  return (
    <ScrollArea.Autosize mah={260} type="auto" tabIndex={0} aria-label={label}>
      <Table striped verticalSpacing={4} aria-label={label} data-testid={withTime ? 'news-readers' : 'news-unread'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Nombre</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Rol</Trans>
            </Table.Th>
            {withTime ? (
              <Table.Th>
                <Trans>Leída</Trans>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.userId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{roleName(row.role)}</Table.Td>
              {withTime ? <Table.Td style={TABULAR}>{row.readAt ? format.dateTime(row.readAt) : '—'}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
