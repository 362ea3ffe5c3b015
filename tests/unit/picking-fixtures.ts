/** Test data for the picking screens: an order with unit and weighted lines in two aisles, and its candidates. */
import { orderSummarySchema, type OrderSummary } from '../../contract/schemas/orders';
import type { PickingGetData, PickingLine, PickingListRow, PickingOrder, PickingProduct } from '../../contract/schemas/picking';
import type { OutboxEntry } from '../../src/lib/outbox/types';
import { repriceLine } from '../../src/features/picking/lib/apply-pending';
import { detail, summary } from './orders-fixtures';

export const ME = 7;

export function product(id: number, overrides: Partial<PickingProduct> = {}): PickingProduct {
  return { id, sku: `SKU-${id}`, name: `Producto ${id}`, saleUnit: 'unit', unitPrice: 100, taxRate: 1500, categoryId: 10, barcodes: [`78600000${id}`], imageUrl: null, ...overrides };
}

export function line(id: number, overrides: Partial<PickingLine> = {}): PickingLine {
  const base: PickingLine = {
    id,
    name: `Línea ${id}`,
    type: 'unit',
    tokenProvider: null,
    sku: `SKU-L${id}`,
    unitPrice: 100,
    quantity: 1000,
    subtotal: 0,
    subtotalWithoutDiscount: 0,
    total: 0,
    totalWithoutDiscount: 0,
    taxRate: 1500,
    tax: 0,
    taxWithoutDiscount: 0,
    discount: 0,
    discountRate: 0,
    productId: 100 + id,
    categoryId: 10,
    position: id,
    categoryName: 'Lácteos',
    aisle: 2,
    barcodes: [`7861234500${String(id).padStart(3, '0')}`],
    imageUrl: null,
    orderedQuantity: 1000,
    pickState: 'pending',
    pickedQuantity: null,
    substitute: null,
    substituteApproval: null,
    lineVersion: 0,
    pickedBy: null,
    pickedAt: null,
    ...overrides,
  };
  // Money fields always hold what the line is charged now (contract/picking-math).
  return repriceLine(base);
}

/** Leche (3 units, Lácteos), Queso fresco (0.5 kg, Lácteos), Manzana (6 units, Frutas, first aisle). */
export const LECHE = line(1, { name: 'Leche entera 1 L', productId: 101, quantity: 3000, orderedQuantity: 3000, unitPrice: 120, barcodes: ['7861234500011'] });
export const QUESO = line(2, { name: 'Queso fresco', type: 'kg', productId: 102, quantity: 500, orderedQuantity: 500, unitPrice: 800, taxRate: 0, discountRate: 1000, barcodes: ['2000000000022'] });
export const MANZANA = line(3, { name: 'Manzana roja', productId: 103, categoryId: 20, categoryName: 'Frutas', aisle: 1, quantity: 6000, orderedQuantity: 6000, unitPrice: 45, taxRate: 0, barcodes: ['7861234500035'] });

export const CANDIDATES: PickingProduct[] = [
  product(101, { name: 'Leche entera 1 L', categoryId: 10, barcodes: ['7861234500011'] }),
  product(201, { name: 'Leche deslactosada 1 L', categoryId: 10, unitPrice: 130, barcodes: ['7861234500099'] }),
  product(202, { name: 'Yogur natural', categoryId: 10, unitPrice: 90, barcodes: ['7861234500101'] }),
  product(203, { name: 'Queso mozzarella', categoryId: 10, saleUnit: 'kg', unitPrice: 1100, taxRate: 0, barcodes: ['2000000000033'] }),
  product(301, { name: 'Pera', categoryId: 20, unitPrice: 50, taxRate: 0, barcodes: ['7861234500200'] }),
];

export function pickingOrder(overrides: Partial<PickingOrder> = {}): PickingOrder {
  const { lines: _lines, ...base } = detail(1, { status: 'en_picking', pickerId: ME, pickerName: 'Pia Picker', version: 5, totalCents: 1234 });
  return { ...base, lines: [LECHE, QUESO, MANZANA], pickingStartedAt: '2026-11-22T14:00:00Z', pickingFinishedAt: null, ...overrides };
}

export function pickingData(overrides: Partial<PickingOrder> = {}): PickingGetData {
  return { order: pickingOrder(overrides), candidates: CANDIDATES };
}

export function row(id: number, overrides: Partial<PickingListRow> = {}): PickingListRow {
  return { ...summary(id, { status: 'confirmada' }), linesTotal: 4, linesDone: 0, pickerName: null, pickingStartedAt: null, ...overrides };
}

let seq = 100;
/** An outbox entry as the outbox would hold it. */
export function entry<N extends OutboxEntry['name']>(name: N, args: OutboxEntry<N>['args'], overrides: Partial<OutboxEntry<N>> = {}): OutboxEntry<N> {
  seq += 1;
  return { seq, name, args, orderId: 1, createdAt: '2026-11-22T15:00:00Z', state: 'waiting', attempts: 0, ...overrides };
}

/** The order summary the server puts in a conflict's `detalle.current`. */
export function summaryOf(order: PickingOrder, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return orderSummarySchema.parse({ ...order, ...overrides });
}
