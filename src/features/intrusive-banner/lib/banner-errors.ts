import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The banner calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  banner_window: msg`El banner debe terminar después de empezar.`,
  banner_link: msg`El enlace debe ser una dirección https:// o una ruta de la tienda que empiece por «/».`,
  banner_image: msg`Sube una imagen: un banner activo la necesita.`,
  image_key: msg`La imagen no es válida: súbela de nuevo.`,
};

/** The overlap refusal names the other banner (`detalle.banner`) with its window in the user's format. */
function overlapMessage(error: unknown, i18n: ReturnType<typeof useLingui>['i18n'], when: (iso: string) => string): string | null {
  if (!(error instanceof ApiError) || error.detalle?.['reason'] !== 'banner_overlap') return null;
  const other = error.detalle['banner'] as { id?: unknown; title?: unknown; startsAt?: unknown; endsAt?: unknown } | undefined;
  if (typeof other?.startsAt !== 'string' || typeof other.endsAt !== 'string') return error.mensaje;
  const name = typeof other.title === 'string' && other.title !== '' ? other.title : `#${String(other.id)}`;
  const from = when(other.startsAt);
  const to = when(other.endsAt);
  return i18n._(msg`Las fechas se cruzan con el banner «${name}» (del ${from} al ${to}) de esta tienda. Una tienda muestra un solo banner a la vez: cambia las fechas o desactiva uno.`);
}

/** A message for each error of these calls; `when` formats an ISO instant. */
export function useBannerErrorMessage(when: (iso: string) => string): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useReasonErrorMessage(REASONS);
  return useCallback((error: unknown) => overlapMessage(error, i18n, when) ?? describe(error), [describe, i18n, when]);
}

/** `{ campo: message }` for a VALIDATION answer, with the banner calls' own codes translated. */
export function useBannerFieldErrors(when: (iso: string) => string): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  const fields = useReasonFieldErrors(REASONS);
  return useCallback(
    (error: unknown) => {
      const result = fields(error);
      const overlap = overlapMessage(error, i18n, when);
      if (overlap) result['startsAt'] = overlap;
      return result;
    },
    [fields, i18n, when],
  );
}
