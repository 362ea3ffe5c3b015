/** One product the substitute sheet offers: a radio row with its name, SKU and shelf price (with IVA). */
import { useLingui } from '@lingui/react/macro';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { pickedLineAmounts } from '../../../../contract/picking-math';
import type { PickingProduct } from '../../../../contract/schemas/picking';
import { TABULAR, useFormat } from '../../../lib/format';
import { UNIT } from '../lib/line-change';

export interface SubstituteOptionProps {
  product: PickingProduct;
  currency: string;
  selected: boolean;
  onChoose: (product: PickingProduct) => void;
  /** Why it cannot be chosen (shown under it); the row is then disabled. */
  refusal?: string;
}

export function SubstituteOption({ product, currency, selected, onChoose, refusal }: SubstituteOptionProps) {
  const { t } = useLingui();
  const f = useFormat();
  const shelf = pickedLineAmounts({ pickState: 'picked', orderedQuantity: UNIT, pickedQuantity: UNIT, unitPrice: product.unitPrice, taxRate: product.taxRate, discountRate: 0, substitute: null, substituteApproval: null }).totalCents;
  const price = `${f.money(shelf, currency)}${product.saleUnit === 'kg' ? ' / kg' : ''}`;
  const disabled = refusal !== undefined;
  return (
    <UnstyledButton
      role="radio"
      aria-checked={selected}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onChoose(product);
      }}
      p="sm"
      mih={48}
      style={{
        borderRadius: 8,
        border: `${selected ? 2 : 1}px solid var(--mantine-color-${selected ? 'blue-6' : 'default-border'})`,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
        cursor: disabled ? 'not-allowed' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} c={disabled ? 'dimmed' : undefined}>{product.name}</Text>
          <Text size="xs" c="dimmed">{t`SKU ${product.sku}`}</Text>
          {refusal && <Text size="xs" c="dimmed">{refusal}</Text>}
        </div>
        <Text size="sm" style={TABULAR}>{price}</Text>
      </Group>
    </UnstyledButton>
  );
}
