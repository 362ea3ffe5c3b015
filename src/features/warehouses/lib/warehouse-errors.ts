import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';

/** The warehouse calls' own refusals without numbers (`detalle.reason` / field `codigo`), in the user's language. */
const REASONS: Record<string, MessageDescriptor> = {
  warehouse_name_taken: msg`Ya existe una bodega con ese nombre en esta empresa.`,
  aisles_incomplete: msg`Alguien creó o borró una categoría mientras ordenabas. Recarga la página y vuelve a intentarlo.`,
  not_whole_units: msg`Este producto se cuenta por unidades: indica un número entero.`,
  not_positive: msg`Indica una cantidad mayor que cero.`,
};

/** The refusals that name how many (users and orders, stock): built from `detalle`, translated. */
function numberedMessage(error: unknown, i18n: ReturnType<typeof useLingui>['i18n'], quantity: (milli: number) => string): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = error.detalle?.['reason'];
  if (reason === 'warehouse_in_use') {
    const users = Number(error.detalle?.['users'] ?? 0);
    const orders = Number(error.detalle?.['orders'] ?? 0);
    if (orders === 0) return i18n._(msg`No se puede desactivar esta bodega: tiene ${plural(users, { one: '# usuario asignado', other: '# usuarios asignados' })}. Asígnalos primero a otra bodega.`);
    if (users === 0) return i18n._(msg`No se puede desactivar esta bodega: tiene ${plural(orders, { one: '# orden en curso', other: '# órdenes en curso' })}. Termínalas o cancélalas primero.`);
    return i18n._(
      msg`No se puede desactivar esta bodega: tiene ${plural(users, { one: '# usuario asignado', other: '# usuarios asignados' })} y ${plural(orders, { one: '# orden en curso', other: '# órdenes en curso' })}. Asigna esos usuarios a otra bodega y termina o cancela esas órdenes primero.`,
    );
  }
  if (reason === 'damaged_above_stock') {
    const stock = quantity(Number(error.detalle?.['stockMilli'] ?? 0));
    return i18n._(msg`No puedes dar de baja más de lo que hay: en esta bodega hay ${stock}.`);
  }
  return null;
}

/** A message for each error of these calls; `quantity` formats a stock amount of the product in question. */
export function useWarehouseErrorMessage(quantity: (milli: number) => string = String): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useReasonErrorMessage(REASONS);
  return useCallback((error: unknown) => numberedMessage(error, i18n, quantity) ?? describe(error), [describe, i18n, quantity]);
}

/** `{ campo: message }` for a VALIDATION answer, with the warehouses' own codes translated. */
export function useWarehouseFieldErrors(quantity: (milli: number) => string = String): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  const fields = useReasonFieldErrors(REASONS);
  return useCallback(
    (error: unknown) => {
      const result = fields(error);
      const numbered = numberedMessage(error, i18n, quantity);
      if (numbered && error instanceof ApiError) for (const issue of error.errores) result[issue.campo] = numbered;
      return result;
    },
    [fields, i18n, quantity],
  );
}
