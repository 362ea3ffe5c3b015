/**
 * What a scanned code means on this order. The selected line is the one the picker is looking for;
 * with none selected, any open line whose barcode matches takes the scan. A GS1 variable-measure code
 * (contract/gs1.ts) matches a line by its item code and carries the weighed amount.
 */
import { measuredMilli, parseGs1Measure, variableItemCode, type Gs1Prefixes } from '../../../../contract/gs1';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { isOpen } from './line-change';

export type ScanMatch =
  /** The code belongs to this line, which can take it; `measuredMilli`: the weight a variable-measure label carries. */
  | { kind: 'line'; line: PickingLine; measuredMilli?: number | null }
  /** The code belongs to a line of the order that is already complete. */
  | { kind: 'complete'; line: PickingLine }
  /** The code belongs to another line than the selected one. */
  | { kind: 'other-line'; line: PickingLine; expected: PickingLine }
  /** Not on this order; `product` when it is a known product of the order's categories. */
  | { kind: 'wrong'; product: PickingProduct | null }
  /** A variable-measure code whose check digit is wrong: misread, scan it again. */
  | { kind: 'misread' };

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

/** A product registered with a variable-measure code of this item code (whatever its prefix, 20–29). */
function hasItemCode(barcodes: readonly string[], itemCode: string): boolean {
  return barcodes.some((barcode) => variableItemCode(normalizeCode(barcode)) === itemCode);
}

/** No prefix means anything: the company's settings are unknown (a snapshot stored before they existed). */
const NO_PREFIXES: Gs1Prefixes = { weight: [], price: [] };

export function matchScan(
  rawCode: string,
  lines: readonly PickingLine[],
  selectedLineId: number | null,
  candidates: readonly PickingProduct[],
  prefixes: Gs1Prefixes = NO_PREFIXES,
): ScanMatch {
  const code = normalizeCode(rawCode);
  // A product's own registered code (value 00000 in the demo catalogue) is that product, not a label with a measure.
  const registered = lines.some((line) => hasCode(line.barcodes, code)) || candidates.some((product) => hasCode(product.barcodes, code));
  const measure = registered ? null : parseGs1Measure(code, prefixes);
  if (measure?.kind === 'bad_check_digit') return { kind: 'misread' };
  const matches = (barcodes: readonly string[]) => (measure ? hasItemCode(barcodes, measure.itemCode) : hasCode(barcodes, code));
  const taken = (line: PickingLine): ScanMatch => {
    if (!measure || line.type !== 'kg') return { kind: 'line', line };
    return { kind: 'line', line, measuredMilli: measuredMilli(measure, line.unitPrice, line.taxRate) };
  };
  const selected = selectedLineId === null ? undefined : lines.find((line) => line.id === selectedLineId);
  if (selected && matches(selected.barcodes)) return isOpen(selected) ? taken(selected) : { kind: 'complete', line: selected };
  const matching = lines.filter((line) => matches(line.barcodes));
  if (selected && matching.length > 0) return { kind: 'other-line', line: matching.find(isOpen) ?? matching[0]!, expected: selected };
  const open = matching.find(isOpen);
  if (open) return taken(open);
  if (matching[0]) return { kind: 'complete', line: matching[0] };
  return { kind: 'wrong', product: candidates.find((product) => matches(product.barcodes)) ?? null };
}
