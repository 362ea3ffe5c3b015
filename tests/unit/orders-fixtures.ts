/** Test data and a fake WebSocket for the order screens' unit tests. */
import type { OrderStatus } from '../../contract/order-status';
import type { OrderDetail, OrderSummary } from '../../contract/schemas/orders';

export function summary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    number: String(10000 + id),
    companyId: 1,
    storeId: 1,
    storeName: 'Andino Norte',
    warehouseId: 1,
    warehouseName: 'Bodega Norte',
    customerId: 100 + id,
    customerName: `Cliente ${id}`,
    status: 'pendiente' as OrderStatus,
    fulfilment: 'delivery',
    channel: 'web',
    paymentMethod: 'card',
    paymentState: 'paid',
    slotDate: '2026-11-22',
    slotStart: '2026-11-22T15:00:00Z',
    slotEnd: '2026-11-22T17:00:00Z',
    itemCount: 3,
    totalCents: 1000 + id,
    currency: 'USD',
    createdAt: `2026-11-22T10:${String(id % 60).padStart(2, '0')}:00Z`,
    updatedAt: '2026-11-22T10:00:00Z',
    version: 1,
    pickerId: null,
    ...overrides,
  };
}

export function detail(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary(id),
    customerEmail: 'c@example.com',
    customerPhone: null,
    deliveryAddress: 'Av. Amazonas 100',
    deliveryLat: -0.18,
    deliveryLng: -78.48,
    shippingCents: 250,
    freeShipping: false,
    promoCode: null,
    cardPromotion: null,
    storeCreditCents: 0,
    subtotalCents: 1000,
    discountCents: 0,
    taxCents: 150,
    taxByRate: [{ taxRateBp: 1500, baseCents: 1000, taxCents: 150 }],
    pickerName: null,
    lines: [],
    notes: [],
    events: [],
    ...overrides,
  };
}

/** A WebSocket stand-in: records sends; tests drive open/message/close. */
export class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
}

/** jsdom lays nothing out; the virtual lists need a viewport to render rows. */
export function stubLayout(): void {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 800, right: 1200, width: 1200, height: 800, toJSON: () => ({}) };
  HTMLElement.prototype.getBoundingClientRect = () => rect as DOMRect;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
}

/** /Order/Counts data: zod records over an enum need every status. */
export function counts(partial: Partial<Record<OrderStatus, number>> = {}) {
  const byStatus = { pendiente: 0, confirmada: 0, en_picking: 0, pickeada: 0, en_despacho: 0, lista_retiro: 0, entregada: 0, cancelada: 0, ...partial };
  return { byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) };
}
