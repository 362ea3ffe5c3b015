/** The refusals of placing an order (/Order/Place, docs/checkout.md) reach the user in their language, not in the server's Spanish. */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { fieldErrors } from '../../src/lib/error-message';
import { messages as en } from '../../src/locales/en/messages';

const english = setupI18n({ locale: 'en', messages: { en } });

describe('placing an order: field refusals', () => {
  it('translates each rule the server names', () => {
    const codes: Array<[string, string]> = [
      ['tiendaId', 'store_closed'],
      ['slotId', 'slot_weekday'],
      ['fechaEntrega', 'store_closed_day'],
      ['productos', 'empty_cart'],
      ['pago', 'credit_short'],
      ['creditoCents', 'credit_above_total'],
    ];
    const error = new ApiError({
      codigo: 'VALIDATION',
      mensaje: 'Revisa estos campos.',
      status: 422,
      errores: codes.map(([campo, codigo]) => ({ campo, codigo, mensaje: `Mensaje del servidor (${codigo}).` })),
    });
    expect(fieldErrors(error, english)).toEqual({
      tiendaId: 'The store is not taking orders right now.',
      slotId: 'That delivery window is not on the chosen day; choose the window again.',
      fechaEntrega: 'The store is closed that day; choose another.',
      productos: 'The cart is empty: add products before confirming.',
      pago: 'To pay with credit alone, the credit must cover the whole order total.',
      creditoCents: 'The credit to use cannot be more than the order total.',
    });
    const later = new ApiError({ codigo: 'VALIDATION', mensaje: 'x', status: 422, errores: [{ campo: 'slotId', codigo: 'slot_started', mensaje: 'x' }, { campo: 'productos', codigo: 'min_order', mensaje: 'x' }] });
    expect(fieldErrors(later, english)).toEqual({
      slotId: 'That delivery window has already started or passed; choose another.',
      productos: "The purchase is below the store's minimum; add products.",
    });
  });
});
