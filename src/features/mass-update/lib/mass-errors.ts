import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';

/** The mass update's own refusals (`detalle.reason`), which the generic message per code would blur. */
const REASONS: Record<string, MessageDescriptor> = {
  preview_changed: msg`Los productos cambiaron desde la vista previa (otra persona los editó). Revisa la vista previa de nuevo antes de aplicar; no se cambió nada.`,
  nothing_to_change: msg`Ninguno de los productos elegidos cambiaría: no hay nada que aplicar.`,
  not_last: msg`Solo se puede deshacer la última actualización masiva.`,
  already_undone: msg`Esta actualización masiva ya se deshizo.`,
  unknown_category: msg`La categoría no existe o está desactivada.`,
  unknown_brand: msg`La marca no existe.`,
};

/** A translated message for a mass update call's error. */
export function useMassErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const generic = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const reason = error instanceof ApiError ? error.detalle?.['reason'] : undefined;
      const descriptor = typeof reason === 'string' ? REASONS[reason] : undefined;
      return descriptor ? i18n._(descriptor) : generic(error);
    },
    [i18n, generic],
  );
}

export const isPreviewChanged = (error: unknown) => error instanceof ApiError && error.detalle?.['reason'] === 'preview_changed';
