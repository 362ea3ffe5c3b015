/** The range form's values, its inline checks (contract/bin-range.ts, as the server runs them) and its request. */
import { binRangeProblems, binSpan, isBin, type BinSpan } from '../../../../contract/bin-range';
import type { BinRange } from '../../../../contract/schemas/bins';

export interface BinFormValues {
  binFrom: string;
  binTo: string;
  bank: string;
  brand: string;
}

export type BinFormProblem = 'required' | 'digits' | 'order';

export function initialBinValues(range: BinRange | null): BinFormValues {
  return { binFrom: range?.binFrom ?? '', binTo: range?.binTo ?? '', bank: range?.bank ?? '', brand: range?.brand ?? '' };
}

/** Each field's problem, or none: empty, not 6–8 digits, or (on "hasta") before "desde" once both are padded. */
export function binFormProblems(values: BinFormValues): Partial<Record<keyof BinFormValues, BinFormProblem>> {
  const problems: Partial<Record<keyof BinFormValues, BinFormProblem>> = {};
  for (const field of ['binFrom', 'binTo', 'bank', 'brand'] as const) if (values[field].trim() === '') problems[field] = 'required';
  for (const problem of binRangeProblems(values.binFrom.trim(), values.binTo.trim())) {
    if (problems[problem.field] === undefined) problems[problem.field] = problem.reason;
  }
  return problems;
}

/** The 8-digit span the typed ends cover, when both are BINs (shown under the fields). */
export function typedSpan(values: BinFormValues): BinSpan | null {
  const from = values.binFrom.trim();
  const to = values.binTo.trim();
  return isBin(from) && isBin(to) ? binSpan(from, to) : null;
}

export function binSaveInput(values: BinFormValues, range: BinRange | null, baseVersion: number | undefined) {
  return {
    ...(range ? { binRangeId: range.id, baseVersion: baseVersion ?? range.version } : {}),
    binFrom: values.binFrom.trim(),
    binTo: values.binTo.trim(),
    bank: values.bank.trim(),
    brand: values.brand.trim(),
  };
}
