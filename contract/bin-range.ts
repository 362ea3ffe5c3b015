/**
 * Card BIN ranges (docs/bins.md): a BIN is the first 6–8 digits of a card number. To compare BINs of different
 * lengths, every BIN is read at 8 digits: a range's low end padded with 0s, its high end with 9s, so "454545" as a
 * range end spans 45454500–45454599 and "45454512" sits inside it. Pure: the server and the form use the same rules.
 */

/** Digits a BIN is compared at. */
export const BIN_DIGITS = 8;
export const BIN_MIN_DIGITS = 6;

const BIN_PATTERN = /^\d{6,8}$/;

/** 6–8 digits, nothing else. */
export function isBin(value: string): boolean {
  return BIN_PATTERN.test(value);
}

/** The lowest 8-digit number a BIN stands for ("454545" → 45454500). */
export function padLow(bin: string): number {
  return Number(bin.padEnd(BIN_DIGITS, '0'));
}

/** The highest 8-digit number a BIN stands for ("454545" → 45454599). */
export function padHigh(bin: string): number {
  return Number(bin.padEnd(BIN_DIGITS, '9'));
}

export interface BinSpan {
  low: number;
  high: number;
}

/** The 8-digit span of a range typed as `binFrom`–`binTo` (both valid BINs). */
export function binSpan(binFrom: string, binTo: string): BinSpan {
  return { low: padLow(binFrom), high: padHigh(binTo) };
}

/** Why a typed range is refused, or null when it is valid: 'from'/'to' not 6–8 digits, or 'order' (from after to). */
export type BinRangeProblem = {
  field: 'binFrom' | 'binTo';
  reason: 'digits' | 'order';
};

export function binRangeProblems(binFrom: string, binTo: string): BinRangeProblem[] {
  const problems: BinRangeProblem[] = [];
  if (!isBin(binFrom)) problems.push({ field: 'binFrom', reason: 'digits' });
  if (!isBin(binTo)) problems.push({ field: 'binTo', reason: 'digits' });
  if (problems.length === 0 && padLow(binFrom) > padHigh(binTo)) problems.push({ field: 'binTo', reason: 'order' });
  return problems;
}

/** Two spans share at least one 8-digit number (touching ends overlap: both ends are included). */
export function spansOverlap(a: BinSpan, b: BinSpan): boolean {
  return a.low <= b.high && b.low <= a.high;
}

/** A card BIN (6–8 digits) falls in a range when every card number it stands for does. */
export function spanContainsBin(span: BinSpan, bin: string): boolean {
  return span.low <= padLow(bin) && padHigh(bin) <= span.high;
}

/**
 * What a search of the ranges list means: six or more digits (spaces and dashes ignored, a whole card number too)
 * find the range containing that BIN (its first 8 digits); fewer digits the ranges whose typed ends start with them;
 * anything else a bank or brand containing the text.
 */
export type BinSearch = { kind: 'bin'; bin: string } | { kind: 'prefix'; digits: string } | { kind: 'text'; text: string };

export function binSearch(query: string): BinSearch {
  const digits = query.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return digits.length >= BIN_MIN_DIGITS ? { kind: 'bin', bin: digits.slice(0, BIN_DIGITS) } : { kind: 'prefix', digits };
  return { kind: 'text', text: query.trim() };
}
