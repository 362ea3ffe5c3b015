/** The warehouses as a dense table (desktop) or cards (phones); each opens its page. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WarehouseSummary } from '../../../../contract/schemas/warehouses';
import { TABULAR, useFormat } from '../../../lib/format';
import { WarehouseStatusBadge } from './warehouse-status-badge';

function storeNames(row: WarehouseSummary): string {
  return row.stores.map((store) => store.name).join(', ');
}

function WarehouseLink({ row }: { row: WarehouseSummary }) {
  return (
    <Anchor renderRoot={(props) => <Link to="/bodega/$id" params={{ id: String(row.id) }} {...props} />} fw={500} size="sm">
      {row.name}
    </Anchor>
  );
}

export function WarehouseTable({ rows }: { rows: readonly WarehouseSummary[] }) {
  const format = useFormat();
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Bodegas`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Bodega</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Dirección</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Tiendas que atiende</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Usuarios</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Productos con stock</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="warehouse-row">
              <Table.Td>
                <WarehouseLink row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {row.address || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {storeNames(row) || '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {format.count(row.userCount)}
              </Table.Td>
              <Table.Td ta="end" style={TABULAR}>
                {format.count(row.productCount)}
              </Table.Td>
              <Table.Td>
                <WarehouseStatusBadge active={row.active} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function WarehouseCards({ rows }: { rows: readonly WarehouseSummary[] }) {
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" radius="md" data-testid="warehouse-row">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <WarehouseLink row={row} />
            <WarehouseStatusBadge active={row.active} />
          </Group>
          {row.address ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {row.address}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" style={TABULAR}>
            <Plural value={row.userCount} one="# usuario" other="# usuarios" /> · <Plural value={row.productCount} one="# producto con stock" other="# productos con stock" />
          </Text>
          {row.stores.length > 0 ? <Text size="sm">{storeNames(row)}</Text> : null}
        </Card>
      ))}
    </Stack>
  );
}
