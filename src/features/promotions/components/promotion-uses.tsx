/** The orders that used a promotion: order number (opens the order), customer, discount and date, newest first. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { PromoKind } from '../../../../contract/schemas/promotions';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { promotionUsesQuery, type CompanyScope } from '../api/promotion-queries';

export function PromotionUses({ kind, scope, promotionId, currency }: { kind: PromoKind; scope: CompanyScope; promotionId: number; currency: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const describe = useErrorMessage();
  const uses = useInfiniteQuery(promotionUsesQuery(scope, kind, promotionId));
  const rows = uses.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">
        <Trans>Usos</Trans>
      </Title>
      {uses.isPending ? (
        <Skeleton h={80} />
      ) : uses.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describe(uses.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Ninguna orden la ha usado todavía.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520}>
            <Table striped verticalSpacing={4} aria-label={t`Órdenes que la usaron`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Orden</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Cliente</Trans>
                  </Table.Th>
                  <Table.Th ta="end">
                    <Trans>Descuento</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Fecha</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="promotion-use">
                    <Table.Td>
                      <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(row.orderId) }} {...props} />} size="sm" style={TABULAR}>
                        {row.orderNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.customerName}</Table.Td>
                    <Table.Td ta="end" style={TABULAR}>
                      {format.money(row.discountCents, currency)}
                    </Table.Td>
                    <Table.Td style={TABULAR}>{format.dateTime(row.at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {uses.hasNextPage ? (
            <Button variant="light" size="xs" onClick={() => void uses.fetchNextPage()} loading={uses.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
              <Trans>Ver más</Trans>
            </Button>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
