/**
 * /market/productos' search box, filters and sort as URL search params, so a filtered view survives a reload and can
 * be shared. Each param is checked on its own: a bad value is dropped, the rest still apply.
 */
import { PRODUCT_SORTS, SALE_UNITS, type ProductSort, type SaleUnit } from '../../../../contract/catalogue-constants';
import type { CallRequest } from '../../../../contract/calls';

export interface ProductListSearch {
  q?: string;
  category?: number;
  brand?: number;
  unit?: SaleUnit;
  /** 1: active only, 0: inactive only. */
  active?: 0 | 1;
  /** Out of stock in this warehouse. */
  oos?: number;
  sort?: ProductSort;
  /** 1: descending. */
  desc?: 1;
}

export type ProductListFilter = Omit<CallRequest<'/Product/List'>, 'tokenSesion' | 'cursor' | 'limit' | 'sort' | 'desc'>;

const id = (raw: unknown): number | undefined => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
};
const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined => (typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined);

/** validateSearch for /market/productos. */
export function parseProductListSearch(raw: Record<string, unknown>): ProductListSearch {
  const out: ProductListSearch = {};
  // The router JSON-parses values ("123" arrives as a number), so the text accepts numbers too (a barcode).
  if (typeof raw.q === 'string' || typeof raw.q === 'number') {
    const q = String(raw.q).trim();
    if (q.length >= 1 && q.length <= 120) out.q = q;
  }
  const category = id(raw.category);
  if (category !== undefined) out.category = category;
  const brand = id(raw.brand);
  if (brand !== undefined) out.brand = brand;
  const unit = oneOf(SALE_UNITS, raw.unit);
  if (unit) out.unit = unit;
  if (raw.active === 1 || raw.active === '1' || raw.active === 0 || raw.active === '0') out.active = Number(raw.active) as 0 | 1;
  const oos = id(raw.oos);
  if (oos !== undefined) out.oos = oos;
  const sort = oneOf(PRODUCT_SORTS, raw.sort);
  if (sort && sort !== 'name') out.sort = sort;
  if (raw.desc === 1 || raw.desc === '1' || raw.desc === true) out.desc = 1;
  return out;
}

/** The call's filter for a search (the company and the warehouse the stock column reads come from the caller). */
export function searchToProductFilter(search: ProductListSearch, scope: { empresaId?: number; warehouseId?: number }): ProductListFilter {
  const filter: ProductListFilter = { ...scope };
  if (search.q) filter.q = search.q;
  if (search.category !== undefined) filter.categoryId = search.category;
  if (search.brand !== undefined) filter.brandId = search.brand;
  if (search.unit) filter.saleUnit = search.unit;
  if (search.active !== undefined) filter.active = search.active === 1;
  if (search.oos !== undefined) filter.outOfStockWarehouseId = search.oos;
  return filter;
}

/** Whether any filter (not the sort) is set. */
export function hasProductFilters(search: ProductListSearch): boolean {
  return Object.keys(search).some((key) => key !== 'sort' && key !== 'desc');
}
