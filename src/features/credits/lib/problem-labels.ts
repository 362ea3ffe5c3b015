import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreditRowProblem } from '../../../../contract/schemas/credits';
import type { ReadErrorCode } from '../../../lib/sheets/sheet-read';

/** Why a bulk grant row is refused (the preview and the server's answer), in the user's language. */
export const ROW_PROBLEMS: Record<CreditRowProblem, MessageDescriptor> = {
  customer_required: msg`Falta el correo o documento del cliente.`,
  amount_invalid: msg`El monto debe ser mayor que cero, con hasta 2 decimales.`,
  amount_too_big: msg`El monto es demasiado grande.`,
  reason_required: msg`Falta el motivo.`,
  reason_too_long: msg`El motivo es demasiado largo (máximo 200 caracteres).`,
  expiry_invalid: msg`El vencimiento no es una fecha (AAAA-MM-DD o DD/MM/AAAA).`,
  expiry_past: msg`El vencimiento debe ser posterior a hoy.`,
  customer_not_found: msg`No hay ningún cliente de la empresa con ese correo o documento.`,
  customer_ambiguous: msg`Varios clientes tienen ese correo o documento.`,
};

/** Why a spreadsheet could not be read. */
export const READ_ERRORS: Record<ReadErrorCode, MessageDescriptor> = {
  wrong_type: msg`El archivo no es una hoja de cálculo .xlsx o .xls.`,
  too_large: msg`El archivo es demasiado grande: el máximo es 20 MB.`,
  empty: msg`La hoja está vacía: necesita una fila de encabezados y al menos una fila.`,
  encrypted: msg`El archivo está protegido con contraseña. Quítale la contraseña en Excel y vuelve a subirlo.`,
  corrupt: msg`No se pudo leer el archivo: está dañado o no es una hoja de cálculo válida.`,
  too_many_rows: msg`El archivo tiene demasiadas filas.`,
  hostile: msg`El archivo tiene contenido no permitido y no se leyó.`,
};
