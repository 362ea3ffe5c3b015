/** The push message calls' own refusals (`detalle.reason` / field `codigo`), in the user's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PUSH_SCHEDULE_MAX_DAYS } from '../../../../contract/schemas/push-messages';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

const REASONS: Record<string, MessageDescriptor> = {
  route_unknown: msg`La ruta no es una pantalla de la aplicación (por ejemplo /picking o /orden/123).`,
  send_at_past: msg`La hora de envío ya pasó: elige una hora futura o envíala ahora.`,
  send_at_far: msg`Solo se puede programar hasta ${PUSH_SCHEDULE_MAX_DAYS} días adelante.`,
  audience_store: msg`La tienda elegida no es de esta empresa.`,
  audience_warehouse: msg`La bodega elegida no es de esta empresa.`,
  not_scheduled: msg`Esta notificación ya se envió, se está enviando o estaba cancelada: no se puede cancelar.`,
  image_key: msg`La imagen no es válida: súbela de nuevo.`,
};

export function usePushErrorMessage(): (error: unknown) => string {
  return useReasonErrorMessage(REASONS);
}

export function usePushFieldErrors(): (error: unknown) => Record<string, string> {
  return useReasonFieldErrors(REASONS);
}
