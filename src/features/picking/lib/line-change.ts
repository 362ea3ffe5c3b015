/**
 * What a picker asks of a line, turned into `picking.setLine` arguments made on the local view
 * (the line's lineVersion and the order's version as the screen shows them, pending changes included).
 */
import type { OfflineArgs } from '../../../../contract/calls';
import type { Milli } from '../../../../contract/money';
import type { PickingLine, PickingOrder, PickState, SubstituteApproval } from '../../../../contract/schemas/picking';

/** A line's pick state as a change sets it (no versions, no ids). */
export interface LineTarget {
  pickState: PickState;
  pickedQuantity?: Milli;
  substituteProductId?: number;
  substituteApproval?: SubstituteApproval;
  scannedCode?: string;
}

export const UNIT: Milli = 1000;

/** The state a line is in now, as a target that would restore it (for undo). */
export function targetOf(line: PickingLine): LineTarget {
  switch (line.pickState) {
    case 'pending':
    case 'out_of_stock':
      return { pickState: line.pickState };
    case 'picked':
      return { pickState: 'picked', pickedQuantity: line.pickedQuantity ?? 0 };
    case 'substituted':
      return {
        pickState: 'substituted',
        pickedQuantity: line.pickedQuantity ?? 0,
        ...(line.substitute ? { substituteProductId: line.substitute.id } : {}),
        substituteApproval: line.substituteApproval ?? 'pendiente',
      };
  }
}

/** The setLine arguments for `target` on `line` as the local view shows it, with a fresh idempotency key. */
export function setLineArgs(order: Pick<PickingOrder, 'id' | 'version'>, line: Pick<PickingLine, 'id' | 'lineVersion'>, target: LineTarget): OfflineArgs<'picking.setLine'> {
  const counted = target.pickState === 'picked' || target.pickState === 'substituted';
  return {
    orderId: order.id,
    lineId: line.id,
    baseVersion: order.version,
    lineVersion: line.lineVersion,
    mutationId: crypto.randomUUID(),
    pickState: target.pickState,
    ...(counted && target.pickedQuantity !== undefined ? { pickedQuantity: target.pickedQuantity } : {}),
    ...(target.pickState === 'substituted' && target.substituteProductId !== undefined ? { substituteProductId: target.substituteProductId } : {}),
    ...(target.pickState === 'substituted' && target.substituteApproval !== undefined ? { substituteApproval: target.substituteApproval } : {}),
    ...(target.scannedCode ? { scannedCode: target.scannedCode } : {}),
  };
}

/** A substitution with a unit product ordered in kg (or the reverse) has no comparable ordered amount. */
export function comparableOrdered(line: Pick<PickingLine, 'type' | 'orderedQuantity'>, saleUnit: 'unit' | 'kg'): Milli | null {
  return line.type === saleUnit ? line.orderedQuantity : null;
}

/** Units picked so far of the ordered product (0 unless the line is picked). */
export function pickedUnits(line: PickingLine): Milli {
  return line.pickState === 'picked' ? (line.pickedQuantity ?? 0) : 0;
}

/** A line still to work on: pending, or a unit line picked short of what was ordered. */
export function isOpen(line: PickingLine): boolean {
  if (line.pickState === 'pending') return true;
  return line.pickState === 'picked' && line.type === 'unit' && (line.pickedQuantity ?? 0) < line.orderedQuantity;
}

/** The next unit count for one more scanned (or tapped) unit, or null when the line is already complete. */
export function nextUnitTarget(line: PickingLine, scannedCode?: string): LineTarget | null {
  const next = pickedUnits(line) + UNIT;
  if (next > Math.max(line.orderedQuantity, UNIT)) return null;
  return { pickState: 'picked', pickedQuantity: next, ...(scannedCode ? { scannedCode } : {}) };
}

/** Lines left for finishing: finishing needs every line handled (picked, substituted or out of stock). */
export function pendingCount(lines: readonly PickingLine[]): number {
  let count = 0;
  for (const line of lines) if (line.pickState === 'pending') count += 1;
  return count;
}
