/**
 * GS1 variable-measure barcodes (restricted-circulation EAN-13, prefixes 20–29): the in-store scale prints the
 * weight or the price of a weighed item into the code. GS1 leaves the layout to each national member organisation;
 * Canasta reads the common one, which the demo catalogue's codes follow:
 *
 *   PP IIIII VVVVV C
 *   PP    prefix (20–29): the company says which prefixes carry a weight and which a price;
 *   IIIII item code, the same digits as the product's registered code (with value 00000);
 *   VVVVV the value: grams for a weight prefix, cents (with IVA, as the label shows) for a price prefix;
 *   C     the EAN-13 check digit, always validated.
 *
 * Layouts with a separate price check digit (PP IIII K VVVVV C) shorten the item code to 4 digits: a 13-digit code
 * cannot hold a 5-digit item code, a value check digit and a 5-digit value at once. They are not read here.
 */

/** Every restricted-circulation prefix a company may give a meaning to. */
export const GS1_VARIABLE_PREFIXES = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29'] as const;

export interface Gs1Prefixes {
  weight: readonly string[];
  price: readonly string[];
}

export type Gs1Measure =
  /** `value`: grams (weight) or cents with IVA (price). */
  | { kind: 'weight' | 'price'; prefix: string; itemCode: string; value: number }
  /** A variable-measure code whose EAN-13 check digit is wrong (a misread): never matched to a line. */
  | { kind: 'bad_check_digit'; prefix: string; itemCode: string };

/** The EAN-13 check digit of the first 12 digits (weights 1, 3, 1, 3 … from the left). */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * What a scanned code carries, or null when it is not a variable-measure code of this company (not 13 digits, or a
 * prefix the company gave no meaning to). A UPC-A reader's 12 digits are not variable-measure codes.
 */
export function parseGs1Measure(code: string, prefixes: Gs1Prefixes): Gs1Measure | null {
  if (!/^\d{13}$/.test(code)) return null;
  const prefix = code.slice(0, 2);
  const kind = prefixes.weight.includes(prefix) ? 'weight' : prefixes.price.includes(prefix) ? 'price' : null;
  if (kind === null) return null;
  const itemCode = code.slice(2, 7);
  if (!isValidEan13(code)) return { kind: 'bad_check_digit', prefix, itemCode };
  return { kind, prefix, itemCode, value: Number(code.slice(7, 12)) };
}

/** The item code of a registered variable-measure barcode (whatever its prefix, 20–29), or null for every other code. */
export function variableItemCode(barcode: string): string | null {
  return /^2\d{12}$/.test(barcode) ? barcode.slice(2, 7) : null;
}

/**
 * The weight (thousandths of a kg, i.e. grams) a price label stands for: the price with IVA over the per-kg price
 * with IVA, rounded to the gram. Null when the product has no price.
 */
export function weightFromPrice(priceCents: number, unitPriceCents: number, taxRateBp: number): number | null {
  // The per-kg shelf price with IVA times 10,000, kept exact (no rounded divisor).
  const perKgTimes10k = unitPriceCents * (10_000 + taxRateBp);
  if (perKgTimes10k <= 0) return null;
  return Math.round((priceCents * 1000 * 10_000) / perKgTimes10k);
}

/** The milli-kg a parsed measure stands for on a product with this per-kg price (without IVA) and rate. */
export function measuredMilli(measure: Extract<Gs1Measure, { value: number }>, unitPriceCents: number, taxRateBp: number): number | null {
  return measure.kind === 'weight' ? measure.value : weightFromPrice(measure.value, unitPriceCents, taxRateBp);
}

/** A company's prefix lists are valid: each a prefix 20–29, and no prefix both a weight and a price. */
export function gs1PrefixesProblem(prefixes: Gs1Prefixes): 'unknown_prefix' | 'both_kinds' | null {
  const all = [...prefixes.weight, ...prefixes.price];
  if (all.some((prefix) => !(GS1_VARIABLE_PREFIXES as readonly string[]).includes(prefix))) return 'unknown_prefix';
  if (prefixes.weight.some((prefix) => prefixes.price.includes(prefix))) return 'both_kinds';
  return null;
}
