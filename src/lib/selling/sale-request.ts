/**
 * The `/Order/Place` request of a sale as the call center and checkout build it, from the same pieces they price
 * the cart with (so the total agreed is the one the server checks), or what is still missing. Pure.
 */
import type { CustomerAddress } from '../../../contract/schemas/customers';
import type { PricingData } from '../../../contract/schemas/pricing';
import { cartLines, type CartState } from '../cart/cart-rules';
import type { PlaceOrderInput } from './place-order';

export type SaleGap = 'cart' | 'address' | 'zone' | 'slot' | 'pricing' | 'problems' | 'minimum';

export interface SalePieces {
  scope: { empresaId?: number };
  channel: 'web' | 'call_center';
  customerId: number;
  storeId: number;
  cart: CartState;
  address: CustomerAddress | null;
  fulfilment: 'delivery' | 'pickup';
  zoneNeeded: boolean;
  zoneId: number | null;
  day: string | null;
  slotId: number | null;
  promoCode: string;
  bin: string;
  payment: 'cash' | 'card' | 'store_credit';
  creditCents: number;
  pricing: PricingData | null;
}

/** The pricing call's own part (the same for pricing and placing). */
export function salePricingParams(p: Pick<SalePieces, 'scope' | 'customerId' | 'storeId' | 'cart' | 'fulfilment' | 'zoneNeeded' | 'zoneId' | 'day' | 'promoCode' | 'bin'>) {
  return {
    ...(p.scope.empresaId === undefined ? {} : { empresaId: p.scope.empresaId }),
    customerId: p.customerId,
    storeId: p.storeId,
    cart: p.cart,
    ...(p.day ? { day: p.day } : {}),
    fulfilment: p.fulfilment,
    ...(p.fulfilment === 'delivery' && p.zoneNeeded && p.zoneId !== null ? { zoneId: p.zoneId } : {}),
    ...(p.promoCode ? { promoCode: p.promoCode } : {}),
    ...(p.bin ? { bin: p.bin } : {}),
  };
}

export function saleRequest(p: SalePieces): { request: PlaceOrderInput | null; missing: SaleGap[] } {
  const missing: SaleGap[] = [];
  if (p.cart.productos.length === 0) missing.push('cart');
  if (p.fulfilment === 'delivery' && p.address === null) missing.push('address');
  if (p.fulfilment === 'delivery' && p.zoneNeeded && p.zoneId === null) missing.push('zone');
  if (p.day === null || p.slotId === null) missing.push('slot');
  if (p.cart.productos.length > 0 && p.pricing === null) missing.push('pricing');
  if (p.pricing && p.pricing.problemas.length > 0) missing.push('problems');
  if (p.pricing && p.pricing.totales.paymentTotal < p.pricing.minimoPedido) missing.push('minimum');
  if (missing.length > 0 || p.pricing === null || p.day === null || p.slotId === null) return { request: null, missing };
  const request: PlaceOrderInput = {
    ...(p.scope.empresaId === undefined ? {} : { empresaId: p.scope.empresaId }),
    idCliente: p.customerId,
    tiendaId: p.storeId,
    productos: cartLines(p.cart),
    esEnvioGratis: p.cart.esEnvioGratis,
    fechaEntrega: p.day,
    entrega: p.fulfilment,
    ...(p.fulfilment === 'delivery' && p.zoneNeeded && p.zoneId !== null ? { zonaId: p.zoneId } : {}),
    ...(p.promoCode ? { codigoPromo: p.promoCode } : {}),
    ...(p.bin ? { bin: p.bin } : {}),
    canal: p.channel,
    slotId: p.slotId,
    ...(p.fulfilment === 'delivery' && p.address ? { direccion: { address: `${p.address.address}, ${p.address.city}`, lat: p.address.lat, lng: p.address.lng } } : {}),
    pago: p.payment,
    ...(p.creditCents > 0 ? { creditoCents: p.creditCents } : {}),
    totalEsperado: p.pricing.totalOrden,
  };
  return { request, missing };
}
