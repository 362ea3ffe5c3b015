/** Order notes: `addNote(input)` is the only way screens add one (a later outbox can take it over). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CallData } from '../../../../contract/calls';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import { callApi } from '../../../lib/api-client';
import { orderKeys } from './order-queries';

export interface AddNoteInput {
  orderId: number;
  text: string;
  mutationId?: string;
}

export function useAddNote(): { addNote: (input: AddNoteInput) => Promise<CallData<'/Order/AddNote'>>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const addNote = useCallback(
    async (input: AddNoteInput) => {
      setPending(true);
      try {
        const result = await callApi('/Order/AddNote', { orderId: input.orderId, text: input.text, mutationId: input.mutationId ?? crypto.randomUUID() });
        queryClient.setQueryData<OrderDetail>(orderKeys.detail(input.orderId), (detail) =>
          detail && !detail.notes.some((n) => n.id === result.note.id)
            ? { ...detail, version: Math.max(detail.version, result.version), notes: [...detail.notes, result.note] }
            : detail,
        );
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) });
        return result;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { addNote, pending };
}
