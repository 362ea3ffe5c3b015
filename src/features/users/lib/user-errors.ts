import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The users calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  grant_sa: msg`Solo un Super Admin puede crear o nombrar Super Admins.`,
  grant_rank: msg`No puedes dar un rol por encima del tuyo.`,
  user_rank_above: msg`No puedes cambiar a un usuario de rango superior al tuyo.`,
  own_role: msg`No puedes cambiar tu propio rol ni tu empresa.`,
  own_disable: msg`No puedes desactivar tu propio usuario.`,
  warehouse_required: msg`Este rol necesita una bodega.`,
  sa_without_company: msg`Un Super Admin no pertenece a ninguna empresa, tienda ni bodega.`,
  email_taken: msg`Ya existe un usuario con ese correo electrónico.`,
  user_disabled: msg`El usuario está desactivado: actívalo antes de enviarle un enlace.`,
};

/** A toast's message for each error of these calls. */
export function useUserErrorMessage(): (error: unknown) => string {
  return useReasonErrorMessage(REASONS);
}

/** `{ campo: message }` for a VALIDATION answer, with the users' own codes translated. */
export function useUserFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
