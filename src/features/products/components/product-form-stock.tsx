/** Stock per warehouse of the company: a changed quantity is saved as a count (the ledger records it). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text, TextInput } from '@mantine/core';
import type { SaleUnit } from '../../../../contract/catalogue-constants';
import { TABULAR } from '../../../lib/format';

export interface ProductFormStockProps {
  warehouses: readonly { id: number; name: string }[];
  stock: Record<number, string>;
  saleUnit: SaleUnit;
  /** Per warehouse id. */
  errors: Record<number, string | undefined>;
  onChange: (warehouseId: number, text: string) => void;
}

export function ProductFormStock({ warehouses, stock, saleUnit, errors, onChange }: ProductFormStockProps) {
  const { t } = useLingui();
  if (warehouses.length === 0) return <Text size="sm" c="dimmed"><Trans>La empresa no tiene bodegas.</Trans></Text>;
  return (
    <Table verticalSpacing={4} aria-label={t`Stock por bodega`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th><Trans>Bodega</Trans></Table.Th>
          <Table.Th w={180}>{saleUnit === 'kg' ? <Trans>Stock (kg)</Trans> : <Trans>Stock (unidades)</Trans>}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {warehouses.map((warehouse) => (
          <Table.Tr key={warehouse.id}>
            <Table.Td>{warehouse.name}</Table.Td>
            <Table.Td>
              <TextInput
                aria-label={t`Stock en ${warehouse.name}`}
                value={stock[warehouse.id] ?? ''}
                inputMode="decimal"
                autoComplete="off"
                size="xs"
                onChange={(event) => onChange(warehouse.id, event.currentTarget.value)}
                error={errors[warehouse.id]}
                styles={{ input: TABULAR }}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
