import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The credit calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  expiry_past: msg`El vencimiento debe ser posterior a hoy.`,
  nothing_left: msg`De este crédito ya no queda nada: se consumió, venció o se revirtió.`,
  already_reversed: msg`Este movimiento ya se revirtió.`,
  not_reversible: msg`Solo se pueden revertir otorgamientos y consumos.`,
  order_not_customer: msg`Esa orden no es de este cliente.`,
};

/** A toast's message for each error of these calls. */
export function useCreditErrorMessage(): (error: unknown) => string {
  return useReasonErrorMessage(REASONS);
}

/** `{ campo: message }` for a VALIDATION answer, with the credits' own codes translated. */
export function useCreditFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
