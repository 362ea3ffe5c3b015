/**
 * The promotion form's field problems in the user's language: the contract's rules (promotionProblems) checked as
 * the user types, the texts the form could not read, and the server's answer (a code taken, a limit below the uses),
 * by `errores[].codigo`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldIssue } from '../../../../contract/envelope';
import { PROMO_CODE_MAX } from '../../../../contract/schemas/pricing';
import { PROMO_CODE_MIN, PROMO_DESCRIPTION_MAX } from '../../../../contract/schemas/promotions';
import { ApiError } from '../../../lib/api-client';

export const PROMOTION_FIELD_CODES: Record<string, MessageDescriptor> = {
  required: msg`Este campo es obligatorio.`,
  code_length: msg`El código debe tener entre ${PROMO_CODE_MIN} y ${PROMO_CODE_MAX} caracteres.`,
  code_chars: msg`El código solo puede tener letras sin tilde, números, guiones (-) y guiones bajos (_).`,
  code_taken: msg`Ya existe una promoción con este código en la empresa.`,
  description_too_long: msg`La descripción puede tener hasta ${PROMO_DESCRIPTION_MAX} caracteres.`,
  percent_range: msg`El porcentaje debe estar entre 0,01 % y 100 %.`,
  fixed_positive: msg`El descuento debe ser mayor que cero.`,
  free_shipping_value: msg`El envío gratis no lleva valor.`,
  invalid_format: msg`La fecha no es válida.`,
  window_order: msg`La fecha de fin debe ser posterior a la de inicio.`,
  limit_positive: msg`El límite debe ser al menos 1 (o déjalo vacío: sin límite).`,
  negative_amount: msg`El valor no puede ser negativo.`,
  bins_required: msg`Elige al menos un rango de BIN.`,
  bins_card_only: msg`Solo las promociones de tarjeta llevan rangos de BIN.`,
  not_found: msg`Alguno de los elegidos ya no existe en esta empresa; quítalo y vuelve a elegir.`,
  invalid_percent: msg`Escribe un porcentaje, por ejemplo 10 o 12,5.`,
  invalid_money: msg`Escribe un importe, por ejemplo 12,50.`,
  invalid_count: msg`Escribe un número entero, o déjalo vacío: sin límite.`,
  invalid_date: msg`Elige una fecha y una hora.`,
};

/** `{ campo: message }`: the first problem of each field. */
export function promotionFieldMessages(issues: ReadonlyArray<Pick<FieldIssue, 'campo' | 'codigo' | 'mensaje'>>, i18n: I18n): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    if (result[issue.campo] !== undefined) continue;
    const descriptor = PROMOTION_FIELD_CODES[issue.codigo];
    result[issue.campo] = descriptor ? i18n._(descriptor) : issue.mensaje;
  }
  return result;
}

/** The server's field problems of a refused save, translated; a total limit below the uses names how many. */
export function serverPromotionFieldMessages(error: unknown, i18n: I18n): Record<string, string> {
  if (!(error instanceof ApiError) || error.codigo !== 'VALIDATION') return {};
  const result = promotionFieldMessages(error.errores, i18n);
  const used = Number(error.detalle?.['usedCount']);
  if (error.errores.some((issue) => issue.codigo === 'limit_below_used') && Number.isFinite(used)) {
    result['totalLimit'] = i18n._(msg`Usos hasta ahora: ${used}. El límite total no puede ser menor.`);
  }
  return result;
}
