/**
 * Why the server refused a queued picking change, in the user's language: the picking conflict's
 * `detalle.reason` when it has one, else the error code's message. A validation refusal has no field on
 * screen to point at, so the server's own sentence (`mensaje`) says what was wrong.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import type { OutboxEntry } from '../../../lib/outbox/types';

const REASONS: Record<string, MessageDescriptor> = {
  cancelled: msg`La orden fue cancelada; el cambio no se aplicó.`,
  not_confirmed: msg`La orden ya no está confirmada: solo se toman órdenes confirmadas.`,
  not_picking: msg`La orden ya no está en picking; el cambio no se aplicó.`,
  taken: msg`Otra persona ya tomó esta orden.`,
  reassigned: msg`La orden se asignó a otra persona; el cambio no se aplicó.`,
  line_changed: msg`Otro dispositivo cambió esta línea mientras tanto.`,
};

export function useResultReason(): (entry: OutboxEntry) => string {
  const describe = useErrorMessage();
  const { i18n } = useLingui();
  return useCallback(
    (entry: OutboxEntry) => {
      const result = entry.result;
      const reason = result?.detalle?.['reason'];
      const known = typeof reason === 'string' ? REASONS[reason] : undefined;
      if (known) return i18n._(known);
      if (result?.codigo === 'VALIDATION' && result.mensaje) return result.mensaje;
      if (!result?.codigo) return result?.mensaje ?? describe(null);
      return describe(new ApiError({ codigo: result.codigo, mensaje: result.mensaje ?? '', status: 0, ...(result.detalle ? { detalle: result.detalle } : {}) }));
    },
    [describe, i18n],
  );
}
