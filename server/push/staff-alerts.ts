/**
 * Order alerts for staff (issue 19 §3, ADR 012): when an order waits to be picked ('confirmada') its warehouse's
 * pickers get a push; when it is ready to dispatch ('pickeada') the company's dispatchers of that warehouse (or of
 * none) do. Users who switched alerts off (`users.staff_push_alerts`) and disabled users get nothing. Each order and
 * kind goes out once, across retries, repeated events and server processes: the insert into `push_staff_alerts` that
 * returns a row is the one that sends.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { OrderSummary } from '../../contract/schemas/orders';
import { users } from '../db/schema/accounts';
import { companies } from '../db/schema/tenancy';
import { pushStaffAlerts } from '../db/schema/push';
import { deliverToUsers, type PushContext, type PushPayload } from './deliver';

export type StaffAlertKind = 'to_pick' | 'to_dispatch';

/** Which alert an order in this status calls for, or null. */
export function staffAlertKind(status: OrderSummary['status']): StaffAlertKind | null {
  if (status === 'confirmada') return 'to_pick';
  if (status === 'pickeada') return 'to_dispatch';
  return null;
}

/** Who gets the alert and what it says, once: null when this order's alert of this kind was already claimed. */
export async function claimStaffAlert(ctx: PushContext, order: OrderSummary): Promise<{ userIds: number[]; payload: PushPayload } | null> {
  const kind = staffAlertKind(order.status);
  if (kind === null) return null;
  const claimed = await ctx.db.insert(pushStaffAlerts).values({ orderId: order.id, kind }).onConflictDoNothing().returning({ orderId: pushStaffAlerts.orderId });
  if (claimed.length === 0) return null;
  const role = kind === 'to_pick' ? 'PK' : 'DE';
  // Pickers work in one warehouse; a dispatcher without one dispatches for the whole company.
  const warehouse = kind === 'to_pick' ? eq(users.warehouseId, order.warehouseId) : or(eq(users.warehouseId, order.warehouseId), isNull(users.warehouseId));
  const recipients = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.companyId, order.companyId), eq(users.disabled, false), eq(users.staffPushAlerts, true), warehouse));
  const [company] = await ctx.db.select({ timeZone: companies.timezone }).from(companies).where(eq(companies.id, order.companyId));
  return { userIds: recipients.map((row) => row.id), payload: alertPayload(kind, order, company?.timeZone ?? 'UTC') };
}

/** "20/11 14:00–16:00" in the company's time zone (the slot's date is already the local one). */
function slotText(order: OrderSummary, timeZone: string): string {
  const time = new Intl.DateTimeFormat('es', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const [, month, day] = order.slotDate.split('-');
  return `${day}/${month} ${time.format(new Date(order.slotStart))}–${time.format(new Date(order.slotEnd))}`;
}

function alertPayload(kind: StaffAlertKind, order: OrderSummary, timeZone: string): PushPayload {
  const slot = slotText(order, timeZone);
  const body = `Pedido ${order.number} · ${order.storeName} · ${slot}`;
  return kind === 'to_pick'
    ? { title: 'Pedido por pickear', body, url: `/picking/orden/${order.id}`, tag: `order-${order.id}-to-pick` }
    : { title: 'Pedido listo para despachar', body, url: '/ordenes-kanban', tag: `order-${order.id}-to-dispatch` };
}

/**
 * After an order change committed: claims the order's alert (two quick statements, awaited, so the alert is decided
 * before the answer) and sends it in the background: the answer never waits for push services, and the app waits
 * for the sending on close. Never throws: an alert that fails is logged, the order change stands.
 */
export async function startStaffAlert(ctx: PushContext, order: OrderSummary): Promise<void> {
  if (staffAlertKind(order.status) === null) return;
  try {
    const alert = await claimStaffAlert(ctx, order);
    if (!alert || alert.userIds.length === 0) return;
    ctx.push.track(
      deliverToUsers(ctx, alert.userIds, alert.payload, { companyId: order.companyId, orderId: order.id }).catch((error: unknown) => {
        ctx.log.warn({ err: error, orderId: order.id }, 'staff push alert failed');
      }),
    );
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'staff push alert failed');
  }
}
