/** The search box of /clientes, kept in the URL (`?q=`), so a search survives a reload and can be shared. */
export interface CustomerListSearch {
  q?: string;
}

export function parseCustomerListSearch(raw: Record<string, unknown>): CustomerListSearch {
  const q = typeof raw['q'] === 'string' ? raw['q'].slice(0, 100) : typeof raw['q'] === 'number' ? String(raw['q']) : '';
  return q.trim() ? { q } : {};
}
