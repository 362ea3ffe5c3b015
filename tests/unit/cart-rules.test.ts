/** Spec §4 cart rules (issue 18 §4): each test names one rule. */
import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../../contract/schemas/pricing';
import { formatMoney } from '../../contract/money';
import { addToCart, cartAmount, cartItemCount, cartLines, EMPTY_CART, orderTotal, removeFromCart, setCartQuantity, toggleFreeShipping, type CartState } from '../../src/lib/cart/cart-rules';

function product(id: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return { id, qty: 0, stock: 10, precioiva: 115, nombre: `Producto ${id}`, token: `SKU-${id}`, sku: `SKU-${id}`, tipo: 'unit', precio: 100, imageUrl: null, ...overrides };
}
const withLines = (...lines: CartProduct[]): CartState => ({ ...EMPTY_CART, productos: lines });

describe('spec §4 cart rules', () => {
  it('a new item starts at quantity 1, whatever quantity it comes with', () => {
    const cart = addToCart(EMPTY_CART, product(1, { qty: 7 }));
    expect(cart.productos).toEqual([{ ...product(1), qty: 1 }]);
  });

  it('adding an item already in the cart raises its quantity by 1 while below stock', () => {
    const cart = addToCart(addToCart(EMPTY_CART, product(1)), product(1));
    expect(cart.productos[0]!.qty).toBe(2);
  });

  it('adding an item at its stock leaves the quantity unchanged (quantity cannot exceed stock when adding)', () => {
    const atStock = withLines(product(1, { qty: 3, stock: 3 }));
    expect(addToCart(atStock, product(1, { stock: 3 })).productos[0]!.qty).toBe(3);
    // The stock is the new data's: less stock now, no raise.
    expect(addToCart(withLines(product(1, { qty: 3, stock: 9 })), product(1, { stock: 2 })).productos[0]!.qty).toBe(3);
  });

  it('the line is replaced by the new data (price, name, stock), keeping its place', () => {
    const cart = withLines(product(1, { qty: 2 }), product(2, { qty: 1 }));
    const next = addToCart(cart, product(1, { precioiva: 200, nombre: 'Nuevo nombre', stock: 5 }));
    expect(next.productos.map((line) => line.id)).toEqual([1, 2]);
    expect(next.productos[0]).toEqual(product(1, { qty: 3, precioiva: 200, nombre: 'Nuevo nombre', stock: 5 }));
  });

  it('setting a quantity of 0 or less removes the line', () => {
    const cart = withLines(product(1, { qty: 2 }), product(2, { qty: 1 }));
    expect(setCartQuantity(cart, 1, 0).productos.map((line) => line.id)).toEqual([2]);
    expect(setCartQuantity(cart, 2, -1).productos.map((line) => line.id)).toEqual([1]);
    expect(setCartQuantity(cart, 1, 4).productos[0]!.qty).toBe(4);
    expect(removeFromCart(cart, 1).productos.map((line) => line.id)).toEqual([2]);
  });

  it('the item count is the sum of the quantities', () => {
    expect(cartItemCount(EMPTY_CART)).toBe(0);
    expect(cartItemCount(withLines(product(1, { qty: 2 }), product(2, { qty: 3 })))).toBe(5);
  });

  it('the total amount is the sum of precioiva × quantity, shown with 2 decimals', () => {
    // 2 × 1.15 + 0.5 kg × 3.99 (2.00 rounded half-up per line) = 4.30.
    const cart = withLines(product(1, { qty: 2 }), product(2, { qty: 0.5, precioiva: 399, tipo: 'kg' }));
    expect(cartAmount(cart)).toBe(430);
    expect(formatMoney(cartAmount(cart), 'es-EC', 'USD')).toMatch(/4,30/);
  });

  it('the order total is the payment total plus shipping, shipping 0 when it is not a number', () => {
    expect(orderTotal(1000, 250)).toBe(1250);
    expect(orderTotal(1000, Number.NaN)).toBe(1000);
    expect(orderTotal(1000, undefined)).toBe(1000);
    expect(orderTotal(1000, '250')).toBe(1000);
    expect(formatMoney(orderTotal(1000, 250), 'es-EC', 'USD')).toMatch(/12,50/);
  });

  it('the free-shipping flag toggles', () => {
    const once = toggleFreeShipping(EMPTY_CART);
    expect(once.esEnvioGratis).toBe(true);
    expect(toggleFreeShipping(once).esEnvioGratis).toBe(false);
  });

  it('the lines sent for pricing are the ids and quantities', () => {
    expect(cartLines(withLines(product(1, { qty: 2 }), product(2, { qty: 0.25 })))).toEqual([
      { id: 1, qty: 2 },
      { id: 2, qty: 0.25 },
    ]);
  });
});
