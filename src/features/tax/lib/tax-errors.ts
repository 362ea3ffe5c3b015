import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The tax calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  tax_holiday_dates: msg`La fecha final no puede ser anterior a la fecha inicial.`,
  tax_holiday_category: msg`Una de las categorías elegidas ya no existe. Recarga la página y vuelve a elegirlas.`,
};

/** The overlap refusal names the period it overlaps (`detalle.periodo`), with its dates in the user's format. */
function overlapMessage(error: unknown, i18n: ReturnType<typeof useLingui>['i18n'], day: (iso: string) => string): string | null {
  if (!(error instanceof ApiError) || error.detalle?.['reason'] !== 'tax_holiday_overlap') return null;
  const period = error.detalle['periodo'] as { nombre?: unknown; desde?: unknown; hasta?: unknown } | undefined;
  if (typeof period?.nombre !== 'string' || typeof period.desde !== 'string' || typeof period.hasta !== 'string') return error.mensaje;
  const nombre = period.nombre;
  const desde = day(period.desde);
  const hasta = day(period.hasta);
  return i18n._(msg`Las fechas se cruzan con el periodo «${nombre}» (del ${desde} al ${hasta}). Un día solo puede tener un periodo: cambia las fechas.`);
}

/** A message for each error of these calls; `day` formats a YYYY-MM-DD day. */
export function useTaxErrorMessage(day: (iso: string) => string): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useReasonErrorMessage(REASONS);
  return useCallback((error: unknown) => overlapMessage(error, i18n, day) ?? describe(error), [describe, i18n, day]);
}

/** `{ campo: message }` for a VALIDATION answer, with the tax calls' own codes translated. */
export function useTaxFieldErrors(day: (iso: string) => string): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  const fields = useReasonFieldErrors(REASONS);
  return useCallback(
    (error: unknown) => {
      const result = fields(error);
      const overlap = overlapMessage(error, i18n, day);
      if (overlap) result['desde'] = overlap;
      return result;
    },
    [fields, i18n, day],
  );
}
