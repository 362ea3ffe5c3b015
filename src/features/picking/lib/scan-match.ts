/**
 * What a scanned code means on this order. The selected line is the one the picker is looking for;
 * with none selected, any open line whose barcode matches takes the scan.
 */
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { isOpen } from './line-change';

export type ScanMatch =
  /** The code belongs to this line, which can take it. */
  | { kind: 'line'; line: PickingLine }
  /** The code belongs to a line of the order that is already complete. */
  | { kind: 'complete'; line: PickingLine }
  /** The code belongs to another line than the selected one. */
  | { kind: 'other-line'; line: PickingLine; expected: PickingLine }
  /** Not on this order; `product` when it is a known product of the order's categories. */
  | { kind: 'wrong'; product: PickingProduct | null };

/** Scanners and people add spaces; some scanners drop or add leading zeros between EAN-13 and UPC-A. */
export function normalizeCode(code: string): string {
  return code.trim().replace(/\s+/g, '');
}

function sameCode(a: string, b: string): boolean {
  if (a === b) return true;
  // UPC-A (12 digits) is EAN-13 with a leading zero.
  return /^\d+$/.test(a) && /^\d+$/.test(b) && a.replace(/^0+/, '') === b.replace(/^0+/, '');
}

export function hasCode(barcodes: readonly string[], code: string): boolean {
  return barcodes.some((barcode) => sameCode(normalizeCode(barcode), code));
}

export function matchScan(
  rawCode: string,
  lines: readonly PickingLine[],
  selectedLineId: number | null,
  candidates: readonly PickingProduct[],
): ScanMatch {
  const code = normalizeCode(rawCode);
  const selected = selectedLineId === null ? undefined : lines.find((line) => line.id === selectedLineId);
  if (selected && hasCode(selected.barcodes, code)) return isOpen(selected) ? { kind: 'line', line: selected } : { kind: 'complete', line: selected };
  const matching = lines.filter((line) => hasCode(line.barcodes, code));
  if (selected && matching.length > 0) return { kind: 'other-line', line: matching.find(isOpen) ?? matching[0]!, expected: selected };
  const open = matching.find(isOpen);
  if (open) return { kind: 'line', line: open };
  if (matching[0]) return { kind: 'complete', line: matching[0] };
  return { kind: 'wrong', product: candidates.find((product) => hasCode(product.barcodes, code)) ?? null };
}
