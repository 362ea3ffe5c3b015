/** Ledger entries as a dense table (desktop) or a list of cards (phones): when, what, how much, why, who. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { CreditEntry } from '../../../../contract/schemas/credits';
import { TABULAR, useFormat } from '../../../lib/format';
import { useDateFormat } from '../lib/use-date-format';
import { CreditKindBadge } from './credit-kind';

interface CreditEntryListProps {
  entries: readonly CreditEntry[];
  currency: string;
  phone: boolean;
  /** Offered on grants with something left and on spends not yet reversed. */
  onReverse?: ((entry: CreditEntry) => void) | undefined;
}

export function isReversible(entry: CreditEntry): boolean {
  if (entry.reversedById !== null) return false;
  if (entry.kind === 'grant') return (entry.remainingCents ?? 0) > 0;
  return entry.kind === 'spend';
}

function EntryDetail({ entry, currency }: { entry: CreditEntry; currency: string }) {
  const format = useFormat();
  const formatDate = useDateFormat();
  const parts: string[] = [];
  if (entry.reason) parts.push(entry.reason);
  return (
    <Stack gap={0}>
      <Text size="sm">{parts.join(' · ') || '—'}</Text>
      {entry.orderNumber ? (
        <Text size="xs" c="dimmed">
          <Trans>Orden {entry.orderNumber}</Trans>
        </Text>
      ) : null}
      {entry.kind === 'grant' && entry.remainingCents !== null && entry.remainingCents !== entry.amountCents ? (
        <Text size="xs" c="dimmed">
          <Trans>Queda {format.money(entry.remainingCents, currency)}</Trans>
        </Text>
      ) : null}
      {entry.expiresOn ? (
        <Text size="xs" c="dimmed">
          <Trans>Vence el {formatDate(entry.expiresOn)}</Trans>
        </Text>
      ) : null}
      {entry.reversedById !== null ? (
        <Text size="xs" c="orange">
          <Trans>Revertido</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

export function CreditEntryList({ entries, currency, phone, onReverse }: CreditEntryListProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (phone) {
    return (
      <Stack gap="xs">
        {entries.map((entry) => (
          <Card key={entry.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <CreditKindBadge kind={entry.kind} />
              <Text fw={600} style={TABULAR}>
                {format.money(entry.amountCents, currency)}
              </Text>
            </Group>
            <EntryDetail entry={entry} currency={currency} />
            <Text size="xs" c="dimmed">
              {format.dateTime(entry.createdAt)} · {entry.userName ?? t`Sistema`}
            </Text>
            {onReverse && isReversible(entry) ? (
              <Button variant="subtle" size="compact-sm" mt={4} onClick={() => onReverse(entry)}>
                <Trans>Revertir</Trans>
              </Button>
            ) : null}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing={4} aria-label={t`Movimientos de crédito`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Fecha`}</Table.Th>
            <Table.Th>{t`Movimiento`}</Table.Th>
            <Table.Th ta="end">{t`Monto`}</Table.Th>
            <Table.Th>{t`Detalle`}</Table.Th>
            <Table.Th>{t`Quién`}</Table.Th>
            {onReverse ? <Table.Th aria-label={t`Acciones`} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ ...TABULAR, whiteSpace: 'nowrap' }}>{format.dateTime(entry.createdAt)}</Table.Td>
              <Table.Td>
                <CreditKindBadge kind={entry.kind} />
              </Table.Td>
              <Table.Td ta="end" style={{ ...TABULAR, whiteSpace: 'nowrap' }}>
                {format.money(entry.amountCents, currency)}
              </Table.Td>
              <Table.Td>
                <EntryDetail entry={entry} currency={currency} />
              </Table.Td>
              <Table.Td>{entry.userName ?? t`Sistema`}</Table.Td>
              {onReverse ? (
                <Table.Td>
                  {isReversible(entry) ? (
                    <Button variant="subtle" size="compact-sm" onClick={() => onReverse(entry)} aria-label={t`Revertir movimiento ${entry.id}`}>
                      <Trans>Revertir</Trans>
                    </Button>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
