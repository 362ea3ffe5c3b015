/** Demo data the selling specs sell with, read from the real server (never to drive the UI under test). */
import type { APIRequestContext } from '@playwright/test';
import type { RoleCode } from '../../contract/roles';
import { apiSession } from './api';

export interface SellingData {
  storeId: number;
  storeName: string;
  /** A customer with a default address, and the text to find them by. */
  customer: { id: number; name: string; phone: string };
  /** Two products the store sells with stock, and how many of the first make the store's minimum order. */
  products: Array<{ id: number; sku: string; nombre: string; precioiva: number; stock: number }>;
  firstQty: number;
}

/** What a seller of `role` finds at the store named `storeName`. */
export async function sellingData(request: APIRequestContext, role: RoleCode, storeName: string): Promise<SellingData> {
  const api = await apiSession(request, role);
  const scope = await api.call('/Scope/Options', {});
  const store = scope.stores.find((one) => one.name === storeName);
  if (!store) throw new Error(`no store ${storeName}`);
  const list = await api.call('/Customer/List', { q: 'a', limit: 50 });
  let customer: SellingData['customer'] | null = null;
  for (const row of list.rows) {
    if (!row.phone) continue;
    const detail = await api.call('/Customer/Get', { customerId: row.id });
    if (detail.customer.addresses.some((address) => address.isDefault)) {
      customer = { id: row.id, name: row.name, phone: row.phone };
      break;
    }
  }
  if (!customer) throw new Error('no demo customer with a phone and a default address');
  const page = await api.call('/Shop/Products', { tiendaId: store.id, limit: 60 });
  const products = page.rows
    .filter((row) => row.noDisponible === null && row.tipo === 'unit' && row.stock >= 10 && row.precioiva >= 100)
    // The dearest first: few units reach the store's minimum order.
    .toSorted((a, b) => b.precioiva - a.precioiva)
    .slice(0, 2)
    .map(({ id, sku, nombre, precioiva, stock }) => ({ id, sku, nombre, precioiva, stock }));
  if (products.length < 2) throw new Error(`${storeName} sells fewer than 2 products with stock`);
  // Enough of the first product for the store's minimum order (Andino Norte: $15), within its stock.
  const firstQty = Math.min(products[0]!.stock, Math.max(1, Math.ceil(2000 / products[0]!.precioiva)));
  return { storeId: store.id, storeName, customer, products, firstQty };
}
