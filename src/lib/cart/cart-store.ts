/**
 * The carts staff build for customers (the shop on behalf of a customer, checkout, the call center; docs/shop.md).
 * One cart per user and customer, kept in localStorage under `canasta.cart.<userId>.<customerId>`: a reload keeps it,
 * another user signed in on the same browser never sees it. Every change follows spec §4 (cart-rules.ts) and writes
 * the count of the cart in use into the stored user data (`extras.eCommerceCartItemsCount`, spec §3).
 */
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useEffect, useMemo } from 'react';
import { z } from 'zod/mini';
import { cartProductSchema, type CartProduct } from '../../../contract/schemas/pricing';
import { getUserData, saveUserData, useUserData } from '../user-data';
import { addToCart, cartItemCount, EMPTY_CART, removeFromCart, setCartQuantity, toggleFreeShipping, type CartState } from './cart-rules';

export const CART_KEY_PREFIX = 'canasta.cart';

export function cartStorageKey(userId: number, customerId: number): string {
  return `${CART_KEY_PREFIX}.${userId}.${customerId}`;
}

const storedCartSchema = z.object({
  productos: z.array(cartProductSchema),
  costoEnvio: z.number(),
  esEnvioGratis: z.boolean(),
});

/** What is stored, when it is a whole cart; anything else (old, hand-edited, broken) is an empty cart. */
export function readStoredCart(key: string): CartState {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return EMPTY_CART;
    const parsed = storedCartSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_CART;
  } catch {
    // Unparsable JSON or no storage (private mode).
    return EMPTY_CART;
  }
}

/** jotai's sync storage shape (not exported by name from jotai/utils). */
type CartStorage = NonNullable<Parameters<typeof atomWithStorage<CartState>>[2]>;

const cartStorage: CartStorage = {
  getItem: (key) => readStoredCart(key),
  setItem: (key, value) => {
    try {
      // An emptied cart leaves nothing behind.
      if (value.productos.length === 0 && !value.esEnvioGratis) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  },
  removeItem: (key) => localStorage.removeItem(key),
  subscribe: (key, callback) => {
    // The same cart changed in another tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) callback(readStoredCart(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

type CartAtom = ReturnType<typeof atomWithStorage<CartState>>;
const cartAtoms = new Map<string, CartAtom>();

/** One atom per storage key, so every screen showing a customer's cart shares it. */
export function cartAtom(userId: number, customerId: number): CartAtom {
  const key = cartStorageKey(userId, customerId);
  let found = cartAtoms.get(key);
  if (!found) {
    found = atomWithStorage<CartState>(key, EMPTY_CART, cartStorage, { getOnInit: true });
    cartAtoms.set(key, found);
  }
  return found;
}

/**
 * Spec §3's stored count. It is a whole number there while weighed products count their kilos (spec §4: the sum of
 * the quantities), so a fraction counts as a whole item (0.25 kg shows 1, not 0).
 */
export function storeCartCount(count: number): void {
  const current = getUserData();
  if (!current) return;
  const whole = Math.max(0, Math.ceil(Math.round(count * 1000) / 1000));
  if (current.extras.eCommerceCartItemsCount === whole) return;
  saveUserData({ ...current, extras: { ...current.extras, eCommerceCartItemsCount: whole } });
}

export interface CartApi {
  cart: CartState;
  /** Spec §4: the sum of the quantities. */
  count: number;
  add: (product: CartProduct) => void;
  setQty: (productId: number, qty: number) => void;
  remove: (productId: number) => void;
  clear: () => void;
  toggleFreeShipping: () => void;
}

/** The signed-in user's cart for `customerId`. */
export function useCart(customerId: number): CartApi {
  const user = useUserData();
  const [cart, setCart] = useAtom(cartAtom(user?.userID ?? 0, customerId));
  const count = cartItemCount(cart);
  // The cart in use is the one counted (on opening it and after every change).
  useEffect(() => storeCartCount(count), [count]);
  const add = useCallback((product: CartProduct) => setCart((current) => addToCart(current, product)), [setCart]);
  const setQty = useCallback((productId: number, qty: number) => setCart((current) => setCartQuantity(current, productId, qty)), [setCart]);
  const remove = useCallback((productId: number) => setCart((current) => removeFromCart(current, productId)), [setCart]);
  const clear = useCallback(() => setCart(EMPTY_CART), [setCart]);
  const toggle = useCallback(() => setCart((current) => toggleFreeShipping(current)), [setCart]);
  return useMemo(() => ({ cart, count, add, setQty, remove, clear, toggleFreeShipping: toggle }), [cart, count, add, setQty, remove, clear, toggle]);
}
