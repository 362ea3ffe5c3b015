/**
 * /usuarios' search box and filters as URL search params, so a filtered view survives a reload and can be shared.
 * Each param is checked on its own: a bad value is dropped, the rest still apply.
 */
import { ROLE_CODES, type RoleCode } from '../../../../contract/roles';
import type { CallRequest } from '../../../../contract/calls';

export interface UserListSearch {
  q?: string;
  role?: RoleCode;
  store?: number;
  warehouse?: number;
  /** 1: active only, 0: inactive only. */
  active?: 0 | 1;
}

export type UserListFilter = Omit<CallRequest<'/User/List'>, 'tokenSesion' | 'after' | 'limit'>;

const id = (raw: unknown): number | undefined => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};

/** validateSearch for /usuarios. */
export function parseUserListSearch(raw: Record<string, unknown>): UserListSearch {
  const out: UserListSearch = {};
  // The router JSON-parses values ("123" arrives as a number), so the text accepts numbers too.
  if (typeof raw.q === 'string' || typeof raw.q === 'number') {
    const q = String(raw.q).trim();
    if (q.length >= 1 && q.length <= 120) out.q = q;
  }
  if (typeof raw.role === 'string' && (ROLE_CODES as readonly string[]).includes(raw.role)) out.role = raw.role as RoleCode;
  const store = id(raw.store);
  if (store !== undefined) out.store = store;
  const warehouse = id(raw.warehouse);
  if (warehouse !== undefined) out.warehouse = warehouse;
  if (raw.active === 1 || raw.active === '1' || raw.active === 0 || raw.active === '0') out.active = Number(raw.active) as 0 | 1;
  return out;
}

/** The call's filter for a search; SA's company comes from the header. */
export function searchToUserFilter(search: UserListSearch, scope: { empresaId?: number }): UserListFilter {
  const filter: UserListFilter = { ...scope };
  if (search.q) filter.q = search.q;
  if (search.role) filter.role = search.role;
  if (search.store !== undefined) filter.storeId = search.store;
  if (search.warehouse !== undefined) filter.warehouseId = search.warehouse;
  if (search.active !== undefined) filter.active = search.active === 1;
  return filter;
}
