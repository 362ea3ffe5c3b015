import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';

/** The brands calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  brand_name_taken: msg`Ya existe una marca con ese nombre en esta empresa.`,
  brand_move_same: msg`Elige otra marca para sus productos, no la que vas a eliminar.`,
  brand_in_use: msg`Esta marca tiene productos: pásalos a otra marca para eliminarla, o desactívala.`,
};

/** A toast's message for any error of these calls. */
export function useBrandErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const reason = isApiError(error) ? error.detalle?.['reason'] : undefined;
      const descriptor = typeof reason === 'string' ? REASONS[reason] : undefined;
      return descriptor ? i18n._(descriptor) : describe(error);
    },
    [describe, i18n],
  );
}

/** `{ campo: message }` for a VALIDATION answer, with the brands' own codes translated. */
export function useBrandFieldErrors(): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const result = fieldErrors(error, i18n);
      if (isApiError(error)) for (const issue of error.errores) if (REASONS[issue.codigo]) result[issue.campo] = i18n._(REASONS[issue.codigo]!);
      return result;
    },
    [i18n],
  );
}
