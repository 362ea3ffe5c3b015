import type { ExportColumn, OrderSort } from '../../../../contract/schemas/orders';
import { callApi } from '../../../lib/api-client';
import type { OrderFilter } from './order-queries';

export interface ExportInput {
  filter: OrderFilter;
  sort: OrderSort;
  format: 'csv' | 'xlsx';
  columns: { key: ExportColumn; label: string }[];
}

/** Asks for a one-time URL, then lets the browser download it natively (any size, no memory copy). */
export async function exportOrders(input: ExportInput): Promise<void> {
  const { url } = await callApi('/Order/Export', { ...input.filter, sort: input.sort, format: input.format, columns: input.columns });
  const anchor = document.createElement('a');
  anchor.href = new URL(url, window.location.href).toString();
  anchor.download = '';
  anchor.hidden = true;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
