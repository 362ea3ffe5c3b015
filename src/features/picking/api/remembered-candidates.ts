/**
 * Products chosen as substitutes from `/Picking/FindProducts` (not among the candidates `/Picking/Get` preloads). The
 * chooser adds them to the cached order's candidates, so the outbox's optimistic view (apply-pending.ts) can show the
 * substitute until the server's line comes back; a Get that lands in between keeps them (keepNewer).
 */
import type { PickingGetData, PickingProduct } from '../../../../contract/schemas/picking';

const remembered = new Map<number, Map<number, PickingProduct>>();

export function rememberProduct(orderId: number, product: PickingProduct): void {
  const products = remembered.get(orderId) ?? new Map<number, PickingProduct>();
  products.set(product.id, product);
  remembered.set(orderId, products);
}

/** `data` with the products remembered for its order appended to its candidates, when missing. */
export function withRemembered(data: PickingGetData): PickingGetData {
  const products = remembered.get(data.order.id);
  if (!products) return data;
  const have = new Set(data.candidates.map((product) => product.id));
  const missing = [...products.values()].filter((product) => !have.has(product.id));
  return missing.length === 0 ? data : { ...data, candidates: [...data.candidates, ...missing] };
}

/** Tests start clean. */
export function forgetRememberedProducts(): void {
  remembered.clear();
}
