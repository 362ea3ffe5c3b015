import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Card, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { OrderSort, OrderSummary } from '../../../../contract/schemas/orders';
import { Bidi } from '../../../components/bidi';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { COLUMN_LABELS, SORTABLE, type ListColumn } from '../lib/columns';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';
import { NUMERIC_COLUMNS, OrderNumberLink, useCellRenderer } from './order-cells';

interface OrdersResultsProps extends LoadMoreProps {
  rows: OrderSummary[];
  columns: readonly ListColumn[];
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  phone: boolean;
}

const ROW_HEIGHT = 41;
const CARD_HEIGHT = 112;

function SortHeader({ column, sort, onSort }: { column: ListColumn; sort: OrderSort; onSort: (sort: OrderSort) => void }) {
  const { i18n } = useLingui();
  const pair = SORTABLE[column];
  const label = i18n._(COLUMN_LABELS[column]);
  if (!pair) return <>{label}</>;
  const direction = sort === pair[0] ? 'ascending' : sort === pair[1] ? 'descending' : 'none';
  const Icon = direction === 'ascending' ? IconArrowUp : direction === 'descending' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton onClick={() => onSort(direction === 'descending' ? pair[0] : pair[1])} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      {label}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const f = useFormat();
  return (
    <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="order-card">
      <Group justify="space-between" wrap="nowrap">
        <OrderNumberLink order={order} />
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" truncate>{order.customerName}</Text>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed"><Bidi numeric>{`${f.day(order.slotDate)} ${f.time(order.slotStart)}–${f.time(order.slotEnd)}`}</Bidi></Text>
        <Text size="sm" fw={700} style={TABULAR}><Bidi numeric>{f.money(order.totalCents, order.currency)}</Bidi></Text>
      </Group>
    </Card>
  );
}

/** The orders as a dense table (desktop) or cards (phone), virtualized, loading more near the end. */
export function OrdersResults({ rows, columns, sort, onSort, phone, hasNextPage, fetchingNextPage, onLoadMore }: OrdersResultsProps) {
  const renderCell = useCellRenderer();
  const { scrollRef, items, before, after } = useVirtualRows({ count: rows.length, itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT, hasNextPage, fetchingNextPage, onLoadMore });
  const more = hasNextPage ? (
    <Group justify="center" p="sm">
      <Button variant="light" loading={fetchingNextPage} onClick={onLoadMore}>
        <Trans>Cargar más</Trans>
      </Button>
    </Group>
  ) : null;

  return (
    <Box ref={scrollRef} style={{ height: 'calc(100dvh - var(--app-shell-header-height, 60px) - 250px)', minHeight: 360, overflow: 'auto' }} data-testid="orders-scroll">
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const order = rows[item.index];
            return order ? (
              <Box key={order.id} h={CARD_HEIGHT} pb={8}>
                <OrderCard order={order} />
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={8} horizontalSpacing="xs" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} ta={NUMERIC_COLUMNS.has(column) ? 'right' : undefined} aria-sort={SORTABLE[column] ? (sort === SORTABLE[column]?.[0] ? 'ascending' : sort === SORTABLE[column]?.[1] ? 'descending' : 'none') : undefined}>
                  <SortHeader column={column} sort={sort} onSort={onSort} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const order = rows[item.index];
              return order ? (
                <Table.Tr key={order.id} h={ROW_HEIGHT} data-order-id={order.id}>
                  {columns.map((column) => (
                    <Table.Td key={column} ta={NUMERIC_COLUMNS.has(column) ? 'right' : undefined} miw={column === 'status' ? 150 : undefined}>
                      {/* Isolated: dates, amounts and names keep their own order in a right-to-left layout. */}
                      <Bidi>{renderCell(column, order)}</Bidi>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ) : null;
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
      {more}
    </Box>
  );
}

export function OrdersResultsSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: 10 }, (_, i) => (
        <Skeleton key={i} h={28} radius="sm" />
      ))}
    </Stack>
  );
}
