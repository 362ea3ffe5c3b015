import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** The pickers of the order's warehouse and its unpicked lines, read fresh when a supervisor's dialog opens. */
export function useMoveOptions(orderId: number) {
  return useQuery({
    queryKey: ['orders', 'move-options', orderId],
    queryFn: ({ signal }) => callApi('/Order/MoveOptions', { orderId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}
