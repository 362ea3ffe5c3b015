/**
 * The carts kept per user and customer (src/lib/cart/cart-store.ts, docs/shop.md): a reload keeps a customer's
 * cart, another user or another customer starts empty, and the stored user data counts the cart in use (spec §3).
 */
import { act, renderHook } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { USER_DATA_KEY } from '../../contract/user-data';
import type { CartProduct } from '../../contract/schemas/pricing';
import { cartStorageKey, useCart } from '../../src/lib/cart/cart-store';
import { getUserData, saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';
import { createTestQueryClient, Providers } from './msw/providers';

function product(id: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return { id, qty: 1, stock: 2, precioiva: 115, nombre: `Producto ${id}`, token: `SKU-${id}`, sku: `SKU-${id}`, tipo: 'unit', precio: 100, imageUrl: null, ...overrides };
}

/** A fresh app (new jotai store and query client), as after a reload. */
function openCart(customerId: number) {
  const store = createStore();
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers queryClient={queryClient} store={store}>
      {children}
    </Providers>
  );
  return renderHook(() => useCart(customerId), { wrapper });
}
const storedCount = () => getUserData()?.extras.eCommerceCartItemsCount;

describe('useCart', () => {
  it('keeps a customer\'s cart across a reload, under the user and the customer', () => {
    saveUserData(demoUser('PS', { userID: 7 }));
    const first = openCart(40);
    act(() => first.result.current.add(product(1)));
    act(() => first.result.current.add(product(1)));
    act(() => first.result.current.add(product(2, { tipo: 'kg', stock: 5 })));
    expect(first.result.current.cart.productos.map((line) => [line.id, line.qty])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(localStorage.getItem(cartStorageKey(7, 40))).not.toBeNull();
    first.unmount();

    const again = openCart(40);
    expect(again.result.current.cart.productos.map((line) => [line.id, line.qty])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(again.result.current.count).toBe(3);
  });

  it('another user on the same browser, or another customer, never sees the cart', () => {
    saveUserData(demoUser('PS', { userID: 7 }));
    const mine = openCart(40);
    act(() => mine.result.current.add(product(1)));
    mine.unmount();

    saveUserData(demoUser('PS', { userID: 8 }));
    expect(openCart(40).result.current.cart.productos).toEqual([]);
    saveUserData(demoUser('PS', { userID: 7 }));
    expect(openCart(41).result.current.cart.productos).toEqual([]);
    expect(openCart(40).result.current.cart.productos).toHaveLength(1);
  });

  it('every change writes the cart\'s count into the stored user data, keeping its shape', () => {
    saveUserData(demoUser('PS', { userID: 7 }));
    const cart = openCart(50);
    act(() => cart.result.current.add(product(1)));
    expect(storedCount()).toBe(1);
    act(() => cart.result.current.add(product(1)));
    act(() => cart.result.current.add(product(1)));
    // Stock 2: the third add leaves the quantity at 2.
    expect(storedCount()).toBe(2);
    act(() => cart.result.current.setQty(1, 0));
    expect(storedCount()).toBe(0);
    act(() => cart.result.current.add(product(3, { tipo: 'kg' })));
    act(() => cart.result.current.setQty(3, 0.25));
    // A quarter kilo counts as one item in the stored whole number.
    expect(storedCount()).toBe(1);
    expect(Object.keys(JSON.parse(localStorage.getItem(USER_DATA_KEY)!) as object).toSorted()).toEqual(['bodega', 'empresaAsociada', 'extras', 'rol', 'token', 'userID']);
    act(() => cart.result.current.clear());
    expect(storedCount()).toBe(0);
    expect(localStorage.getItem(cartStorageKey(7, 50))).toBeNull();
  });

  it('opening another customer\'s cart counts that cart', () => {
    saveUserData(demoUser('PS', { userID: 7 }));
    const a = openCart(60);
    act(() => a.result.current.add(product(1)));
    act(() => a.result.current.add(product(1)));
    a.unmount();
    openCart(61);
    expect(storedCount()).toBe(0);
    openCart(60);
    expect(storedCount()).toBe(2);
  });

  it('a broken stored cart opens empty', () => {
    saveUserData(demoUser('PS', { userID: 7 }));
    localStorage.setItem(cartStorageKey(7, 70), '{"productos":[{"id":"x"}]}');
    expect(openCart(70).result.current.cart.productos).toEqual([]);
  });
});
