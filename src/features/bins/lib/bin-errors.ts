import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The BIN calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  bin_digits: msg`Escribe de 6 a 8 dígitos, sin espacios ni letras.`,
  bin_order: msg`El BIN final no puede ser menor que el inicial.`,
  bin_in_use: msg`Una promoción de tarjeta usa este rango: no se puede eliminar. Desactívalo para que deje de aplicarse.`,
};

/** The overlap refusal names the range it overlaps (`detalle.overlap`): bank, brand and its ends. */
function overlapMessage(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof ApiError) || error.detalle?.['reason'] !== 'bin_overlap') return null;
  const range = error.detalle['overlap'] as { bank?: unknown; brand?: unknown; binFrom?: unknown; binTo?: unknown } | undefined;
  if (typeof range?.bank !== 'string' || typeof range.brand !== 'string' || typeof range.binFrom !== 'string' || typeof range.binTo !== 'string') return error.mensaje;
  const { bank, brand, binFrom, binTo } = range;
  return i18n._(msg`Se cruza con el rango de ${bank} ${brand} (${binFrom}–${binTo}). Los rangos de una empresa no pueden cruzarse, aunque estén inactivos.`);
}

/** A message for each error of these calls. */
export function useBinErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useReasonErrorMessage(REASONS);
  return useCallback((error: unknown) => overlapMessage(error, i18n) ?? describe(error), [describe, i18n]);
}

/** `{ campo: message }` for a VALIDATION answer: the BIN codes translated, an overlap on "BIN inicial". */
export function useBinFieldErrors(): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  const fields = useReasonFieldErrors(REASONS);
  return useCallback(
    (error: unknown) => {
      const result = fields(error);
      const overlap = overlapMessage(error, i18n);
      if (overlap) result['binFrom'] = overlap;
      return result;
    },
    [fields, i18n],
  );
}
