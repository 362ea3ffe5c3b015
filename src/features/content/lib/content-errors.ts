import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContentRefusal } from '../../../../contract/schemas/content';
import { LIST_ACTION_MAX } from '../../../../contract/ui-item-action';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/**
 * The content calls' own refusals (`detalle.reason` / field `codigo`) and the image upload's (contract/file-routes.ts
 * UPLOAD_REFUSALS that a content image can meet), in the user's language.
 */
const REASONS: Record<ContentRefusal | 'too_large' | 'not_image' | 'too_many_pixels' | 'no_file', MessageDescriptor> = {
  action_product: msg`Elige un producto de esta empresa.`,
  action_category: msg`Elige categorías de esta empresa.`,
  action_url: msg`Escribe una dirección https:// o una ruta de la app que empiece por «/».`,
  action_list: msg`Elige hasta ${LIST_ACTION_MAX} categorías.`,
  action_list_duplicate: msg`Una categoría está repetida en la lista.`,
  action_extra: msg`Esta acción no lleva destino: déjalo vacío.`,
  window_order: msg`El fin de la vigencia debe ser posterior a su inicio.`,
  image_key: msg`La imagen no es válida: súbela de nuevo.`,
  order_list: msg`Los ítems cambiaron mientras ordenabas: se volvió al orden guardado.`,
  too_many_items: msg`Este elemento ya tiene el máximo de ítems. Elimina alguno antes de agregar otro.`,
  too_many_elements: msg`La empresa ya tiene el máximo de elementos. Elimina alguno antes de crear otro.`,
  too_large: msg`El archivo es demasiado grande.`,
  not_image: msg`El archivo no es una imagen válida (JPEG, PNG, WebP, GIF o AVIF).`,
  too_many_pixels: msg`La imagen tiene demasiados píxeles (máximo 40 megapíxeles).`,
  no_file: msg`Elige un archivo.`,
};

/** A toast's message for an error of these calls or of the image upload. */
export function useContentErrorMessage(): (error: unknown) => string {
  return useReasonErrorMessage(REASONS);
}

/** `{ campo: message }` for a VALIDATION answer, with the content codes translated. */
export function useContentFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
