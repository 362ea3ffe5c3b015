/**
 * Hand-written checks of two answer shapes the client reads back from a conflict's `detalle` (the server's current
 * order summary and picking line), so the picking and outbox screens need no zod. They accept exactly what
 * `orderSummarySchema` and `pickingLineSchema` accept (tests/unit/shape-guards.test.ts compares them); unlike a
 * schema's parse they return the value itself, unknown keys included.
 */
import type { OrderSummary } from './schemas/orders';
import type { PickingLine, PickingProduct } from './schemas/picking';
import { FULFILMENTS, ORDER_STATUSES } from './order-status';
import { ORDER_CHANNELS, PAYMENT_METHODS, PAYMENT_STATES } from './order-constants';
import { PICK_STATES, SUBSTITUTE_APPROVALS } from './picking-constants';

/** One field's check: 'int', 'num', 'str', 'bool', a list of allowed strings, or a check of its own. */
type FieldCheck = 'int' | 'num' | 'str' | 'bool' | readonly string[] | ((value: unknown) => boolean);
type Shape = Record<string, FieldCheck | { nullable: FieldCheck }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fits(check: FieldCheck, value: unknown): boolean {
  if (check === 'int') return Number.isSafeInteger(value);
  if (check === 'num') return typeof value === 'number' && Number.isFinite(value);
  if (check === 'str') return typeof value === 'string';
  if (check === 'bool') return typeof value === 'boolean';
  if (typeof check === 'function') return check(value);
  return typeof value === 'string' && check.includes(value);
}

function matches(shape: Shape, value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  for (const [key, check] of Object.entries(shape)) {
    const field = value[key];
    if (typeof check === 'object' && 'nullable' in check) {
      if (field !== null && !fits(check.nullable, field)) return false;
    } else if (!fits(check, field)) return false;
  }
  return true;
}

const stringList = (value: unknown): boolean => Array.isArray(value) && value.every((item) => typeof item === 'string');

const ORDER_SUMMARY: Shape = {
  id: 'int',
  number: 'str',
  companyId: 'int',
  storeId: 'int',
  storeName: 'str',
  warehouseId: 'int',
  warehouseName: 'str',
  customerId: 'int',
  customerName: 'str',
  status: ORDER_STATUSES,
  fulfilment: FULFILMENTS,
  channel: ORDER_CHANNELS,
  paymentMethod: PAYMENT_METHODS,
  paymentState: PAYMENT_STATES,
  slotDate: 'str',
  slotStart: 'str',
  slotEnd: 'str',
  itemCount: 'int',
  totalCents: 'int',
  currency: 'str',
  createdAt: 'str',
  updatedAt: 'str',
  version: 'int',
  pickerId: { nullable: 'int' },
};

const PICKING_PRODUCT: Shape = {
  id: 'int',
  sku: 'str',
  name: 'str',
  saleUnit: ['unit', 'kg'],
  unitPrice: 'int',
  taxRate: 'int',
  categoryId: { nullable: 'int' },
  barcodes: stringList,
  imageUrl: { nullable: 'str' },
};

const isPickingProduct = (value: unknown): value is PickingProduct => matches(PICKING_PRODUCT, value);

const PICKING_LINE: Shape = {
  // orderLineSchema
  id: 'int',
  name: 'str',
  type: ['unit', 'kg'],
  tokenProvider: { nullable: 'str' },
  sku: 'str',
  unitPrice: 'int',
  quantity: 'int',
  subtotal: 'int',
  subtotalWithoutDiscount: 'int',
  total: 'int',
  totalWithoutDiscount: 'int',
  taxRate: 'int',
  tax: 'int',
  taxWithoutDiscount: 'int',
  discount: 'int',
  discountRate: 'int',
  productId: { nullable: 'int' },
  categoryId: { nullable: 'int' },
  position: 'int',
  // pickingLineSchema's own fields
  categoryName: { nullable: 'str' },
  aisle: 'int',
  barcodes: stringList,
  imageUrl: { nullable: 'str' },
  orderedQuantity: 'int',
  pickState: PICK_STATES,
  pickedQuantity: { nullable: 'int' },
  substitute: { nullable: isPickingProduct },
  substituteApproval: { nullable: SUBSTITUTE_APPROVALS },
  lineVersion: 'int',
  pickedBy: { nullable: 'int' },
  pickedAt: { nullable: 'str' },
};

/** What `orderSummarySchema` accepts. */
export function isOrderSummary(value: unknown): value is OrderSummary {
  return matches(ORDER_SUMMARY, value);
}

/** What `pickingLineSchema` accepts. */
export function isPickingLine(value: unknown): value is PickingLine {
  return matches(PICKING_LINE, value);
}
