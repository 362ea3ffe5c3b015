/** Plans the 500 demo orders: status, times, slot, lines, totals, status history and notes. */
import { checkMove, type Fulfilment, type OrderStatus } from '../../../contract/order-status';
import type { RoleCode } from '../../../contract/roles';
import {
  buildLines, itemCount, localDate, orderMoney, paymentStateFor, pickPaymentMethod, pickPromotion, slotAfter,
  type OrderChannel, type PaymentMethod, type PaymentState, type SeedLine, type SeedProduct,
} from './order-gen';
import type { Rng } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface DemoCompanyContext {
  companyId: number;
  /** Share of the orders. */
  weight: number;
  stores: { id: number; weight: number; warehouses: { id: number; name: string; address: string; lat: number; lng: number; weight: number }[] }[];
  customers: { id: number; addresses: { line1: string; lat: number; lng: number }[] }[];
  products: readonly SeedProduct[];
  channels: readonly (readonly [OrderChannel, number])[];
  /** Demo user id per role for this company's events; roles without a user fall back to `fallbackUserId`. */
  usersByRole: Partial<Record<RoleCode, number>>;
  fallbackUserId: number | null;
}

export interface PlannedEvent {
  userId: number | null;
  kind: 'created' | 'status' | 'note';
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  detail: Record<string, unknown> | null;
  at: Date;
}

export interface PlannedOrder {
  companyId: number; storeId: number; warehouseId: number; customerId: number; number: string;
  channel: OrderChannel; fulfilment: Fulfilment; deliveryAddress: string; deliveryLat: number | null; deliveryLng: number | null;
  slotDate: string; slotStart: Date; slotEnd: Date; paymentMethod: PaymentMethod; paymentState: PaymentState;
  shippingCents: number; freeShipping: boolean; promoCode: string | null; cardPromotion: string | null; storeCreditCents: number;
  subtotalCents: number; discountCents: number; taxCents: number; totalCents: number; itemCount: number;
  status: OrderStatus; version: number; createdBy: number | null; pickerId: number | null; createdAt: Date; updatedAt: Date;
  lines: SeedLine[]; events: PlannedEvent[]; notes: { userId: number; text: string; createdAt: Date }[];
}

/** Exact counts so every status is present: 200 open (mostly recent), 260 delivered, 40 cancelled. */
const STATUS_COUNTS: readonly (readonly [OrderStatus, number])[] = [
  ['pendiente', 45], ['confirmada', 40], ['en_picking', 30], ['pickeada', 25], ['en_despacho', 35], ['lista_retiro', 25], ['entregada', 260], ['cancelada', 40],
];

const NOTES = [
  'Cliente pide llamar antes de llegar.', 'Dejar el pedido en portería con el guardia.', 'Si no hay la marca, sustituir por una similar.',
  'Frutas no muy maduras, por favor.', 'Cliente pagará con billete de $20, llevar cambio.', 'Timbre dañado, llamar al celular.',
  'Pidió factura con RUC, datos en el perfil.', 'Cliente reclama faltante del pedido anterior; revisar.', 'Empacar los congelados aparte.',
];

/** The path of statuses from pendiente to `status` (cancelled orders stop somewhere before cancelling). */
function statusPath(rng: Rng, status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] {
  const base: OrderStatus[] = ['pendiente', 'confirmada', 'en_picking', 'pickeada'];
  const finalLeg: OrderStatus = fulfilment === 'pickup' ? 'lista_retiro' : 'en_despacho';
  if (status === 'cancelada') {
    const stop = rng.weighted([[1, 50], [2, 25], [3, 15], [4, 10]] as const);
    return [...base.slice(0, stop), 'cancelada'];
  }
  const full: OrderStatus[] = [...base, finalLeg, 'entregada'];
  return full.slice(0, full.indexOf(status) + 1);
}

