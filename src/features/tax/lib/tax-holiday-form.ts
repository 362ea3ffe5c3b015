/**
 * The holiday period form's values: what a period shows in it, the checks it makes before sending (the contract's
 * own, shared with the server), and the request it sends. The rate is typed as a percentage with up to 2 decimals.
 */
import { taxHolidayFormProblems, type TaxHoliday, type TaxHolidayFormProblem } from '../../../../contract/schemas/tax';

export interface TaxHolidayFormValues {
  nombre: string;
  /** YYYY-MM-DD, '' when not chosen. */
  desde: string;
  hasta: string;
  /** The rate in %, as Mantine's NumberInput gives it ('' when empty). */
  tasa: number | string;
  /** Category ids as the MultiSelect holds them; none: every category. */
  categoriaIds: string[];
}

export function initialTaxHolidayValues(period: TaxHoliday | null): TaxHolidayFormValues {
  return {
    nombre: period?.nombre ?? '',
    desde: period?.desde ?? '',
    hasta: period?.hasta ?? '',
    tasa: period ? period.tasaBp / 100 : 0,
    categoriaIds: (period?.categoriaIds ?? []).map(String),
  };
}

/** A typed percentage as basis points (12.5 → 1250); null when empty or not a number. */
export function percentToBp(value: number | string): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  if (!Number.isFinite(number)) return null;
  return Math.round(number * 100);
}

/** The form's problems, each field once: `{ campo: codigo }`. */
export function taxHolidayFormErrors(values: TaxHolidayFormValues): Partial<Record<TaxHolidayFormProblem['campo'], TaxHolidayFormProblem['codigo']>> {
  const errors: Partial<Record<TaxHolidayFormProblem['campo'], TaxHolidayFormProblem['codigo']>> = {};
  for (const problem of taxHolidayFormProblems({ ...values, tasaBp: percentToBp(values.tasa) })) errors[problem.campo] ??= problem.codigo;
  return errors;
}

/** The save request's fields (the form has no problems). */
export function taxHolidayRequest(values: TaxHolidayFormValues, period: TaxHoliday | null, baseVersion: number | undefined) {
  return {
    ...(period ? { id: period.id, baseVersion: baseVersion ?? period.version } : {}),
    nombre: values.nombre.trim(),
    desde: values.desde,
    hasta: values.hasta,
    tasaBp: percentToBp(values.tasa) ?? 0,
    categoriaIds: values.categoriaIds.map(Number),
  };
}
