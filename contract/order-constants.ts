/**
 * The orders contract's plain lists (no zod): the client's screens and URL parsing use them without the schemas.
 * contract/schemas/orders.ts re-exports them with its schemas.
 */

export const ORDER_CHANNELS = ['web', 'app', 'call_center'] as const;
export const PAYMENT_METHODS = ['card', 'cash', 'transfer', 'store_credit'] as const;
export const PAYMENT_STATES = ['pending', 'authorized', 'paid', 'refunded', 'failed'] as const;
export const ORDER_SORTS = ['created_desc', 'created_asc', 'slot_asc', 'slot_desc', 'total_desc', 'total_asc', 'number_desc', 'number_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_PAGE_MAX = 200;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** Columns an export can hold; the client sends them in the user's order with translated headers. */
export const EXPORT_COLUMNS = [
  'number',
  'createdAt',
  'status',
  'store',
  'warehouse',
  'customer',
  'channel',
  'fulfilment',
  'paymentMethod',
  'paymentState',
  'slotDate',
  'slotStart',
  'slotEnd',
  'itemCount',
  'total',
  'currency',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
