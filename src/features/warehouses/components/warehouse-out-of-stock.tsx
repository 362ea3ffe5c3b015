/** What pickers marked out of stock at this warehouse lately, with links to the orders. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { pickingOutOfStockQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';

export function WarehouseOutOfStock({ scope, warehouseId }: { scope: CompanyScope; warehouseId: number }) {
  const { t } = useLingui();
  const f = useFormat();
  const describe = useWarehouseErrorMessage();
  const [days, setDays] = useState('7');
  const query = useQuery(pickingOutOfStockQuery(scope, warehouseId, Number(days)));
  const rows = query.data?.rows ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          <Trans>Líneas que los pickers marcaron sin stock en esta bodega. Revisa su stock y ajústalo si hace falta.</Trans>
        </Text>
        <SegmentedControl
          aria-label={t`Periodo`}
          value={days}
          onChange={setDays}
          data={[
            { value: '1', label: t`Hoy` },
            { value: '7', label: t`7 días` },
            { value: '30', label: t`30 días` },
          ]}
        />
      </Group>
      <Paper withBorder radius="md">
        {query.isPending ? (
          <Skeleton h={120} />
        ) : query.isError ? (
          <Alert color="red" variant="light" m="sm">
            {describe(query.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed" p="xl" ta="center">
            <Trans>Ningún picker marcó productos sin stock en este periodo.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={6} fz="sm" aria-label={t`Sin stock en picking`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Cuándo</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Producto</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Orden</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Picker</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.lineId} data-testid="out-of-stock-row">
                    <Table.Td style={TABULAR}>{f.dateTime(row.at)}</Table.Td>
                    <Table.Td>
                      {row.name}{' '}
                      <Text span size="xs" c="dimmed" style={TABULAR}>
                        <Bidi>{row.sku}</Bidi>
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor renderRoot={(props) => <Link to="/orden/$id" params={{ id: String(row.orderId) }} {...props} />} size="sm" style={TABULAR}>
                        {row.orderNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.pickerName ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
