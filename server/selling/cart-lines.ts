/**
 * A cart's lines as one store sells them on one day (docs/pricing.md): the request's lines merged per product, each
 * with its catalogue row, what may still be sold at the store's selling warehouse (quantity − reserved) and the
 * store's offer (Mi menú), as server/selling/cart-query.ts reads them; then why a line cannot be sold, if it cannot.
 */
import type { LineProblem } from '../../contract/schemas/pricing';
import { CallError } from '../errors/call-error';
import type { StoreOffer } from '../organisation/store-offer';

export interface CartLineRequest {
  productId: number;
  quantityMilli: number;
  /** Where it first appears in the request (for the field a refusal names). */
  position: number;
}

export interface CartProductRow {
  id: number;
  sku: string;
  name: string;
  saleUnit: 'unit' | 'kg';
  priceCents: number;
  taxRateBp: number;
  active: boolean;
  imageUrl: string | null;
  categoryId: number | null;
  /** Every category it is listed in, its main one included. */
  categoryIds: number[];
  /** Thousandths that may still be sold at the warehouse (may be below 0 if stock was counted down under reservations). */
  sellableMilli: number;
}

export interface LoadedLine {
  request: CartLineRequest;
  /** Null: no such product in the company. */
  product: CartProductRow | null;
  offer: StoreOffer | null;
  problem: LineProblem | null;
}

/**
 * Cart lines from the request, one per product: a product named twice is one line with the quantities added, where
 * it first appears. A unit product with a fractional quantity is refused (VALIDATION), naming the line.
 */
export function mergeCartLines(lines: readonly { id: number; qty: number }[]): CartLineRequest[] {
  const byId = new Map<number, CartLineRequest>();
  lines.forEach((line, position) => {
    const quantityMilli = Math.round(line.qty * 1000);
    const existing = byId.get(line.id);
    if (existing) existing.quantityMilli += quantityMilli;
    else byId.set(line.id, { productId: line.id, quantityMilli, position });
  });
  return [...byId.values()];
}

/** Why a line cannot be sold, checked in this order; null: it can. */
export function lineProblem(request: CartLineRequest, product: CartProductRow | null, offer: StoreOffer | null): LineProblem | null {
  if (!product) return 'not_found';
  if (!product.active) return 'inactive';
  if (offer && !offer.offered) return 'not_offered';
  if (offer?.outOfStock) return 'out_of_stock_today';
  if (request.quantityMilli > product.sellableMilli) return 'insufficient_stock';
  return null;
}

/** The lines with their products, offers and problems, in the request's order. */
export function cartLines(requests: readonly CartLineRequest[], products: ReadonlyMap<number, CartProductRow>, offers: ReadonlyMap<number, StoreOffer>): LoadedLine[] {
  return requests.map((request) => {
    const product = products.get(request.productId) ?? null;
    if (product && product.saleUnit === 'unit' && request.quantityMilli % 1000 !== 0) {
      throw new CallError('VALIDATION', `«${product.name}» se vende por unidades: la cantidad debe ser un número entero.`, undefined, [
        { campo: `productos.${request.position}.qty`, codigo: 'whole_units', mensaje: 'La cantidad debe ser un número entero.' },
      ]);
    }
    const offer = offers.get(request.productId) ?? null;
    return { request, product, offer, problem: lineProblem(request, product, offer) };
  });
}
