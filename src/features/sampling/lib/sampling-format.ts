/** How sampling reads in the user's language: the state badges and the form's problem codes (client's and server's). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SamplingState } from '../../../../contract/schemas/sampling';

export const SAMPLING_STATE_BADGES: Record<SamplingState, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`En curso`, color: 'green' },
  scheduled: { label: msg`Programada`, color: 'blue' },
  ended: { label: msg`Finalizada`, color: 'gray' },
  used_up: { label: msg`Agotada`, color: 'orange' },
  inactive: { label: msg`Inactiva`, color: 'gray' },
};

/** `errores[].codigo` (server) and the form's own codes. */
export const SAMPLING_FIELD_CODES: Record<string, MessageDescriptor> = {
  required: msg`Este campo es obligatorio.`,
  too_long: msg`El nombre es demasiado largo.`,
  whole_units: msg`Escribe un número entero de unidades, al menos 1.`,
  invalid_quantity: msg`Escribe una cantidad mayor que cero, por ejemplo 0,25.`,
  invalid_total: msg`Escribe un número entero de muestras, al menos 1.`,
  total_below_used: msg`El total no puede ser menor que las muestras ya entregadas.`,
  invalid_money: msg`Escribe un importe, por ejemplo 25,00 (vacío: sin mínimo).`,
  invalid_date: msg`Elige una fecha y una hora.`,
  ends_before_start: msg`El fin debe ser posterior al inicio (o déjalo vacío).`,
  not_found: msg`Alguno de los elegidos ya no existe en esta empresa; quítalo y vuelve a elegir.`,
  inactive: msg`El producto está inactivo: elige un producto activo como muestra.`,
};
