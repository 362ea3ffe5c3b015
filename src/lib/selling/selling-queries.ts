/**
 * The reads the selling screens share (the call center, checkout; docs/call-center.md): customers found by
 * phone/email/name, one customer with their addresses, their store credit balance, and a store's delivery slots.
 * Keys match the customers screen's, so a change made on one screen shows on the other.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../contract/calls';
import { callApi } from '../api-client';

export type CompanyScope = { empresaId?: number };
export type SellingCustomer = CallData<'/Customer/Get'>['customer'];

/** Customers shown while typing. */
export const CUSTOMER_MATCHES = 8;

export const sellingKeys = {
  customerSearch: (scope: CompanyScope, q: string) => ['customers', 'list', scope, 'find', q] as const,
  customer: (customerId: number) => ['customers', 'detail', customerId] as const,
  credit: (customerId: number) => ['credits', 'ledger', customerId, 'balance'] as const,
  slots: (scope: CompanyScope, storeId: number) => ['shop', 'slots', scope, storeId] as const,
};

export function customerSearchQuery(scope: CompanyScope, q: string) {
  return queryOptions({
    queryKey: sellingKeys.customerSearch(scope, q),
    queryFn: ({ signal }) => callApi('/Customer/List', { ...scope, q, limit: CUSTOMER_MATCHES }, { signal }),
    enabled: q.length >= 2,
    // The last matches stay while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function sellingCustomerQuery(customerId: number) {
  return queryOptions({
    queryKey: sellingKeys.customer(customerId),
    queryFn: ({ signal }) => callApi('/Customer/Get', { customerId }, { signal }).then((data) => data.customer),
  });
}

/** What the customer may spend in store credit now, and the company's currency. */
export function creditBalanceQuery(customerId: number) {
  return queryOptions({
    queryKey: sellingKeys.credit(customerId),
    queryFn: ({ signal }) => callApi('/Credit/Ledger', { customerId, limit: 1 }, { signal }).then((data) => ({ balanceCents: data.customer.balanceCents, currency: data.currency })),
    staleTime: 15_000,
  });
}

export function slotsQuery(scope: CompanyScope, storeId: number) {
  return queryOptions({
    queryKey: sellingKeys.slots(scope, storeId),
    queryFn: ({ signal }) => callApi('/Shop/Slots', { ...scope, tiendaId: storeId }, { signal }),
    // Places left change as other orders come in.
    staleTime: 20_000,
    refetchInterval: 60_000,
  });
}

type NewCustomer = Omit<CallRequest<'/Customer/Save'>, 'tokenSesion' | 'mutationId' | 'customerId' | 'baseVersion'>;
type NewAddress = Omit<CallRequest<'/Customer/SaveAddress'>, 'tokenSesion' | 'mutationId' | 'addressId'>;

function useSettleCustomer() {
  const queryClient = useQueryClient();
  return (customer: SellingCustomer) => {
    queryClient.setQueryData(sellingKeys.customer(customer.id), customer);
    void queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
  };
}

/** Creates a customer; the caller keeps the mutationId for retries of the same form (applied once). */
export function useCreateCustomer() {
  const settle = useSettleCustomer();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: NewCustomer; mutationId: string }) => callApi('/Customer/Save', { ...input, mutationId }),
    onSuccess: (data) => settle(data.customer),
  });
}

export function useAddAddress() {
  const settle = useSettleCustomer();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: NewAddress; mutationId: string }) => callApi('/Customer/SaveAddress', { ...input, mutationId }),
    onSuccess: (data) => settle(data.customer),
  });
}
