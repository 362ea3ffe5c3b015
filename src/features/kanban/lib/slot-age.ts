import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { relativeTimeFormat } from '../../../../contract/intl-cache';

export type SlotTone = 'early' | 'inside' | 'late' | 'closed';

export const TONE_COLORS: Record<SlotTone, string> = { early: 'green', inside: 'yellow', late: 'red', closed: 'gray' };

const CLOSED: readonly OrderStatus[] = ['entregada', 'cancelada'];

/** Green before the slot starts, amber inside the window, red after it ends while the order is open. */
export function slotTone(order: Pick<OrderSummary, 'status' | 'slotStart' | 'slotEnd'>, now: number): SlotTone {
  if (CLOSED.includes(order.status)) return 'closed';
  if (now < Date.parse(order.slotStart)) return 'early';
  if (now <= Date.parse(order.slotEnd)) return 'inside';
  return 'late';
}

/** Age since creation in the largest fitting unit, in the active locale ("hace 3 h"). */
export function ageText(createdAt: string, now: number, locale: string): string {
  const minutes = Math.round((Date.parse(createdAt) - now) / 60_000);
  const format = relativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}
