import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExportColumn, OrderSort } from '../../../../contract/schemas/orders';

/** The list's columns; each is also an export column (slot exports its date). */
export const LIST_COLUMNS = ['number', 'createdAt', 'status', 'customer', 'store', 'warehouse', 'channel', 'fulfilment', 'paymentMethod', 'paymentState', 'slotDate', 'itemCount', 'total'] as const satisfies readonly ExportColumn[];
export type ListColumn = (typeof LIST_COLUMNS)[number];

export const COLUMN_LABELS: Record<ListColumn, MessageDescriptor> = {
  number: msg`Número`,
  createdAt: msg`Creada`,
  status: msg`Estado`,
  customer: msg`Cliente`,
  store: msg`Tienda`,
  warehouse: msg`Bodega`,
  channel: msg`Canal`,
  fulfilment: msg`Entrega o retiro`,
  paymentMethod: msg`Método de pago`,
  paymentState: msg`Estado del pago`,
  slotDate: msg`Franja de entrega`,
  itemCount: msg`Artículos`,
  total: msg`Total`,
};

/** Columns that sort on the server: [ascending, descending]. */
export const SORTABLE: Partial<Record<ListColumn, readonly [OrderSort, OrderSort]>> = {
  number: ['number_asc', 'number_desc'],
  createdAt: ['created_asc', 'created_desc'],
  slotDate: ['slot_asc', 'slot_desc'],
  total: ['total_asc', 'total_desc'],
};

/** What fits at 1440 px beside the menu without a sideways scroll (issue 21): channel, payment state and item count are one click away in "Columnas". */
export const DEFAULT_COLUMNS: readonly ListColumn[] = ['number', 'createdAt', 'status', 'customer', 'store', 'slotDate', 'total'];
export const COLUMNS_KEY = 'canasta.orders.columns';

export function readColumns(): ListColumn[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? 'null');
    if (Array.isArray(raw)) {
      const valid = LIST_COLUMNS.filter((c) => raw.includes(c));
      if (valid.length > 0) return valid;
    }
  } catch {
    // Broken value: defaults.
  }
  return [...DEFAULT_COLUMNS];
}

export function writeColumns(columns: readonly ListColumn[]): void {
  try {
    localStorage.setItem(COLUMNS_KEY, JSON.stringify(columns));
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}
