import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The brands calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  brand_name_taken: msg`Ya existe una marca con ese nombre en esta empresa.`,
  brand_move_same: msg`Elige otra marca para sus productos, no la que vas a eliminar.`,
  brand_in_use: msg`Esta marca tiene productos: pásalos a otra marca para eliminarla, o desactívala.`,
};

/** A toast's message for any error of these calls. */
export function useBrandErrorMessage(): (error: unknown) => string {
  return useReasonErrorMessage(REASONS);
}

/** `{ campo: message }` for a VALIDATION answer, with the brands' own codes translated. */
export function useBrandFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
