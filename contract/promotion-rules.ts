/**
 * A promotion's field rules (the form checks them as the user types, `/Promo/Save` again) and the state its list
 * badge shows. docs/promotions.md.
 */
import type { FieldIssue } from './envelope';
import { PROMO_CODE_MAX } from './schemas/pricing';
import { PROMO_CODE_MIN, PROMO_CODE_PATTERN, PROMO_DESCRIPTION_MAX, type DiscountKind, type PromoKind, type PromoState } from './schemas/promotions';

/** The fields `promotionProblems` checks (text as it will be stored: trimmed). */
export interface PromotionValues {
  code: string;
  description: string;
  discountKind: DiscountKind;
  value: number;
  startsAt: string;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  minOrderCents: number;
  binRangeIds: readonly number[];
}

/**
 * Every broken rule, one issue per field at most (the first). A promo code is typed by customers: letters without
 * accents, digits, '-' and '_'; a card promotion's `code` is only a short name staff see, so whatever text of that length.
 */
export function promotionProblems(kind: PromoKind, values: PromotionValues): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (campo: string, codigo: string, mensaje: string) => {
    if (!issues.some((issue) => issue.campo === campo)) issues.push({ campo, codigo, mensaje });
  };
  const code = values.code.trim();
  if (code === '') add('code', 'required', kind === 'code' ? 'Escribe el código.' : 'Escribe un nombre corto para la promoción.');
  else if (code.length < PROMO_CODE_MIN || code.length > PROMO_CODE_MAX) add('code', 'code_length', `El código debe tener entre ${PROMO_CODE_MIN} y ${PROMO_CODE_MAX} caracteres.`);
  else if (kind === 'code' && !PROMO_CODE_PATTERN.test(code)) add('code', 'code_chars', 'El código solo puede tener letras sin tilde, números, guiones (-) y guiones bajos (_).');
  if (values.description.trim().length > PROMO_DESCRIPTION_MAX) add('description', 'description_too_long', `La descripción puede tener hasta ${PROMO_DESCRIPTION_MAX} caracteres.`);

  if (values.discountKind === 'percent' && (values.value < 1 || values.value > 10_000)) add('value', 'percent_range', 'El porcentaje debe estar entre 0,01 % y 100 %.');
  if (values.discountKind === 'fixed' && values.value < 1) add('value', 'fixed_positive', 'El descuento debe ser mayor que cero.');
  if (values.discountKind === 'free_shipping' && values.value !== 0) add('value', 'free_shipping_value', 'El envío gratis no lleva valor.');

  const starts = Date.parse(values.startsAt);
  if (Number.isNaN(starts)) add('startsAt', 'required', 'Indica desde cuándo vale.');
  if (values.endsAt !== null) {
    const ends = Date.parse(values.endsAt);
    if (Number.isNaN(ends)) add('endsAt', 'invalid_format', 'La fecha de fin no es válida.');
    else if (!Number.isNaN(starts) && ends <= starts) add('endsAt', 'window_order', 'La fecha de fin debe ser posterior a la de inicio.');
  }
  if (values.totalLimit !== null && values.totalLimit < 1) add('totalLimit', 'limit_positive', 'El límite de usos debe ser al menos 1 (o déjalo vacío: sin límite).');
  if (values.perCustomerLimit !== null && values.perCustomerLimit < 1) add('perCustomerLimit', 'limit_positive', 'El límite de usos debe ser al menos 1 (o déjalo vacío: sin límite).');
  if (values.minOrderCents < 0) add('minOrderCents', 'negative_amount', 'El valor no puede ser negativo.');
  if (kind === 'card' && values.binRangeIds.length === 0) add('binRangeIds', 'bins_required', 'Elige al menos un rango de BIN.');
  if (kind === 'code' && values.binRangeIds.length > 0) add('binRangeIds', 'bins_card_only', 'Solo las promociones de tarjeta llevan rangos de BIN.');
  return issues;
}

/** The facts `promotionState` reads. */
export interface PromotionStateFacts {
  active: boolean;
  startsAt: string;
  endsAt: string | null;
  totalLimit: number | null;
  usedCount: number;
}

/**
 * The list's badge at `now`: switched off beats everything, then a closed window, then no uses left, then a window
 * not open yet; otherwise it applies now. The server's 'current' and 'ended' filters follow the same order.
 */
export function promotionState(p: PromotionStateFacts, now: Date): PromoState {
  const at = now.getTime();
  if (!p.active) return 'inactive';
  if (p.endsAt !== null && Date.parse(p.endsAt) <= at) return 'ended';
  if (p.totalLimit !== null && p.usedCount >= p.totalLimit) return 'used_up';
  if (Date.parse(p.startsAt) > at) return 'scheduled';
  return 'active';
}
