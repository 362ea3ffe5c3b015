/**
 * Taxes (issue 18 §1, spec §7, docs/taxes.md): the company's standard IVA rate and its holiday periods, on whose
 * days (both ends included) the company's taxed products of the period's categories are charged the period's rate
 * (contract/tax-rate.ts). Periods of one company never overlap. Every call acts on one company: the caller's, or for
 * SA the one named in `empresaId`. Rates are basis points (1500 = 15 %), days YYYY-MM-DD in the company's time zone.
 */
import { z } from 'zod/mini';
import { idSchema, isoDateSchema, mutationIdSchema, scopeShape, tokenSesionSchema, trimmedText } from '../fields';

export const TAX_HOLIDAY_NAME_MAX = 80;
export const TAX_RATE_BP_MAX = 10_000;
/** Most categories one period may name. */
export const TAX_HOLIDAY_CATEGORIES_MAX = 500;

/** The company: SA names it in `empresaId`; a store or warehouse named must be of it (the usual scope fields). */
const companyOnly = { tokenSesion: tokenSesionSchema, ...scopeShape };
const versionSchema = z.int().check(z.minimum(1));

/** The rule a period applies, as `/Configuracion/iva` answers the one in force today. */
export const taxHolidayRuleSchema = z.object({
  id: z.int(),
  nombre: z.string(),
  desde: z.string(),
  hasta: z.string(),
  tasaBp: z.int(),
  /** Empty: every category. */
  categoriaIds: z.array(z.int()),
});
export type TaxHolidayRuleRow = z.infer<typeof taxHolidayRuleSchema>;

export const taxHolidaySchema = z.object({
  ...taxHolidayRuleSchema.shape,
  /** The categories named, with their names (a category deleted since is left out). */
  categorias: z.array(z.object({ id: z.int(), nombre: z.string() })),
  version: z.int(),
  /** Who changed it last (created it, when never edited). */
  actualizadoPor: z.nullable(z.string()),
  actualizadoEn: z.string(),
});
export type TaxHoliday = z.infer<typeof taxHolidaySchema>;

/** `/Configuracion/iva`: the standard rate and the holiday period in force today (the company's day), or null. */
export const taxRateRequest = z.strictObject(companyOnly);
export const taxRateData = z.object({
  empresaId: z.int(),
  /** The company's standard IVA rate (companies.iva_rate_bp). */
  ivaBp: z.int(),
  /** The company's today. */
  hoy: z.string(),
  feriado: z.nullable(taxHolidayRuleSchema),
});

/** `/Configuracion/get/iva_empresa_feriado`: every period of the company (past ones too), newest first. */
export const taxHolidayListRequest = z.strictObject(companyOnly);
export const taxHolidayListData = z.object({
  empresaId: z.int(),
  ivaBp: z.int(),
  hoy: z.string(),
  periodos: z.array(taxHolidaySchema),
});

/**
 * `/Configuracion/save/iva_empresa_feriado`: creates a period (no `id`) or edits one at `baseVersion` (STALE_VERSION
 * with the current period in `detalle.current` otherwise). Refused (VALIDATION, nothing changed): `hasta` before
 * `desde`, a category not of the company, dates overlapping another period of the company (named in the message).
 */
export const taxHolidaySaveRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  id: z.optional(idSchema),
  baseVersion: z.optional(versionSchema),
  nombre: trimmedText(TAX_HOLIDAY_NAME_MAX),
  desde: isoDateSchema,
  hasta: isoDateSchema,
  tasaBp: z.int().check(z.minimum(0), z.maximum(TAX_RATE_BP_MAX)),
  /** Empty: every category. */
  categoriaIds: z.array(idSchema).check(z.maxLength(TAX_HOLIDAY_CATEGORIES_MAX)),
});
export const taxHolidaySaveData = z.object({ periodo: taxHolidaySchema, created: z.boolean() });

/** `/Configuracion/delete/iva_empresa_feriado`: deletes a period at the version the screen showed. */
export const taxHolidayDeleteRequest = z.strictObject({
  ...companyOnly,
  mutationId: mutationIdSchema,
  id: idSchema,
  baseVersion: versionSchema,
});
export const taxHolidayDeleteData = z.object({ id: z.int() });

/** Why a save was refused (`detalle.reason`, the field issue's `codigo`). */
export const TAX_HOLIDAY_REFUSALS = ['tax_holiday_dates', 'tax_holiday_overlap', 'tax_holiday_category'] as const;

export interface TaxHolidayFormProblem {
  campo: 'nombre' | 'desde' | 'hasta' | 'tasaBp';
  codigo: 'required' | 'tax_holiday_dates' | 'out_of_range';
}

/** The checks the form and the server share: name, both dates, `hasta` not before `desde`, a rate of 0 to 100 %. */
export function taxHolidayFormProblems(value: { nombre: string; desde: string; hasta: string; tasaBp: number | null }): TaxHolidayFormProblem[] {
  const problems: TaxHolidayFormProblem[] = [];
  if (value.nombre.trim() === '') problems.push({ campo: 'nombre', codigo: 'required' });
  if (value.desde === '') problems.push({ campo: 'desde', codigo: 'required' });
  if (value.hasta === '') problems.push({ campo: 'hasta', codigo: 'required' });
  else if (value.desde !== '' && value.hasta < value.desde) problems.push({ campo: 'hasta', codigo: 'tax_holiday_dates' });
  if (value.tasaBp === null) problems.push({ campo: 'tasaBp', codigo: 'required' });
  else if (!Number.isInteger(value.tasaBp) || value.tasaBp < 0 || value.tasaBp > TAX_RATE_BP_MAX) problems.push({ campo: 'tasaBp', codigo: 'out_of_range' });
  return problems;
}

/** Where a period stands on `today`: in force, still to come, or over. */
export function taxHolidayState(period: { desde: string; hasta: string }, today: string): 'current' | 'upcoming' | 'past' {
  if (period.desde > today) return 'upcoming';
  if (period.hasta < today) return 'past';
  return 'current';
}
