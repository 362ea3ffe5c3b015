import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage } from '../../../lib/error-message';

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
  return useReasonErrorMessage(REASONS);
}

export const isPreviewChanged = (error: unknown) => error instanceof ApiError && error.detalle?.['reason'] === 'preview_changed';
