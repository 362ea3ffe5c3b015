/**
 * The store form's field problems in the user's language: the contract's rules (storeFormProblems) checked as the
 * user types, and the server's answer (a name another store has), by `errores[].codigo`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldIssue } from '../../../../contract/envelope';
import { STORE_AREA_MAX, STORE_NAME_MAX, STORE_PHONE_MAX, STORE_REASON_MAX, STORE_SLOT_CAPACITY_MAX } from '../../../../contract/schemas/stores';
import { ApiError } from '../../../lib/api-client';

export const STORE_FIELD_CODES: Record<string, MessageDescriptor> = {
  required: msg`Este campo es obligatorio.`,
  name_too_long: msg`El nombre puede tener hasta ${STORE_NAME_MAX} caracteres.`,
  name_taken: msg`Ya hay otra tienda con este nombre en la empresa.`,
  coordinates_pair: msg`Indica la latitud y la longitud, o ninguna.`,
  phone_too_long: msg`El teléfono puede tener hasta ${STORE_PHONE_MAX} caracteres.`,
  invalid_phone: msg`Escribe el teléfono con dígitos (y, si quieres, +, espacios, guiones o paréntesis).`,
  invalid_time: msg`Escribe la hora como HH:MM (por ejemplo 08:30).`,
  window_order: msg`La hora de cierre debe ser posterior a la de apertura.`,
  hours_overlap: msg`Este horario se cruza con otro del mismo día.`,
  duplicate_date: msg`Ya hay una excepción para esta fecha.`,
  reason_too_long: msg`El motivo puede tener hasta ${STORE_REASON_MAX} caracteres.`,
  duplicate_zone: msg`Ya hay otra zona con este nombre.`,
  invalid_area: msg`Cada sector debe tener entre 1 y ${STORE_AREA_MAX} caracteres.`,
  zones_required: msg`Para cobrar el envío por zona, agrega al menos una zona de entrega.`,
  invalid_capacity: msg`La capacidad debe ser un número entre 0 y ${STORE_SLOT_CAPACITY_MAX}.`,
  slot_overlap: msg`Esta franja se cruza con otra del mismo día.`,
  negative_amount: msg`El valor no puede ser negativo.`,
  amount_too_large: msg`El valor es demasiado grande.`,
  invalid_money: msg`Escribe un importe, por ejemplo 12,50.`,
  warehouses_required: msg`Elige al menos una bodega desde la que despacha la tienda.`,
  duplicate_warehouse: msg`Una bodega aparece dos veces.`,
};

/** `{ campo: message }`: the first problem of each field. */
export function storeFieldMessages(issues: readonly FieldIssue[], i18n: I18n): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of issues) {
    if (result[issue.campo] !== undefined) continue;
    const descriptor = STORE_FIELD_CODES[issue.codigo];
    result[issue.campo] = descriptor ? i18n._(descriptor) : issue.mensaje;
  }
  return result;
}

/** The server's field problems of a refused save, translated. */
export function serverStoreFieldMessages(error: unknown, i18n: I18n): Record<string, string> {
  if (!(error instanceof ApiError) || error.codigo !== 'VALIDATION') return {};
  return storeFieldMessages(error.errores, i18n);
}
