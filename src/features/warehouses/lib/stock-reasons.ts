import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each ledger reason reads as (adjustments made here, and the catalogue's own movements). */
export const REASON_LABELS: Record<string, MessageDescriptor> = {
  received: msg`Recibido`,
  counted: msg`Conteo`,
  damaged: msg`Dañado`,
  bulk_load: msg`Carga de productos`,
  form: msg`Ficha del producto`,
  order: msg`Orden`,
};
