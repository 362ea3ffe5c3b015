/**
 * Spec §3–§5 cart rules, exactly, as pure functions (the shop, checkout and the call center keep their carts with
 * them). Money is integer cents (`precioiva`), quantities units (or kg, 3 decimals).
 */
import { lineAmount } from '../../../contract/money';
import type { CartProduct } from '../../../contract/schemas/pricing';

/** Spec §3: the cart's products, the shipping cost and the free-shipping flag. */
export interface CartState {
  productos: CartProduct[];
  costoEnvio: number;
  esEnvioGratis: boolean;
}

export const EMPTY_CART: CartState = { productos: [], costoEnvio: 0, esEnvioGratis: false };

/**
 * Adding: an item already in the cart goes up by 1 only while below its stock (else its quantity stays), and its line
 * is replaced by the new data; a new item starts at quantity 1.
 */
export function addToCart(cart: CartState, product: CartProduct): CartState {
  const index = cart.productos.findIndex((line) => line.id === product.id);
  if (index === -1) return { ...cart, productos: [...cart.productos, { ...product, qty: 1 }] };
  const current = cart.productos[index]!;
  const qty = current.qty < product.stock ? current.qty + 1 : current.qty;
  const productos = cart.productos.slice();
  productos[index] = { ...product, qty };
  return { ...cart, productos };
}

/** Setting a quantity of 0 or less removes the line. */
export function setCartQuantity(cart: CartState, productId: number, qty: number): CartState {
  if (qty <= 0) return { ...cart, productos: cart.productos.filter((line) => line.id !== productId) };
  return { ...cart, productos: cart.productos.map((line) => (line.id === productId ? { ...line, qty } : line)) };
}

export function removeFromCart(cart: CartState, productId: number): CartState {
  return setCartQuantity(cart, productId, 0);
}

/** The item count: the sum of the quantities. */
export function cartItemCount(cart: CartState): number {
  let count = 0;
  for (const line of cart.productos) count += line.qty;
  return count;
}

/** The total amount: the sum of `precioiva` × quantity, in cents (each line rounded half-up to the cent). */
export function cartAmount(cart: CartState): number {
  let total = 0;
  for (const line of cart.productos) total += lineAmount(line.precioiva, Math.round(line.qty * 1000));
  return total;
}

/** The order total: the payment total plus the shipping cost (0 when it is not a number). */
export function orderTotal(paymentTotal: number, costoEnvio: unknown): number {
  const shipping = typeof costoEnvio === 'number' && Number.isFinite(costoEnvio) ? costoEnvio : 0;
  return paymentTotal + shipping;
}

export function toggleFreeShipping(cart: CartState): CartState {
  return { ...cart, esEnvioGratis: !cart.esEnvioGratis };
}

/** The lines as the pricing call and `/Order/Place` take them. */
export function cartLines(cart: CartState): Array<{ id: number; qty: number }> {
  return cart.productos.map((line) => ({ id: line.id, qty: line.qty }));
}
