/**
 * The enrolled products as a virtual dense table with a checkbox per row (and one for every shown row), or virtual
 * cards on phones.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { PrimeProduct } from '../../../../contract/schemas/subscriptions';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows } from '../../../lib/use-virtual-rows';

const ROW_HEIGHT = 41;
const CARD_HEIGHT = 84;

interface Props {
  rows: readonly PrimeProduct[];
  phone: boolean;
  selected: ReadonlySet<number>;
  onToggle: (productId: number) => void;
  onToggleAll: (checked: boolean) => void;
}

function InactiveBadge() {
  return (
    <Badge ml={6} size="xs" color="gray" variant="light" styles={{ label: { color: 'var(--mantine-color-dimmed)' } }}>
      <Trans>Inactivo</Trans>
    </Badge>
  );
}

export function PrimeProductTable({ rows, phone, selected, onToggle, onToggleAll }: Props) {
  const { t } = useLingui();
  const f = useFormat();
  const { scrollRef, items, before, after } = useVirtualRows({
    count: rows.length,
    itemSize: phone ? CARD_HEIGHT : ROW_HEIGHT,
  });
  const chosenShown = rows.filter((row) => selected.has(row.productId)).length;
  return (
    <Box ref={scrollRef} mah="calc(100dvh - var(--app-shell-header-height, 60px) - 300px)" mih={200} style={{ overflow: 'auto' }}>
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const name = row.name;
            return (
              <Box key={row.productId} h={CARD_HEIGHT} pb={8}>
                <Card withBorder padding="sm" radius="md" h={CARD_HEIGHT - 8} data-testid="prime-product-row">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Checkbox aria-label={t`Seleccionar ${name}`} checked={selected.has(row.productId)} onChange={() => onToggle(row.productId)} mt={2} />
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" fw={500} truncate>
                        {row.name}
                        {!row.active ? <InactiveBadge /> : null}
                      </Text>
                      <Group justify="space-between" wrap="nowrap">
                        <Text size="xs" c="dimmed" style={TABULAR}>
                          <Bidi>{row.sku}</Bidi>
                          {row.brand ? ` · ${row.brand}` : ''}
                        </Text>
                        <Text size="sm" style={TABULAR}>
                          {f.money(row.priceCents)}
                        </Text>
                      </Group>
                    </Stack>
                  </Group>
                </Card>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={t`Productos inscritos`} miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t`Seleccionar todos`}
                  checked={rows.length > 0 && chosenShown === rows.length}
                  indeterminate={chosenShown > 0 && chosenShown < rows.length}
                  onChange={(event) => onToggleAll(event.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th>
                <Trans>SKU</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Producto</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Marca</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Precio</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Inscrito</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const name = row.name;
              return (
                <Table.Tr key={row.productId} h={ROW_HEIGHT} data-testid="prime-product-row">
                  <Table.Td>
                    <Checkbox aria-label={t`Seleccionar ${name}`} checked={selected.has(row.productId)} onChange={() => onToggle(row.productId)} />
                  </Table.Td>
                  <Table.Td style={TABULAR}>
                    <Bidi>{row.sku}</Bidi>
                  </Table.Td>
                  <Table.Td>
                    <Text span size="sm" truncate maw={360} title={row.name}>
                      {row.name}
                    </Text>
                    {!row.active ? <InactiveBadge /> : null}
                  </Table.Td>
                  <Table.Td>{row.brand ?? '—'}</Table.Td>
                  <Table.Td ta="end" style={TABULAR}>
                    {f.money(row.priceCents)}
                  </Table.Td>
                  <Table.Td style={TABULAR}>{f.dateTime(row.enrolledAt)}</Table.Td>
                </Table.Tr>
              );
            })}
            {after > 0 && <tr aria-hidden style={{ height: after }} />}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}
