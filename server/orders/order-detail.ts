/**
 * The parts of an order's detail (contract `orderDetailSchema`) that `/Order/Get` and `/Picking/Get` both show: the
 * header (the summary and the customer, delivery and money fields), the notes and the timeline. Each is one prepared
 * statement on the pool; the callers read them side by side with their own lines.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { OrderDetail } from '../../contract/schemas/orders';
import type { AppDb } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { users } from '../db/schema/accounts';
import { customers } from '../db/schema/customers';
import { orderEvents, orderNotes, orders } from '../db/schema/orders';
import { summaryColumns, withSummaryJoins } from './order-summary';

/** The user an order is assigned to for picking. */
export const picker = alias(users, 'picker');

export const detailHeaderColumns = {
  ...summaryColumns,
  customerEmail: customers.email,
  customerPhone: customers.phone,
  deliveryAddress: orders.deliveryAddress,
  deliveryLat: orders.deliveryLat,
  deliveryLng: orders.deliveryLng,
  shippingCents: orders.shippingCents,
  freeShipping: orders.freeShipping,
  promoCode: orders.promoCode,
  cardPromotion: orders.cardPromotion,
  storeCreditCents: orders.storeCreditCents,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  taxCents: orders.taxCents,
  pickerName: picker.name,
};

/**
 * The header of one order (`sql.placeholder('orderId')`) with `extra` fields of the order (a caller's own, such as
 * picking's times), as a prepared statement named `name`.
 */
export function orderHeaderStatement<Extra extends SelectedFields>(db: AppDb, name: string, extra: Extra) {
  return preparedStatement(db, name, (on) => {
    const query = on
      .select({ ...detailHeaderColumns, ...extra })
      .from(orders)
      .leftJoin(picker, eq(picker.id, orders.pickerId));
    return withSummaryJoins(query.$dynamic())
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare(name);
  });
}

export async function orderNotesOf(db: AppDb, orderId: number): Promise<OrderDetail['notes']> {
  const statement = preparedStatement(db, 'order_notes', (on, name) =>
    on
      .select({ id: orderNotes.id, text: orderNotes.text, authorId: orderNotes.userId, authorName: users.name, createdAt: orderNotes.createdAt })
      .from(orderNotes)
      .innerJoin(users, eq(users.id, orderNotes.userId))
      .where(eq(orderNotes.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
      .prepare(name),
  );
  const rows = await statement.execute({ orderId });
  return rows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
}

export async function orderEventsOf(db: AppDb, orderId: number): Promise<OrderDetail['events']> {
  const statement = preparedStatement(db, 'order_events', (on, name) =>
    on
      .select({
        id: orderEvents.id,
        kind: orderEvents.kind,
        fromStatus: orderEvents.fromStatus,
        toStatus: orderEvents.toStatus,
        userId: orderEvents.userId,
        userName: users.name,
        at: orderEvents.at,
        detail: orderEvents.detail,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.userId))
      .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id))
      .prepare(name),
  );
  const rows = await statement.execute({ orderId });
  // `detail` is the jsonb object each change wrote (or null).
  return rows.map((event) => ({ ...event, at: event.at.toISOString(), detail: event.detail as Record<string, unknown> | null }));
}
