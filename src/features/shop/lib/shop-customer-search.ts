/** /tienda-cliente's address: `?cliente=<id>` names the customer being served (a reload keeps them). */
export interface ShopCustomerSearch {
  cliente?: number;
}

export function parseShopCustomerSearch(search: Record<string, unknown>): ShopCustomerSearch {
  const value = Number(search.cliente);
  return Number.isSafeInteger(value) && value > 0 ? { cliente: value } : {};
}
