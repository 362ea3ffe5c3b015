/** A product's audit trail: who changed what and when, from where, each field before → after, newest first. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bidi } from '../../../components/bidi';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat, type Formats } from '../../../lib/format';
import { productHistoryQuery, type CompanyScope } from '../api/product-detail-queries';
import { CHANGE_SOURCE_LABELS, HISTORY_FIELD_LABELS } from '../lib/product-form-labels';

const MONEY_FIELDS = new Set(['priceCents', 'priceWithTaxCents']);

function fieldLabel(field: string, i18n: I18n): string {
  if (field.startsWith('stock:')) {
    const warehouse = field.slice('stock:'.length);
    return i18n._(msg`Stock en ${warehouse}`);
  }
  const descriptor = HISTORY_FIELD_LABELS[field];
  return descriptor ? i18n._(descriptor) : field;
}

function valueText(field: string, value: unknown, f: Formats, currency: string, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return i18n._(value ? msg`Sí` : msg`No`);
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return f.money(value, currency);
    if (field === 'taxRateBp') return f.rate(value);
    if (field.startsWith('stock:')) return f.quantity(value, value % 1000 !== 0);
    return f.count(value);
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (field === 'saleUnit') return i18n._(value === 'kg' ? msg`Peso (kg)` : msg`Unidad`);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function ProductHistoryTable({ scope, productId, currency }: { scope: CompanyScope; productId: number; currency: string }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const history = useInfiniteQuery(productHistoryQuery(scope, productId));
  if (history.isPending) return <Skeleton h={80} />;
  if (history.isError) return <Alert color="red">{errorMessage(history.error)}</Alert>;
  const rows = history.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <Text size="sm" c="dimmed"><Trans>Sin cambios registrados.</Trans></Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={6} striped aria-label={t`Historial de cambios`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>Cuándo</Trans></Table.Th>
              <Table.Th><Trans>Quién</Trans></Table.Th>
              <Table.Th><Trans>Desde</Trans></Table.Th>
              <Table.Th><Trans>Cambios</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={TABULAR}><Bidi numeric>{f.dateTime(row.at)}</Bidi></Table.Td>
                <Table.Td>{row.userName ?? t`Sistema`}</Table.Td>
                <Table.Td>{CHANGE_SOURCE_LABELS[row.source] ? i18n._(CHANGE_SOURCE_LABELS[row.source]!) : row.source}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    {Object.entries(row.changes).map(([field, [before, after]]) =>
                      field === 'created' ? (
                        <Text key={field} size="sm" fw={600}>{fieldLabel(field, i18n)}</Text>
                      ) : (
                        <Text key={field} size="sm">
                          <Text span fw={600}>{fieldLabel(field, i18n)}</Text>: {valueText(field, before, f, currency, i18n)} → {valueText(field, after, f, currency, i18n)}
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
