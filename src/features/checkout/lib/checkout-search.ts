/** The URL of /apps-e-commerce-checkout: the customer the cart is for (`?cliente=<id>`, from /tienda-cliente). */
export interface CheckoutSearch {
  cliente?: number;
}

export function parseCheckoutSearch(raw: Record<string, unknown>): CheckoutSearch {
  const id = Number(raw['cliente']);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? { cliente: id } : {};
}
