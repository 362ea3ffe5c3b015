import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { SaleUnit } from '../../../../contract/catalogue-constants';
import type { ComponentRow } from '../../../../contract/schemas/product-composition';
import { TABULAR, useFormat } from '../../../lib/format';

/** One component as the editor holds it: the quantity as typed (kept even when it is not a number yet). */
export interface DraftRow {
  productId: number;
  quantityText: string;
  name: string;
  sku: string;
  saleUnit: SaleUnit;
}

interface CompositeComponentsTableProps {
  rows: DraftRow[];
  /** Price and stock per component, from the saved detail or the live preview. */
  details: ComponentRow[];
  errors: (string | undefined)[];
  onQuantity: (index: number, text: string) => void;
  onRemove: (index: number) => void;
}

export function CompositeComponentsTable({ rows, details, errors, onQuantity, onRemove }: CompositeComponentsTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  const byId = new Map(details.map((d) => [d.productId, d]));
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Sin componentes todavía: búscalos abajo y agrégalos con su cantidad.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label={t`Componentes`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Componente</Trans></Table.Th>
            <Table.Th w={150}><Trans>Cantidad</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Precio con IVA</Trans></Table.Th>
            <Table.Th ta="end"><Trans>Stock</Trans></Table.Th>
            <Table.Th w={48}><VisuallyHidden><Trans>Quitar</Trans></VisuallyHidden></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const detail = byId.get(row.productId);
            const weighted = row.saleUnit === 'kg';
            return (
              <Table.Tr key={row.productId} data-testid="composite-component">
                <Table.Td>
                  <Text size="sm">{detail?.name ?? row.name}</Text>
                  <Text size="xs" c="dimmed" style={TABULAR}>{detail?.sku ?? row.sku}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="decimal"
                    aria-label={t`Cantidad de ${row.name}`}
                    value={row.quantityText}
                    onChange={(event) => onQuantity(index, event.currentTarget.value)}
                    rightSection={<Text size="xs" c="dimmed">{weighted ? 'kg' : t`u.`}</Text>}
                    error={errors[index]}
                    styles={{ input: TABULAR }}
                  />
                </Table.Td>
                <Table.Td ta="end" style={TABULAR}>{detail ? format.money(detail.priceWithTaxCents) : '—'}</Table.Td>
                <Table.Td ta="end" style={TABULAR}>{detail ? format.quantity(detail.stockMilli, weighted) : '—'}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={t`Quitar ${row.name}`} onClick={() => onRemove(index)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
