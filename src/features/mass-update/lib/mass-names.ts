import { useMemo } from 'react';
import type { MassSelection } from '../../../../contract/schemas/mass-update';
import type { CallData } from '../../../../contract/calls';
import type { Names } from './use-describe';

/** A selection as history shows it (a pasted list by its size) or as the form made it. */
export type MassFilterSummary = Extract<MassSelection, { by: 'filter' }> | { by: 'skus'; count: number };

export function summaryOf(selection: MassSelection): MassFilterSummary {
  return selection.by === 'skus' ? { by: 'skus', count: selection.skus.length } : selection;
}

/** Names of the company's categories (with their path: "Lácteos › Quesos"), brands and warehouses by id. */
export function useNames(filters: CallData<'/Product/ListFilters'> | undefined, warehouses: { id: number; name: string }[], currency: string): Names {
  return useMemo(() => {
    const categories = new Map((filters?.categories ?? []).map((c) => [c.id, c]));
    const path = (id: number): string => {
      const seen = new Set<number>();
      const parts: string[] = [];
      let current = categories.get(id);
      while (current && !seen.has(current.id)) {
        seen.add(current.id);
        parts.unshift(current.name);
        current = current.parentId === null ? undefined : categories.get(current.parentId);
      }
      return parts.length ? parts.join(' › ') : `#${id}`;
    };
    const brands = new Map((filters?.brands ?? []).map((b) => [b.id, b.name]));
    const stores = new Map(warehouses.map((w) => [w.id, w.name]));
    return {
      category: (id) => (id === null || id === undefined ? '—' : path(id)),
      brand: (id) => (id === null || id === undefined ? '—' : (brands.get(id) ?? `#${id}`)),
      warehouse: (id) => (id === null || id === undefined ? '—' : (stores.get(id) ?? `#${id}`)),
      currency,
    };
  }, [filters, warehouses, currency]);
}
