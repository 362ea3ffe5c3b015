import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { MassFields, MassPreviewRow } from '../../../../contract/schemas/mass-update';
import { Bidi } from '../../../components/bidi';
import { TABULAR, useFormat } from '../../../lib/format';
import { useVirtualRows, type LoadMoreProps } from '../../../lib/use-virtual-rows';
import type { Names } from '../lib/use-describe';

type Field = keyof MassFields;

interface PreviewRowsProps extends LoadMoreProps {
  rows: MassPreviewRow[];
  fields: Field[];
  names: Names;
  phone: boolean;
}

const ROW_HEIGHT = 37;
/** A card: name, SKU, then one line per field. */
const cardHeight = (fields: number) => 76 + 22 * fields;

function useFieldText(names: Names) {
  const { t } = useLingui();
  const f = useFormat();
  return (field: Field, fields: MassFields): string => {
    const value = fields[field];
    if (value === undefined) return '';
    switch (field) {
      case 'priceCents':
      case 'priceWithTaxCents':
        return f.money(Number(value), names.currency);
      case 'taxRateBp':
        return f.rate(Number(value));
      case 'categoryId':
        return names.category(value as number | null);
      case 'brandId':
        return value === null ? t`Sin marca` : names.brand(value as number);
      case 'active':
        return value ? t`Activo` : t`Inactivo`;
    }
  };
}

function useFieldLabels(): Record<Field, string> {
  const { t } = useLingui();
  return { priceCents: t`Precio sin IVA`, priceWithTaxCents: t`Precio con IVA`, taxRateBp: t`IVA`, categoryId: t`Categoría`, brandId: t`Marca`, active: t`Estado` };
}

function RefusalBadge({ row }: { row: MassPreviewRow }) {
  const { t } = useLingui();
  if (row.refusal === null) return <Badge color="green" variant="light">{t`Cambia`}</Badge>;
  return <Badge color="red" variant="light">{row.refusal === 'below_zero' ? t`Quedaría bajo 0` : t`Precio derivado de sus componentes`}</Badge>;
}

/** "before → after" of one field. */
function Change({ before, after }: { before: string; after: string }) {
  return (
    <Bidi numeric>
      <Text span size="sm" c="dimmed" style={TABULAR}>{before}</Text>
      {' → '}
      <Text span size="sm" fw={600} style={TABULAR}>{after}</Text>
    </Bidi>
  );
}

/** Every previewed row: a dense table on desktop, cards on phones; virtualized, loading pages near the end. */
export function PreviewRows({ rows, fields, names, phone, hasNextPage, fetchingNextPage, onLoadMore }: PreviewRowsProps) {
  const { t } = useLingui();
  const text = useFieldText(names);
  const labels = useFieldLabels();
  const cardPx = cardHeight(fields.length);
  const { scrollRef, items, before, after } = useVirtualRows({
    count: rows.length,
    itemSize: phone ? cardPx : ROW_HEIGHT,
    initialRect: { width: 1024, height: 600 },
    loadMoreWithin: 20,
    hasNextPage,
    fetchingNextPage,
    onLoadMore,
  });

  return (
    <Box ref={scrollRef} style={{ maxHeight: 'min(60dvh, 640px)', overflow: 'auto' }} data-testid="mass-preview-rows" tabIndex={0} aria-label={t`Filas de la vista previa`}>
      {phone ? (
        <Stack gap={0} style={{ paddingTop: before, paddingBottom: after }}>
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <Box key={row.id} h={cardPx} pb={8}>
                <Card withBorder padding="sm" radius="md" h={cardPx - 8} data-testid="mass-preview-card" data-sku={row.sku}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} truncate>{row.name}</Text>
                    <RefusalBadge row={row} />
                  </Group>
                  <Text size="xs" c="dimmed"><Bidi>{row.sku}</Bidi></Text>
                  {fields.map((field) => (
                    <Group key={field} justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="xs" c="dimmed">{labels[field]}</Text>
                      <Change before={text(field, row.before)} after={text(field, row.after)} />
                    </Group>
                  ))}
                </Card>
              </Box>
            ) : null;
          })}
        </Stack>
      ) : (
        <Table stickyHeader striped verticalSpacing={6} horizontalSpacing="xs" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`SKU`}</Table.Th>
              <Table.Th>{t`Producto`}</Table.Th>
              {fields.map((field) => (
                <Table.Th key={field} ta="end">{labels[field]}</Table.Th>
              ))}
              <Table.Th>{t`Resultado`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {before > 0 && <tr aria-hidden style={{ height: before }} />}
            {items.map((item) => {
              const row = rows[item.index];
              return row ? (
                <Table.Tr key={row.id} h={ROW_HEIGHT} data-sku={row.sku}>
                  <Table.Td><Bidi>{row.sku}</Bidi></Table.Td>
                  <Table.Td maw={360} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}</Table.Td>
                  {fields.map((field) => (
                    <Table.Td key={field} ta="end">
                      <Change before={text(field, row.before)} after={text(field, row.after)} />
                    </Table.Td>
                  ))}
                  <Table.Td><RefusalBadge row={row} /></Table.Td>
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
