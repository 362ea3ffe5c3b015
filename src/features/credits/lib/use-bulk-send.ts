/**
 * Sends a bulk grant's valid rows in chunks of CREDIT_BULK_MAX, one after another, with progress. A chunk that fails
 * (no network, a server fault) stops the run; "retry" resends from that chunk with the same row ids, so rows an
 * earlier try granted are answered "already" and granted once.
 */
import { useCallback, useRef, useState } from 'react';
import { CREDIT_BULK_MAX } from '../../../../contract/schemas/credits';
import type { CallData } from '../../../../contract/calls';
import { useQueryClient } from '@tanstack/react-query';
import { creditKeys, sendBulkChunk, type CompanyScope } from '../api/credit-queries';
import { chunk, type BulkPreviewRow } from './bulk-rows';

export type BulkResult = CallData<'/Credit/BulkGrant'>['results'][number];

export interface BulkSendState {
  sent: number;
  total: number;
  running: boolean;
  error: unknown;
  /** Server answers by mutation id. */
  results: Map<string, BulkResult>;
  finished: boolean;
}

export function useBulkSend(scope: CompanyScope) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BulkSendState>({
    sent: 0,
    total: 0,
    running: false,
    error: null,
    results: new Map(),
    finished: false,
  });
  const next = useRef(0);

  const run = useCallback(
    async (rows: BulkPreviewRow[]) => {
      const chunks = chunk(rows, CREDIT_BULK_MAX);
      setState((s) => ({
        ...s,
        total: rows.length,
        running: true,
        error: null,
      }));
      try {
        while (next.current < chunks.length) {
          const part = chunks[next.current]!;
          const answer = await sendBulkChunk(
            scope,
            part.map((row) => ({
              mutationId: row.mutationId,
              customer: row.customer,
              amountCents: row.amountCents,
              reason: row.reason,
              ...(row.expiresOn ? { expiresOn: row.expiresOn } : {}),
            })),
          );
          next.current += 1;
          setState((s) => {
            const results = new Map(s.results);
            for (const result of answer.results) results.set(result.mutationId, result);
            return { ...s, sent: s.sent + part.length, results };
          });
        }
        setState((s) => ({ ...s, running: false, finished: true }));
      } catch (error) {
        setState((s) => ({ ...s, running: false, error }));
      } finally {
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      }
    },
    [scope, queryClient],
  );

  return { state, run };
}
