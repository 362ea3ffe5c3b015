/** What the server said is true now, from a conflicted or rejected change's `detalle` (shown next to the change). */
import { orderSummarySchema, type OrderSummary } from '../../../contract/schemas/orders';
import { pickingLineSchema, type PickingLine } from '../../../contract/schemas/picking';
import type { OutboxEntry } from './types';

export interface ServerState {
  /** `detalle.current`: the order's summary. */
  order: OrderSummary | null;
  /** `detalle.currentLine`: the picking line, for a line change. */
  line: PickingLine | null;
}

export function serverStateOf(entry: OutboxEntry): ServerState {
  const detalle = entry.result?.detalle;
  const order = orderSummarySchema.safeParse(detalle?.['current']);
  const line = pickingLineSchema.safeParse(detalle?.['currentLine']);
  return { order: order.success ? order.data : null, line: line.success ? line.data : null };
}
