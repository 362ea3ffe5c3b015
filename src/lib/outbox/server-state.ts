/** What the server said is true now, from a conflicted or rejected change's `detalle` (shown next to the change). */
import type { OrderSummary } from '../../../contract/schemas/orders';
import type { PickingLine } from '../../../contract/schemas/picking';
import { isOrderSummary, isPickingLine } from '../../../contract/shape-guards';
import type { OutboxEntry } from './types';

export interface ServerState {
  /** `detalle.current`: the order's summary. */
  order: OrderSummary | null;
  /** `detalle.currentLine`: the picking line, for a line change. */
  line: PickingLine | null;
}

export function serverStateOf(entry: OutboxEntry): ServerState {
  const detalle = entry.result?.detalle;
  const order = detalle?.['current'];
  const line = detalle?.['currentLine'];
  return { order: isOrderSummary(order) ? order : null, line: isPickingLine(line) ? line : null };
}
