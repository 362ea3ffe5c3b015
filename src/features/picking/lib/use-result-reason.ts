/** Why the server refused a queued change, in the user's language (the error code's message, else `mensaje`). */
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import type { OutboxEntry } from '../../../lib/outbox/types';

export function useResultReason(): (entry: OutboxEntry) => string {
  const describe = useErrorMessage();
  return useCallback(
    (entry: OutboxEntry) => {
      const result = entry.result;
      if (!result?.codigo) return result?.mensaje ?? describe(null);
      return describe(new ApiError({ codigo: result.codigo, mensaje: result.mensaje ?? '', status: 0, ...(result.detalle ? { detalle: result.detalle } : {}) }));
    },
    [describe],
  );
}
