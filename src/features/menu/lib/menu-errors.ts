import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { MENU_DEPTH_MAX, MENU_ITEMS_MAX } from '../../../../contract/schemas/menu';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

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
  return useReasonErrorMessage(REASONS);
}

/** `{ campo: message }` for a VALIDATION answer, with the menu's own codes translated. */
export function useMenuFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
