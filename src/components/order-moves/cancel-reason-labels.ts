import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CancelReason } from '../../../contract/order-status';

/** The cancel reasons as the dialog lists them and the timeline names them (`detail.reason`). */
export const CANCEL_REASON_LABELS: Record<CancelReason, MessageDescriptor> = {
  customer_request: msg`El cliente lo pidió`,
  out_of_stock: msg`Sin stock`,
  payment_failed: msg`El pago falló`,
  duplicate: msg`Orden duplicada`,
  other: msg`Otro motivo`,
};
