/** `/Customer/Subscriptions`, `/Customer/Subscribe` and `/Customer/CancelSubscription` for the customer page. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const customerSubscriptionKeys = {
  list: (customerId: number) => ['customers', 'subscriptions', customerId] as const,
};

export function customerSubscriptionsQuery(customerId: number) {
  return queryOptions({
    queryKey: customerSubscriptionKeys.list(customerId),
    queryFn: ({ signal }) => callApi('/Customer/Subscriptions', { customerId }, { signal }),
  });
}

/** After a change (or a refusal that says the list moved on): the list read again. */
function useRefresh(customerId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: customerSubscriptionKeys.list(customerId) });
}

/** Subscribes; a retry of the same confirmation reuses its mutationId (applied once). */
export function useSubscribe(customerId: number) {
  const refresh = useRefresh(customerId);
  return useMutation({
    mutationFn: ({ planId, mutationId }: { planId: number; mutationId: string }) => callApi('/Customer/Subscribe', { customerId, planId, mutationId }),
    onSettled: refresh,
  });
}

export function useCancelSubscription(customerId: number) {
  const refresh = useRefresh(customerId);
  return useMutation({
    mutationFn: ({ subscriptionId, version }: { subscriptionId: number; version: number }) => callApi('/Customer/CancelSubscription', { subscriptionId, version }),
    onSettled: refresh,
  });
}
