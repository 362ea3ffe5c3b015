/**
 * The audit trail of a store, warehouse, user or customer: who changed what and when, each field before → after,
 * newest first, with "see earlier changes". The feature passes its History query and how to name its fields.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { RecordHistoryData } from '../../contract/schemas/record-changes';
import { Bidi } from './bidi';
import { useErrorMessage } from '../lib/error-message';
import { TABULAR, useFormat } from '../lib/format';

/** What the screens call each audited action. */
const ACTION_LABELS: Record<string, MessageDescriptor> = {
  create: msg`Creación`,
  update: msg`Edición`,
  open: msg`Tienda abierta`,
  close: msg`Tienda cerrada`,
  disable: msg`Desactivación`,
  enable: msg`Activación`,
  password_reset: msg`Enlace para cambiar la contraseña`,
};

export interface RecordHistoryProps {
  query: UseInfiniteQueryOptions<RecordHistoryData, Error, InfiniteData<RecordHistoryData>, readonly unknown[], number | null>;
  /** The label of each field the record's changes name; a field without one shows its key. */
  fieldLabels: Record<string, MessageDescriptor>;
  /** For field names that carry data (`stock:Bodega Norte`): a label when the map has none. */
  fieldLabel?: (field: string, i18n: I18n) => string | undefined;
  /** The third column's heading ("Qué" by default; the products' trail says where the change came from). */
  actionHeader?: MessageDescriptor;
  /** How a field's value reads (money, a role's name, …); default: text, yes/no, lists joined. */
  formatValue?: (field: string, value: unknown, i18n: I18n) => string | undefined;
  /** More action labels than the common ones. */
  actionLabels?: Record<string, MessageDescriptor>;
}

function defaultValue(value: unknown, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return i18n._(value ? msg`Sí` : msg`No`);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function RecordHistory({ query, fieldLabels, fieldLabel: labelOf, formatValue, actionLabels, actionHeader }: RecordHistoryProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const history = useInfiniteQuery(query);
  if (history.isPending) return <Skeleton h={80} />;
  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  const rows = history.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <Text size="sm" c="dimmed"><Trans>Sin cambios registrados.</Trans></Text>;
  const actionLabel = (action: string) => {
    const descriptor = actionLabels?.[action] ?? ACTION_LABELS[action];
    return descriptor ? i18n._(descriptor) : action;
  };
  const fieldLabel = (field: string) => (fieldLabels[field] ? i18n._(fieldLabels[field]) : (labelOf?.(field, i18n) ?? field));
  const valueText = (field: string, value: unknown) => formatValue?.(field, value, i18n) ?? defaultValue(value, i18n);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} striped aria-label={t`Historial de cambios`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>Cuándo</Trans></Table.Th>
              <Table.Th><Trans>Quién</Trans></Table.Th>
              <Table.Th>{actionHeader ? i18n._(actionHeader) : t`Qué`}</Table.Th>
              <Table.Th><Trans>Cambios</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={TABULAR}><Bidi numeric>{f.dateTime(row.at)}</Bidi></Table.Td>
                <Table.Td>{row.userName ?? t`Sistema`}</Table.Td>
                <Table.Td>{actionLabel(row.action)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {Object.entries(row.changes).map(([field, [before, after]]) =>
                      // `created: [null, true]` marks a new record: its label says it all.
                      field === 'created' ? (
                        <Text key={field} size="sm" fw={600}>{fieldLabel(field)}</Text>
                      ) : (
                        <Text key={field} size="sm">
                          <Text span fw={600}>{fieldLabel(field)}</Text>: {valueText(field, before)} → {valueText(field, after)}
                        </Text>
                      ),
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {history.hasNextPage && (
        <Button variant="subtle" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          <Trans>Ver cambios anteriores</Trans>
        </Button>
      )}
    </Stack>
  );
}
