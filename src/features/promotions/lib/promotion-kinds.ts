/** What changes between the promo code screens and the card promotion ones: their words and their routes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PromoKind } from '../../../../contract/schemas/promotions';

export interface KindTexts {
  title: MessageDescriptor;
  one: MessageDescriptor;
  newLabel: MessageDescriptor;
  newTitle: MessageDescriptor;
  codeLabel: MessageDescriptor;
  codeHint: MessageDescriptor;
  searchLabel: MessageDescriptor;
  listPath: '/promocodes' | '/promotarjetas';
  detailPath: '/promocode/$id' | '/promotarjeta/$id';
}

/** The `$id` of a new promotion's page: /promocode/nuevo, /promotarjeta/nueva. */
export const NEW_ID: Record<PromoKind, string> = { code: 'nuevo', card: 'nueva' };

export const KIND_TEXTS: Record<PromoKind, KindTexts> = {
  code: {
    title: msg`Códigos promocionales`,
    one: msg`Código promocional`,
    newLabel: msg`Nuevo código`,
    newTitle: msg`Nuevo código promocional`,
    codeLabel: msg`Código`,
    codeHint: msg`Lo que escribe el cliente: letras sin tilde, números, - y _. No distingue mayúsculas.`,
    searchLabel: msg`Buscar códigos`,
    listPath: '/promocodes',
    detailPath: '/promocode/$id',
  },
  card: {
    title: msg`Promociones de tarjeta`,
    one: msg`Promoción de tarjeta`,
    newLabel: msg`Nueva promoción de tarjeta`,
    newTitle: msg`Nueva promoción de tarjeta`,
    codeLabel: msg`Nombre corto`,
    codeHint: msg`Cómo la ve el personal en las órdenes y reportes.`,
    searchLabel: msg`Buscar promociones de tarjeta`,
    listPath: '/promotarjetas',
    detailPath: '/promotarjeta/$id',
  },
};
