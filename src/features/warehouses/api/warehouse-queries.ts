import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { RecordHistoryData } from '../../../../contract/schemas/record-changes';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

export const STOCK_PAGE_SIZE = 100;
const LEDGER_PAGE_SIZE = 50;

/** Every warehouse read starts with ['warehouses'], so a change refreshes them all. */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  list: (scope: CompanyScope, q: string, active: boolean | undefined) => ['warehouses', 'list', scope, q, active ?? null] as const,
  detail: (scope: CompanyScope, id: number | null) => ['warehouses', 'detail', scope, id] as const,
  history: (scope: CompanyScope, id: number) => ['warehouses', 'history', scope, id] as const,
  aisles: (scope: CompanyScope, id: number) => ['warehouses', 'aisles', scope, id] as const,
  stock: (scope: CompanyScope, id: number, q: string, outOfStock: boolean) => ['warehouses', 'stock', scope, id, q, outOfStock] as const,
  ledger: (scope: CompanyScope, id: number, productId: number) => ['warehouses', 'ledger', scope, id, productId] as const,
  outOfStock: (scope: CompanyScope, id: number, days: number) => ['warehouses', 'out-of-stock', scope, id, days] as const,
};

/** The header's selectors read /Scope/Options under this key prefix (src/lib/scope-options-query.ts). */
const SCOPE_OPTIONS_KEY = ['scope', 'options'] as const;

export function warehouseListQuery(scope: CompanyScope, q: string, active: boolean | undefined) {
  return queryOptions({
    queryKey: warehouseKeys.list(scope, q, active),
    queryFn: ({ signal }) => callApi('/Warehouse/List', { ...scope, ...(q ? { q } : {}), ...(active === undefined ? {} : { active }) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One warehouse with the form's store choices; `id` null: only the choices (a new warehouse). */
export function warehouseQuery(scope: CompanyScope, id: number | null) {
  return queryOptions({
    queryKey: warehouseKeys.detail(scope, id),
    queryFn: ({ signal }) => callApi('/Warehouse/Get', { ...scope, ...(id === null ? {} : { warehouseId: id }) }, { signal }),
    staleTime: 30_000,
  });
}

export function warehouseHistoryQuery(scope: CompanyScope, id: number) {
  return infiniteQueryOptions({
    // Widened: <RecordHistory> takes every area's History query.
    queryKey: warehouseKeys.history(scope, id) as readonly unknown[],
    queryFn: ({ pageParam, signal }): Promise<RecordHistoryData> => callApi('/Warehouse/History', { ...scope, warehouseId: id, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: RecordHistoryData) => last.nextBeforeId,
  });
}

export function warehouseAislesQuery(scope: CompanyScope, id: number) {
  return queryOptions({
    queryKey: warehouseKeys.aisles(scope, id),
    queryFn: ({ signal }) => callApi('/Warehouse/Aisles', { ...scope, warehouseId: id }, { signal }),
  });
}

type StockPage = CallData<'/Warehouse/Stock'>;
type StockCursor = { afterName: string; afterId: number } | null;

/** The stock table's pages (keyset on name, id). */
export function warehouseStockQuery(scope: CompanyScope, id: number, q: string, outOfStock: boolean) {
  return infiniteQueryOptions({
    queryKey: warehouseKeys.stock(scope, id, q, outOfStock),
    queryFn: ({ pageParam, signal }) =>
      callApi('/Warehouse/Stock', { ...scope, warehouseId: id, limit: STOCK_PAGE_SIZE, ...(q ? { q } : {}), ...(outOfStock ? { outOfStock } : {}), ...pageParam }, { signal }),
    initialPageParam: null as StockCursor,
    getNextPageParam: (last: StockPage): StockCursor => last.next,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

type LedgerPage = CallData<'/Warehouse/StockLedger'>;

export function stockLedgerQuery(scope: CompanyScope, id: number, productId: number) {
  return infiniteQueryOptions({
    queryKey: warehouseKeys.ledger(scope, id, productId),
    queryFn: ({ pageParam, signal }) =>
      callApi('/Warehouse/StockLedger', { ...scope, warehouseId: id, productId, limit: LEDGER_PAGE_SIZE, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: LedgerPage) => last.nextBeforeId,
  });
}

export function pickingOutOfStockQuery(scope: CompanyScope, id: number, days: number) {
  return queryOptions({
    queryKey: warehouseKeys.outOfStock(scope, id, days),
    queryFn: ({ signal }) => callApi('/Warehouse/PickingOutOfStock', { ...scope, warehouseId: id, days }, { signal }),
    staleTime: 30_000,
  });
}

type SaveInput = Omit<CallRequest<'/Warehouse/Save'>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/**
 * Create / edit / (de)activate; a retry of the same click reuses its mutationId (applied once). The header's
 * warehouse selector reads /Scope/Options: refreshed too, so a new or renamed warehouse shows there at once.
 */
export function useSaveWarehouse(scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: SaveInput; mutationId: string }) => callApi('/Warehouse/Save', { ...scope, ...input, mutationId }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: warehouseKeys.all }), queryClient.invalidateQueries({ queryKey: SCOPE_OPTIONS_KEY })]),
  });
}

export function useSetAisles(scope: CompanyScope, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryIds, mutationId }: { categoryIds: number[]; mutationId: string }) => callApi('/Warehouse/SetAisles', { ...scope, warehouseId: id, categoryIds, mutationId }),
    onSuccess: (data) => queryClient.setQueryData(warehouseKeys.aisles(scope, id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.history(scope, id) }),
  });
}

type AdjustInput = Omit<CallRequest<'/Warehouse/AdjustStock'>, 'tokenSesion' | 'mutationId' | 'empresaId' | 'warehouseId'>;

export function useAdjustStock(scope: CompanyScope, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: AdjustInput; mutationId: string }) => callApi('/Warehouse/AdjustStock', { ...scope, warehouseId: id, ...input, mutationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.all }),
  });
}
