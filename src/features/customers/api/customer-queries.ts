/** `/Customer/*` query-option factories and mutation hooks for /clientes and /cliente/:id. */
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import type { RecordHistoryData } from '../../../../contract/schemas/record-changes';
import { callApi } from '../../../lib/api-client';

/** The company part of a list request (SA: the one chosen in the header, or none = every company). */
export type CompanyScope = { empresaId?: number };

export const CUSTOMER_PAGE_SIZE = 50;
const ORDERS_PAGE_SIZE = 20;

export const customerKeys = {
  all: ['customers'] as const,
  list: (scope: CompanyScope, q: string) => ['customers', 'list', scope, q] as const,
  detail: (customerId: number) => ['customers', 'detail', customerId] as const,
  orders: (customerId: number) => ['customers', 'orders', customerId] as const,
  history: (customerId: number) => ['customers', 'history', customerId] as const,
};

export function customerListQuery(scope: CompanyScope, q: string) {
  return infiniteQueryOptions({
    queryKey: customerKeys.list(scope, q),
    queryFn: ({ pageParam, signal }) =>
      callApi('/Customer/List', { ...scope, ...(q ? { q } : {}), limit: CUSTOMER_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function customerQuery(customerId: number) {
  return queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: ({ signal }) => callApi('/Customer/Get', { customerId }, { signal }).then((data) => data.customer),
  });
}

export function customerOrdersQuery(customerId: number) {
  return infiniteQueryOptions({
    queryKey: customerKeys.orders(customerId),
    queryFn: ({ pageParam, signal }) => callApi('/Customer/Orders', { customerId, limit: ORDERS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function customerHistoryQuery(customerId: number) {
  return infiniteQueryOptions({
    // Widened: <RecordHistory> takes every record's History query.
    queryKey: customerKeys.history(customerId) as readonly unknown[],
    queryFn: ({ pageParam, signal }): Promise<RecordHistoryData> => callApi('/Customer/History', { customerId, ...(pageParam === null ? {} : { beforeId: pageParam }) }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBeforeId,
  });
}

type Customer = CallData<'/Customer/Get'>['customer'];

/** After a change: the customer as answered, and the lists and history read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (customer: Customer) => {
    queryClient.setQueryData(customerKeys.detail(customer.id), customer);
    void queryClient.invalidateQueries({ queryKey: customerKeys.history(customer.id) });
    void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
  };
}

export type ContactInput = Omit<CallRequest<'/Customer/Save'>, 'tokenSesion' | 'mutationId' | 'empresaId' | 'storeId' | 'warehouseId'>;
export type AddressInput = Omit<CallRequest<'/Customer/SaveAddress'>, 'tokenSesion' | 'mutationId' | 'empresaId' | 'storeId' | 'warehouseId'>;

/** Saves contact data; a retry of the same click reuses its mutationId (applied once). */
export function useSaveCustomer() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: ContactInput; mutationId: string }) => callApi('/Customer/Save', { ...input, mutationId }),
    onSuccess: (data) => settle(data.customer),
  });
}

export function useSaveAddress() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: AddressInput; mutationId: string }) => callApi('/Customer/SaveAddress', { ...input, mutationId }),
    onSuccess: (data) => settle(data.customer),
  });
}

export function useAddressAction(path: '/Customer/DeleteAddress' | '/Customer/SetDefaultAddress') {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ customerId, addressId, mutationId }: { customerId: number; addressId: number; mutationId: string }) => callApi(path, { customerId, addressId, mutationId }),
    onSuccess: (data) => settle(data.customer),
  });
}
