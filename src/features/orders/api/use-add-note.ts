/**
 * Order notes go through the offline outbox (ADR 003): `addNote` resolves as soon as the note is saved on the
 * device; the note shows at once (greyed until the server has it) and lands in the detail when it is applied.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OfflineArgs } from '../../../../contract/calls';
import type { OrderDetail } from '../../../../contract/schemas/orders';
import { enqueueChange, useOutboxStatus } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { orderKeys } from './order-queries';

export interface AddNoteInput {
  orderId: number;
  orderNumber?: string;
  text: string;
  mutationId?: string;
}

export function useAddNote(): { addNote: (input: AddNoteInput) => Promise<void>; pending: boolean } {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const addNote = useCallback(
    async (input: AddNoteInput) => {
      setPending(true);
      try {
        const { settled } = await enqueueChange(
          'order.addNote',
          { orderId: input.orderId, text: input.text, mutationId: input.mutationId ?? crypto.randomUUID() },
          input.orderId,
          input.orderNumber ? { orderNumber: input.orderNumber } : undefined,
        );
        void settled.then((settlement) => {
          if (settlement.status !== 'applied') return;
          const result = settlement.data;
          queryClient.setQueryData<OrderDetail>(orderKeys.detail(input.orderId), (detail) =>
            detail && !detail.notes.some((n) => n.id === result.note.id)
              ? { ...detail, version: Math.max(detail.version, result.version), notes: [...detail.notes, result.note] }
              : detail,
          );
          void queryClient.invalidateQueries({ queryKey: orderKeys.detail(input.orderId) });
        });
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { addNote, pending };
}

/** Notes of this order still on the device (waiting, or refused and not yet discarded). */
export function usePendingNotes(orderId: number): { seq: number; text: string; state: OutboxEntry['state'] }[] {
  const { entries } = useOutboxStatus();
  return entries
    .filter((entry) => entry.name === 'order.addNote' && entry.orderId === orderId)
    .map((entry) => ({ seq: entry.seq, text: (entry.args as OfflineArgs<'order.addNote'>).text, state: entry.state }));
}