function moverRoles(from: OrderStatus, to: OrderStatus): RoleCode[] {
  if (to === 'cancelada') return from === 'pendiente' ? ['CC', 'CA', 'SU'] : ['SU', 'AD', 'CA'];
  if (to === 'confirmada') return ['CA', 'SU', 'AD'];
  if (to === 'en_picking' || to === 'pickeada') return ['PK', 'PK', 'PK', 'SU'];
  if (to === 'lista_retiro') return ['CA', 'SU'];
  if (to === 'entregada' && from === 'lista_retiro') return ['CA', 'DE'];
  return ['DE'];
}

/** `n` increasing instants strictly inside (from, to), at least a few seconds apart. */
function spreadTimes(rng: Rng, from: number, to: number, n: number): number[] {
  const points = Array.from({ length: n }, () => rng.next()).sort((a, b) => a - b);
  return points.map((p, i) => Math.floor(from + (to - from) * (0.02 + p * 0.96)) + (i + 1) * 1000);
}

interface Timing { createdAt: number; slot: { start: Date; end: Date }; moveTimes: number[] }

function planTiming(rng: Rng, now: number, path: OrderStatus[], fulfilment: Fulfilment): Timing {
  const status = path[path.length - 1] as OrderStatus;
  const moves = path.length - 1;
  const lead = () => (fulfilment === 'pickup' ? rng.int(1, 6) : rng.int(2, 22)) * HOUR;
  if (status === 'entregada') {
    for (let tries = 0; tries < 40; tries++) {
      const age = rng.chance(0.12) ? rng.int(3 * 60, 14 * 60) * MINUTE : rng.int(3 * 60, 30 * 24 * 60) * MINUTE;
      const createdAt = now - age;
      const slot = slotAfter(new Date(createdAt + lead()));
      if (slot.end.getTime() > now - 10 * MINUTE) continue;
      const doneAt = slot.start.getTime() + rng.int(10, 110) * MINUTE;
      const middle = spreadTimes(rng, createdAt, slot.start.getTime(), moves - 1);
      return { createdAt, slot, moveTimes: [...middle, doneAt] };
    }
  }
  if (status === 'cancelada') {
    const createdAt = now - rng.int(60, 30 * 24 * 60) * MINUTE;
    const end = Math.min(now - MINUTE, createdAt + rng.int(30, 24 * 60) * MINUTE);
    return { createdAt, slot: slotAfter(new Date(createdAt + lead())), moveTimes: spreadTimes(rng, createdAt, end, moves) };
  }
  // Open orders are recent: mostly today, some since yesterday; about one in five is late (its slot has ended).
  const minAge = (moves + 1) * 20 * MINUTE;
  const late = rng.chance(0.2);
  let createdAt = now - minAge;
  let slot = slotAfter(new Date(createdAt + lead()));
  for (let tries = 0; tries < 40; tries++) {
    createdAt = now - minAge - rng.int(0, 25) * MINUTE - Math.floor(rng.next() ** 2 * (late ? 40 : 24) * HOUR);
    slot = slotAfter(new Date(createdAt + lead()));
    if (late === slot.end.getTime() < now - 5 * MINUTE) break;
  }
  return { createdAt, slot, moveTimes: spreadTimes(rng, createdAt, now - MINUTE, moves) };
}

