import type { PickingLine } from '../../../../contract/schemas/picking';
import type { OutboxEntry } from '../../../lib/outbox/types';
import type { LineTarget } from './line-change';

/** A target, or one computed from the line as it is when the change is made (two quick taps add two units). */
export type LineIntent = LineTarget | ((line: PickingLine) => LineTarget | null);

/** Stable callbacks the page hands every line card (they read the latest local view themselves). */
export interface LineActions {
  select: (lineId: number) => void;
  change: (lineId: number, intent: LineIntent) => void;
  weigh: (lineId: number) => void;
  substitute: (lineId: number) => void;
  retry: (entry: OutboxEntry) => void;
  discard: (entry: OutboxEntry) => void;
}
