/**
 * Product barcodes (issue 16): EAN-8, UPC-A (12 digits) and EAN-13, each checked by its GS1 check digit. A product
 * sold by weight or price label registers the variable-measure EAN-13 of its labels (prefix 20–29, value digits
 * 00000), whose item code picking matches (contract/gs1.ts).
 */
import { isValidEan13 } from './gs1';

export const BARCODE_MAX_PER_PRODUCT = 20;

export type BarcodeProblem = 'format' | 'check_digit';

/** The GS1 check digit of `body` (weights 3, 1, 3 … from the right of the body). */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

function validGs1(code: string): boolean {
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

/** What is wrong with a barcode, or null when it is fine: `format` (not 8, 12 or 13 digits) or `check_digit` (a typo or a misread). */
export function barcodeProblem(code: string): BarcodeProblem | null {
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return 'format';
  if (code.length === 13 ? !isValidEan13(code) : !validGs1(code)) return 'check_digit';
  return null;
}