function planOne(rng: Rng, now: number, ctx: DemoCompanyContext, status: OrderStatus): PlannedOrder {
  const store = rng.weighted(ctx.stores.map((s) => [s, s.weight] as const));
  const warehouse = rng.weighted(store.warehouses.map((w) => [w, w.weight] as const));
  const customer = rng.pick(ctx.customers);
  const fulfilment: Fulfilment = status === 'lista_retiro' ? 'pickup' : status === 'en_despacho' ? 'delivery' : rng.chance(0.12) ? 'pickup' : 'delivery';
  const channel = rng.weighted(ctx.channels);
  const path = statusPath(rng, status, fulfilment);
  const timing = planTiming(rng, now, path, fulfilment);
  const user = (role: RoleCode) => ctx.usersByRole[role] ?? ctx.fallbackUserId;
  const createdBy = channel === 'call_center' ? user('CC') : null;

  const events: PlannedEvent[] = [{ userId: createdBy, kind: 'created', fromStatus: null, toStatus: 'pendiente', detail: { channel }, at: new Date(timing.createdAt) }];
  let pickerId: number | null = null;
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] as OrderStatus;
    const to = path[i] as OrderStatus;
    const role = rng.pick(moverRoles(from, to));
    if (!checkMove(role, fulfilment, from, to).ok) throw new Error(`seed: ${role} may not move ${fulfilment} ${from} → ${to}`);
    const userId = user(role);
    if (to === 'en_picking') pickerId = userId;
    events.push({ userId, kind: 'status', fromStatus: from, toStatus: to, detail: null, at: new Date(timing.moveTimes[i - 1] as number) });
  }

  const notes: PlannedOrder['notes'] = [];
  const noteUser = user(rng.pick(['CC', 'SU', 'CA'] as const));
  if (noteUser !== null && rng.chance(0.08)) {
    const at = new Date(Math.min(now - 30_000, timing.createdAt + rng.int(1, 40) * MINUTE));
    const text = rng.pick(NOTES);
    notes.push({ userId: noteUser, text, createdAt: at });
    events.push({ userId: noteUser, kind: 'note', fromStatus: null, toStatus: null, detail: { text }, at });
  }

  const promotion = pickPromotion(rng);
  const lineCount = rng.chance(0.04) ? rng.int(13, 30) : rng.int(1, 12);
  const lines = buildLines(rng, ctx.products, lineCount, promotion);
  const paymentMethod = pickPaymentMethod(rng);
  const money = orderMoney(rng, lines, fulfilment, paymentMethod);
  const address = rng.pick(customer.addresses);
  const lastAt = Math.max(...events.map((e) => e.at.getTime()));
  return {
    companyId: ctx.companyId, storeId: store.id, warehouseId: warehouse.id, customerId: customer.id, number: '',
    channel, fulfilment,
    deliveryAddress: fulfilment === 'pickup' ? `Retiro en ${warehouse.name}: ${warehouse.address}` : address.line1,
    deliveryLat: fulfilment === 'pickup' ? warehouse.lat : address.lat,
    deliveryLng: fulfilment === 'pickup' ? warehouse.lng : address.lng,
    slotDate: localDate(timing.slot.start), slotStart: timing.slot.start, slotEnd: timing.slot.end,
    paymentMethod, paymentState: paymentStateFor(rng, paymentMethod, status),
    shippingCents: money.shippingCents, freeShipping: money.freeShipping, promoCode: promotion.promoCode, cardPromotion: promotion.cardPromotion,
    storeCreditCents: money.storeCreditCents, subtotalCents: money.totals.subtotalCents, discountCents: money.totals.discountCents,
    taxCents: money.totals.taxCents, totalCents: money.totals.totalCents, itemCount: itemCount(lines),
    status, version: path.length, createdBy, pickerId, createdAt: new Date(timing.createdAt), updatedAt: new Date(lastAt),
    lines, events, notes,
  };
}

/** Plans every demo order, numbered per company in creation order (10001, 10002, …). */
export function planDemoOrders(rng: Rng, now: Date, companies: readonly DemoCompanyContext[]): PlannedOrder[] {
  const statuses: OrderStatus[] = STATUS_COUNTS.flatMap(([status, count]) => Array<OrderStatus>(count).fill(status));
  const orders = statuses.map((status) => planOne(rng, now.getTime(), rng.weighted(companies.map((c) => [c, c.weight] as const)), status));
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const next = new Map<number, number>();
  for (const order of orders) {
    const n = (next.get(order.companyId) ?? 10001);
    next.set(order.companyId, n + 1);
    order.number = String(n);
  }
  return orders;
}
