import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { MENU_DEPTH_MAX, MENU_ITEMS_MAX } from '../../../../contract/schemas/menu';
import { isApiError } from '../../../lib/api-client';
import { fieldErrors, useErrorMessage } from '../../../lib/error-message';

/** The menu calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  menu_cycle: msg`Un elemento no puede ir dentro de sí mismo ni de uno de sus subelementos.`,
  menu_too_deep: msg`El menú admite como máximo ${MENU_DEPTH_MAX} niveles.`,
  menu_full: msg`El menú admite como máximo ${MENU_ITEMS_MAX} elementos.`,
  menu_url_scheme: msg`La dirección debe empezar por http:// o https://.`,
  menu_url_invalid: msg`La dirección no es una URL válida (por ejemplo https://tienda.example/ofertas).`,
  menu_changed: msg`El menú cambió mientras lo ordenabas. Lo recargamos: vuelve a intentarlo.`,
};

export function menuReason(code: string): MessageDescriptor | undefined {
  return REASONS[code];
}

/** A toast's message for any error of these calls. */
export function useMenuErrorMessage(): (error: unknown) => string {
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

/** `{ campo: message }` for a VALIDATION answer, with the menu's own codes translated. */
export function useMenuFieldErrors(): (error: unknown) => Record<string, string> {
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
