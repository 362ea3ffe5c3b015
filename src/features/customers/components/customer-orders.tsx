/** The customer's orders, newest first, each linking to its detail (/orden/:id); more on demand. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bidi } from '../../../components/bidi';
import { OrderStatusBadge } from '../../../components/order-status/order-status-badge';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { customerOrdersQuery } from '../api/customer-queries';

export function CustomerOrders({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useErrorMessage();
  const orders = useInfiniteQuery(customerOrdersQuery(customerId));
  if (orders.isPending) return <Skeleton h={120} />;
  if (orders.isError) return <Alert color="red">{describe(orders.error)}</Alert>;
  const rows = orders.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Este cliente aún no tiene órdenes.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t`Órdenes del cliente`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Número</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Fecha</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Tienda</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Estado</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Total</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(order.id) }} {...props} />} fw={600} size="sm">
                    <Bidi numeric>{order.number}</Bidi>
                  </Anchor>
                </Table.Td>
                <Table.Td style={TABULAR}>
                  <Bidi numeric>{f.dateTime(order.createdAt)}</Bidi>
                </Table.Td>
                <Table.Td>{order.storeName}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td ta="right" style={TABULAR}>
                  <Bidi numeric>{f.money(order.totalCents, order.currency)}</Bidi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {orders.hasNextPage ? (
        <Button variant="subtle" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          <Trans>Ver más órdenes</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
