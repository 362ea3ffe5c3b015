/** What still blocks placing a sale, in the user's language (lib/selling/sale-request.ts names the gaps). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { SaleGap } from '../lib/selling/sale-request';

const GAP_MESSAGES: Record<SaleGap, MessageDescriptor> = {
  cart: msg`Agrega productos al carrito.`,
  address: msg`Elige o agrega la dirección de entrega.`,
  zone: msg`Elige la zona de entrega.`,
  slot: msg`Elige el día y el horario de entrega.`,
  pricing: msg`Calculando el total…`,
  problems: msg`Quita o corrige los productos marcados en el carrito.`,
  minimum: msg`El pedido no llega al mínimo de la tienda.`,
};

export function useSaleGaps(): (gaps: SaleGap[]) => string[] {
  const { i18n } = useLingui();
  return (gaps) => gaps.map((gap) => i18n._(GAP_MESSAGES[gap]));
}
