import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { MassChange } from '../../../../contract/schemas/mass-update';
import type { MassFilterSummary } from './mass-names';
import { useFormat } from '../../../lib/format';

export interface Names {
  category: (id: number | null | undefined) => string;
  brand: (id: number | null | undefined) => string;
  warehouse: (id: number | null | undefined) => string;
  currency: string;
}

/** One sentence per change ("Precio sin IVA +10 %") and per selection ("Categoría: Granos · Activos"). */
export function useDescribe(names: Names) {
  const { t } = useLingui();
  const f = useFormat();
  const change = useCallback(
    (value: MassChange): string => {
      switch (value.kind) {
        case 'price_percent': {
          const amount = `${value.percentBp > 0 ? '+' : ''}${f.rate(value.percentBp)}`;
          return value.basis === 'with_tax' ? t`Precio con IVA ${amount}` : t`Precio sin IVA ${amount}`;
        }
        case 'price_amount': {
          const amount = `${value.amountCents > 0 ? '+' : ''}${f.money(value.amountCents, names.currency)}`;
          return value.basis === 'with_tax' ? t`Precio con IVA ${amount}` : t`Precio sin IVA ${amount}`;
        }
        case 'tax_rate': {
          const rate = f.rate(value.taxRateBp);
          return t`IVA a ${rate}`;
        }
        case 'category': {
          const name = names.category(value.categoryId);
          return t`Categoría principal: ${name}`;
        }
        case 'brand': {
          const name = value.brandId === null ? t`Sin marca` : names.brand(value.brandId);
          return t`Marca: ${name}`;
        }
        case 'active':
          return value.active ? t`Activar` : t`Desactivar`;
      }
    },
    [t, f, names],
  );
  const selection = useCallback(
    (value: MassFilterSummary): string => {
      if (value.by === 'skus') {
        const count = value.count;
        return t`${count} SKU pegados`;
      }
      const parts: string[] = [];
      if (value.q !== undefined) parts.push(`«${value.q}»`);
      if (value.categoryId !== undefined) parts.push(`${t`Categoría`}: ${names.category(value.categoryId)}`);
      if (value.brandId !== undefined) parts.push(`${t`Marca`}: ${names.brand(value.brandId)}`);
      if (value.saleUnit !== undefined) parts.push(value.saleUnit === 'kg' ? t`Por peso` : t`Por unidad`);
      if (value.kind !== undefined) parts.push(value.kind === 'composite' ? t`Compuestos` : t`Simples`);
      if (value.active !== undefined) parts.push(value.active ? t`Activos` : t`Inactivos`);
      if (value.outOfStockWarehouseId !== undefined) parts.push(`${t`Sin stock en`} ${names.warehouse(value.outOfStockWarehouseId)}`);
      return parts.length === 0 ? t`Todos los productos` : parts.join(' · ');
    },
    [t, names],
  );
  return { change, selection };
}
