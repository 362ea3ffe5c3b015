import { keepPreviousData, infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallData, CallRequest } from '../../../../contract/calls';
import { callApi } from '../../../lib/api-client';

/** The company part of a request (SA names one; others send nothing). */
export type CompanyScope = { empresaId?: number };

export const LEDGER_PAGE_SIZE = 50;

export const creditKeys = {
  all: ['credits'] as const,
  search: (scope: CompanyScope, q: string) => ['credits', 'search', scope, q] as const,
  ledger: (scope: CompanyScope, customerId: number) => ['credits', 'ledger', scope, customerId] as const,
};

export function creditSearchQuery(scope: CompanyScope, q: string) {
  return queryOptions({
    queryKey: creditKeys.search(scope, q),
    queryFn: ({ signal }) => callApi('/Credit/Search', { ...scope, ...(q ? { q } : {}), limit: 50 }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A customer's balance and ledger, newest first, one keyset page after another. */
export function creditLedgerQuery(scope: CompanyScope, customerId: number) {
  return infiniteQueryOptions({
    queryKey: creditKeys.ledger(scope, customerId),
    queryFn: ({ signal, pageParam }) =>
      callApi(
        '/Credit/Ledger',
        {
          ...scope,
          customerId,
          limit: LEDGER_PAGE_SIZE,
          ...(pageParam === null ? {} : { beforeId: pageParam }),
        },
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last: CallData<'/Credit/Ledger'>) => last.nextBeforeId,
    staleTime: 15_000,
  });
}

type ChangeInput<P extends '/Credit/Grant' | '/Credit/Spend' | '/Credit/Reverse'> = Omit<CallRequest<P>, 'tokenSesion' | 'mutationId' | 'empresaId'>;

/** One ledger change; a retry of the same click reuses its mutationId (applied once). */
function useCreditChange<P extends '/Credit/Grant' | '/Credit/Spend' | '/Credit/Reverse'>(path: P, scope: CompanyScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mutationId }: { input: ChangeInput<P>; mutationId: string }): Promise<CallData<P>> =>
      callApi(path, { ...scope, ...input, mutationId } as Omit<CallRequest<P>, 'tokenSesion'>),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
}

export const useGrantCredit = (scope: CompanyScope) => useCreditChange('/Credit/Grant', scope);
export const useSpendCredit = (scope: CompanyScope) => useCreditChange('/Credit/Spend', scope);
export const useReverseCredit = (scope: CompanyScope) => useCreditChange('/Credit/Reverse', scope);

export type BulkRow = CallRequest<'/Credit/BulkGrant'>['rows'][number];

/** One chunk of a bulk grant (the caller keeps each row's mutationId, so a retried chunk grants each row once). */
export function sendBulkChunk(scope: CompanyScope, rows: BulkRow[]): Promise<CallData<'/Credit/BulkGrant'>> {
  return callApi('/Credit/BulkGrant', { ...scope, rows });
}

export function fetchCreditExport(scope: CompanyScope, customerId?: number): Promise<CallData<'/Credit/Export'>> {
  return callApi('/Credit/Export', {
    ...scope,
    ...(customerId === undefined ? {} : { customerId }),
  });
}
