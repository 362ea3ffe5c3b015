import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CustomerRow } from '../../../../contract/schemas/customers';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';

interface CustomerListResultsProps extends LoadMoreProps {
  rows: CustomerRow[];
  phone: boolean;
}

const ROW_HEIGHT = 41;
const CARD_HEIGHT = 104;

function CustomerLink({ customer, children }: { customer: CustomerRow; children: ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/cliente/$id" params={{ id: String(customer.id) }} {...props} />} fw={600} size="sm">
      {children}
    </Anchor>
  );
}

function CustomerCard({ customer }: { customer: CustomerRow }) {
  const f = useFormat();
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="customer-card">
      <Stack gap={2}>
        <CustomerLink customer={customer}>
          <Text span inherit truncate>
            {customer.name}
          </Text>
        </CustomerLink>
        <Text size="xs" c="dimmed" truncate>
          <Bidi>{[customer.email, customer.phone].filter(Boolean).join(' · ') || '—'}</Bidi>
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed" style={TABULAR}>
            <Bidi numeric>{customer.documentId ?? '—'}</Bidi>
          </Text>
          <Text size="xs" style={TABULAR}>
            <Trans>Órdenes: {f.count(customer.orderCount)}</Trans>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The customers as a dense table (desktop) or cards (phone), virtualized, loading the next page near the end. */
export function CustomerListResults({ rows, phone, hasNextPage, fetchingNextPage, onLoadMore }: CustomerListResultsProps) {
  const { t } = useLingui();
  const f = useFormat();
  const { scrollRef, items, before, after } = useVirtualRows({ count: rows.length, itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT, hasNextPage, fetchingNextPage, onLoadMore });

  return (
    <Box ref={scrollRef} style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 220px)', minHeight: 320, overflow: 'auto' }} data-testid="customers-scroll">
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const customer = rows[item.index];
            return customer ? (
              <Box key={customer.id} h={CARD_HEIGHT} pb={8}>
                <CustomerCard customer={customer} />
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} horizontalSpacing="sm" fz="sm" style={{ whiteSpace: 'nowrap' }} aria-label={t`Clientes`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Nombre</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Correo electrónico</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Teléfono</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Documento</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Órdenes</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const customer = rows[item.index];
              return customer ? (
                <Table.Tr key={customer.id} h={ROW_HEIGHT} data-customer-id={customer.id}>
                  <Table.Td>
                    <Text span display="block" truncate maw={260} title={customer.name}>
                      <CustomerLink customer={customer}>
                        <Bidi>{customer.name}</Bidi>
                      </CustomerLink>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Bidi>{customer.email ?? '—'}</Bidi>
                  </Table.Td>
                  <Table.Td style={TABULAR}>
                    <Bidi numeric>{customer.phone ?? '—'}</Bidi>
                  </Table.Td>
                  <Table.Td style={TABULAR}>
                    <Bidi numeric>{customer.documentId ?? '—'}</Bidi>
                  </Table.Td>
                  <Table.Td ta="right" style={TABULAR}>
                    {f.count(customer.orderCount)}
                  </Table.Td>
                </Table.Tr>
              ) : null;
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}
