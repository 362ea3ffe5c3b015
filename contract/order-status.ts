import type { RoleCode } from './roles';

/** PRODUCT.md "Orders": the statuses, in board order. */
export const ORDER_STATUSES = ['pendiente', 'confirmada', 'en_picking', 'pickeada', 'en_despacho', 'lista_retiro', 'entregada', 'cancelada'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Statuses still in progress (not entregada or cancelada). */
export const OPEN_STATUSES: readonly OrderStatus[] = ['pendiente', 'confirmada', 'en_picking', 'pickeada', 'en_despacho', 'lista_retiro'];

type Move = readonly [OrderStatus, OrderStatus];

const COMMON_MOVES: readonly Move[] = [
  ['pendiente', 'confirmada'],
  ['confirmada', 'en_picking'],
  ['en_picking', 'pickeada'],
  ['pendiente', 'cancelada'],
  ['confirmada', 'cancelada'],
  ['en_picking', 'cancelada'],
  ['pickeada', 'cancelada'],
];
const DELIVERY_MOVES: readonly Move[] = [...COMMON_MOVES, ['pickeada', 'en_despacho'], ['en_despacho', 'entregada']];
const PICKUP_MOVES: readonly Move[] = [...COMMON_MOVES, ['pickeada', 'lista_retiro'], ['lista_retiro', 'entregada']];

/** Roles that may make any allowed move (supervisors): they assign pickers, force a finish, release any picker's order. */
export const ANY_MOVE_ROLES: readonly RoleCode[] = ['CA', 'AD', 'GE', 'SG', 'SU', 'SA'];

export function mayMakeAnyMove(role: string): boolean {
  return (ANY_MOVE_ROLES as readonly string[]).includes(role);
}

/** Why an order is cancelled (ADR 008): stored in its timeline event as `detail.reason`, free text as `detail.reasonText`. */
export const CANCEL_REASONS = ['customer_request', 'out_of_stock', 'payment_failed', 'duplicate', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The reason whose free text is required. */
export const CANCEL_REASON_OTHER: CancelReason = 'other';
export const REASON_TEXT_MAX = 500;
/** Roles limited to some moves. */
const LIMITED_MOVES: Partial<Record<RoleCode, readonly Move[]>> = {
  PK: [['confirmada', 'en_picking'], ['en_picking', 'pickeada']],
  DE: [['pickeada', 'en_despacho'], ['pickeada', 'lista_retiro'], ['en_despacho', 'entregada'], ['lista_retiro', 'entregada']],
  CC: [['pendiente', 'cancelada']],
};

function hasMove(moves: readonly Move[], from: OrderStatus, to: OrderStatus): boolean {
  return moves.some(([f, t]) => f === from && t === to);
}

export function isStatusMove(fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus): boolean {
  return hasMove(fulfilment === 'pickup' ? PICKUP_MOVES : DELIVERY_MOVES, from, to);
}

export type MoveCheck = { ok: true } | { ok: false; reason: 'not_a_move' | 'role' };

/** Whether `role` may move an order of `fulfilment` from `from` to `to` (PRODUCT.md). */
export function checkMove(role: string, fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus): MoveCheck {
  if (!isStatusMove(fulfilment, from, to)) return { ok: false, reason: 'not_a_move' };
  if (mayMakeAnyMove(role)) return { ok: true };
  const limited = (LIMITED_MOVES as Record<string, readonly Move[] | undefined>)[role];
  return limited !== undefined && hasMove(limited, from, to) ? { ok: true } : { ok: false, reason: 'role' };
}

/** The statuses `role` may move an order to from its current status. */
export function movesFor(role: string, fulfilment: Fulfilment, from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => checkMove(role, fulfilment, from, to).ok);
}
