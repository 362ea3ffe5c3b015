import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n as globalI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { ErrorCode } from '../../contract/envelope';
import { ApiError, NetworkError } from './api-client';

/** One translated message per error code; the server's Spanish `mensaje` is only a fallback. */
const CODE_MESSAGES: Record<Exclude<ErrorCode, 'RATE_LIMITED'>, MessageDescriptor> = {
  BAD_REQUEST: msg`La solicitud no es válida.`,
  METHOD_NOT_ALLOWED: msg`La solicitud no es válida.`,
  BAD_JSON: msg`La solicitud no es válida.`,
  BODY_TOO_LARGE: msg`Los datos enviados son demasiado grandes.`,
  FORBIDDEN_KEY: msg`La solicitud contiene datos no permitidos.`,
  UNKNOWN_PATH: msg`Esta función no está disponible.`,
  VALIDATION: msg`Revisa los datos marcados.`,
  NOT_AUTHENTICATED: msg`Inicia sesión para continuar.`,
  SESSION_EXPIRED: msg`Tu sesión expiró. Inicia sesión de nuevo.`,
  FORBIDDEN: msg`No tienes permiso para hacer esto.`,
  NOT_FOUND: msg`No encontramos lo que buscas.`,
  INVALID_CREDENTIALS: msg`El correo o la contraseña no son correctos.`,
  ACCOUNT_DISABLED: msg`Tu cuenta está desactivada. Habla con un administrador.`,
  EMAIL_TAKEN: msg`Ya existe una cuenta con ese correo electrónico.`,
  RESET_TOKEN_INVALID: msg`El enlace no es válido o ya caducó.`,
  CONFLICT: msg`Otra persona cambió estos datos. Recarga e inténtalo de nuevo.`,
  INVALID_MOVE: msg`Ese cambio de estado no está permitido.`,
  STALE_VERSION: msg`Estos datos cambiaron mientras los editabas. Recarga e inténtalo de nuevo.`,
  SYNC_GAP: msg`Faltan cambios anteriores de este dispositivo en el servidor; los cambios pendientes no se enviaron.`,
  INSUFFICIENT_CREDIT: msg`El cliente no tiene saldo suficiente para ese consumo; no se cambió nada.`,
  GEOCODER_OFF: msg`La búsqueda de direcciones no está configurada.`,
  GEOCODER_UNREACHABLE: msg`El servicio de direcciones no responde; escribe las coordenadas a mano.`,
  OUT_OF_STOCK: msg`No queda stock suficiente de algunos productos; revisa las cantidades. No se creó la orden.`,
  SLOT_FULL: msg`Ese horario de entrega ya no tiene cupo; elige otro. No se creó la orden.`,
  PROMO_UNAVAILABLE: msg`La promoción no se puede aplicar a esta compra.`,
  PRICE_CHANGED: msg`Los precios cambiaron desde que se calculó el total; revisa el nuevo total y confirma otra vez.`,
  INTERNAL: msg`Algo salió mal en el servidor. Inténtalo de nuevo en unos minutos.`,
};

/**
 * Messages for the `codigo` of one field problem (server zod issue codes and ours), shown next to the field: every
 * code the server sends has one, so the user reads the rule in their language (the Spanish `mensaje` is only for
 * a code this table lacks, such as a contract refinement's own "custom" sentence).
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  required: msg`Este campo es obligatorio.`,
  invalid_type: msg`El valor no tiene el tipo correcto.`,
  invalid_format: msg`El formato no es válido.`,
  invalid_string: msg`El formato no es válido.`,
  too_small: msg`El valor es demasiado corto o pequeño.`,
  too_big: msg`El valor es demasiado largo o grande.`,
  invalid_value: msg`Elige uno de los valores permitidos.`,
  invalid_union: msg`Elige uno de los valores permitidos.`,
  not_multiple_of: msg`El valor no es un múltiplo permitido.`,
  invalid_key: msg`El valor no es válido.`,
  invalid_element: msg`El valor no es válido.`,
  unrecognized_key: msg`Este campo no está permitido.`,
  invalid_text: msg`El texto tiene caracteres que no se pueden guardar.`,
  EMAIL_TAKEN: msg`Ya existe una cuenta con ese correo electrónico.`,
  // Placing an order (/Order/Place, docs/checkout.md).
  store_closed: msg`La tienda está cerrada para pedidos en este momento.`,
  slot_weekday: msg`Ese horario de entrega no es del día elegido; vuelve a elegir el horario.`,
  slot_started: msg`Ese horario de entrega ya empezó o pasó; elige otro.`,
  store_closed_day: msg`La tienda no abre ese día; elige otro.`,
  empty_cart: msg`El carrito está vacío: agrega productos antes de confirmar.`,
  min_order: msg`La compra no llega al mínimo de la tienda; agrega productos.`,
  credit_above_total: msg`El crédito a usar no puede ser mayor que el total de la orden.`,
  credit_short: msg`Para pagar solo con crédito, el crédito debe cubrir el total de la orden.`,
  coordinates_pair: msg`Indica la latitud y la longitud, o ninguna.`,
};

/** Why a move was refused (`detalle.reason` of INVALID_MOVE; docs/decisions/008), in the user's language. */
const MOVE_REFUSALS: Record<string, MessageDescriptor> = {
  cancelled: msg`La orden está cancelada: ya no se puede mover.`,
  needs_picker: msg`Para pasar a «En picking» la orden necesita un picker: que la tome en Picking o asígnale uno.`,
  unpicked_lines: msg`Quedan líneas sin pickear: termina el picking o confirma el cierre forzado.`,
  not_assigned: msg`La orden la está pickeando otra persona; solo ella puede terminarla, desde Picking.`,
  role: msg`Tu rol no puede hacer este cambio de estado.`,
  not_a_move: msg`Ese cambio de estado no está permitido.`,
};

