/** /bodegas' filters in the URL (`?q=…&estado=activas|inactivas`), so a filtered list can be reloaded or shared. */
export type WarehouseStatusFilter = 'activas' | 'inactivas';

export interface WarehouseListSearch {
  q?: string;
  estado?: WarehouseStatusFilter;
}

export function parseWarehouseListSearch(raw: Record<string, unknown>): WarehouseListSearch {
  const q = typeof raw['q'] === 'string' ? raw['q'].slice(0, 80) : typeof raw['q'] === 'number' ? String(raw['q']) : '';
  const estado = raw['estado'] === 'activas' || raw['estado'] === 'inactivas' ? raw['estado'] : undefined;
  return { ...(q.trim() ? { q } : {}), ...(estado ? { estado } : {}) };
}