const OFFLINE = msg`Sin conexión. Revisa tu red e inténtalo de nuevo.`;
const UNKNOWN = msg`Algo salió mal. Inténtalo de nuevo.`;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A translated message for any error thrown by callApi (or anything else). */
export function describeError(error: unknown, i18n: I18n): string {
  if (error instanceof NetworkError || (isOffline() && !(error instanceof ApiError))) return i18n._(OFFLINE);
  if (!(error instanceof ApiError)) return i18n._(UNKNOWN);
  if (error.codigo === 'RATE_LIMITED') {
    const seconds = Number(error.detalle?.['retryAfterSeconds']);
    if (Number.isFinite(seconds) && seconds > 0) {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return i18n._(
        msg`${plural(minutes, {
          one: 'Demasiados intentos. Vuelve a intentarlo en # minuto.',
          other: 'Demasiados intentos. Vuelve a intentarlo en # minutos.',
        })}`,
      );
    }
    return i18n._(msg`Demasiados intentos. Espera un momento y vuelve a intentarlo.`);
  }
  const reason = error.codigo === 'INVALID_MOVE' ? error.detalle?.['reason'] : undefined;
  const refusal = typeof reason === 'string' ? MOVE_REFUSALS[reason] : undefined;
  if (refusal) return i18n._(refusal);
  const descriptor = CODE_MESSAGES[error.codigo] as MessageDescriptor | undefined;
  if (descriptor) return i18n._(descriptor);
  return error.mensaje || i18n._(UNKNOWN);
}

/** Hook form: re-renders with the active locale. */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => describeError(error, i18n), [i18n]);
}

/** Field problems of a VALIDATION answer as `{ [campo]: message }`, for showing next to each input. */
export function fieldErrors(error: unknown, i18n: I18n = globalI18n): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const issue of error.errores) {
    if (result[issue.campo] !== undefined) continue;
    const descriptor = FIELD_MESSAGES[issue.codigo];
    result[issue.campo] = descriptor ? i18n._(descriptor) : issue.mensaje;
  }
  return result;
}

/** Hook: the message of a screen's own refusal (`detalle.reason` in `reasons`), else `describeError`'s. */
export function useReasonErrorMessage(reasons: Readonly<Record<string, MessageDescriptor>>): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const reason = error instanceof ApiError ? error.detalle?.['reason'] : undefined;
      const descriptor = typeof reason === 'string' ? reasons[reason] : undefined;
      return descriptor ? i18n._(descriptor) : describeError(error, i18n);
    },
    [i18n, reasons],
  );
}

/** Hook: `fieldErrors` with a screen's own issue codes (`errores[].codigo` in `reasons`) translated. */
export function useReasonFieldErrors(reasons: Readonly<Record<string, MessageDescriptor>>): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const result = fieldErrors(error, i18n);
      if (error instanceof ApiError) {
        for (const issue of error.errores) {
          const descriptor = reasons[issue.codigo];
          if (descriptor) result[issue.campo] = i18n._(descriptor);
        }
      }
      return result;
    },
    [i18n, reasons],
  );
}
