/** Reading composed push messages as `/Push/*` answer them: the message, its audience's names, who wrote it, its deliveries. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PUSH_DELIVERIES_MAX, PUSH_LIST_MAX, type PushDelivery, type PushMessage, type PushMessageStatus } from '../../../contract/schemas/push-messages';
import type { AppDb } from '../../db/client';
import { isoText, isoTextOrNull } from '../../db/iso-text';
import { users } from '../../db/schema/accounts';
import { pushDeliveries, pushMessages, pushSubscriptions } from '../../db/schema/push';
import { stores, warehouses } from '../../db/schema/tenancy';
import { notFound } from '../../errors/call-error';
import { storedAudience } from '../../push/audience';

const messageColumns = {
  id: pushMessages.id,
  title: pushMessages.title,
  body: pushMessages.body,
  imageUrl: pushMessages.imageUrl,
  route: pushMessages.route,
  audience: pushMessages.audience,
  storeName: stores.name,
  warehouseName: warehouses.name,
  sendAt: isoText(pushMessages.sendAt),
  status: pushMessages.status,
  sentAt: isoTextOrNull(pushMessages.sentAt),
  sentCount: pushMessages.sentCount,
  failedCount: pushMessages.failedCount,
  removedCount: pushMessages.removedCount,
  createdByName: users.name,
  createdAt: isoText(pushMessages.createdAt),
  version: pushMessages.version,
};

interface MessageRow {
  id: number;
  title: string;
  body: string;
  imageUrl: string | null;
  route: string;
  audience: unknown;
  storeName: string | null;
  warehouseName: string | null;
  sendAt: string;
  status: string;
  sentAt: string | null;
  sentCount: number;
  failedCount: number;
  removedCount: number;
  createdByName: string | null;
  createdAt: string;
  version: number;
}

function toMessage(row: MessageRow): PushMessage {
  const audience = storedAudience(row.audience);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    route: row.route,
    audience: { ...audience, storeName: audience.storeId === null ? null : row.storeName, warehouseName: audience.warehouseId === null ? null : row.warehouseName },
    sendAt: row.sendAt,
    status: row.status as PushMessageStatus,
    sentAt: row.sentAt,
    sentCount: row.sentCount,
    failedCount: row.failedCount,
    removedCount: row.removedCount,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    version: row.version,
  };
}

/** An id inside the stored audience (jsonb), for joining its store or warehouse. */
function sqlInt(key: 'storeId' | 'warehouseId'): SQL<number> {
  return sql<number>`(${pushMessages.audience} ->> ${key})::int`;
}

async function selectMessages(db: AppDb, where: SQL | undefined, limit: number): Promise<PushMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(pushMessages)
    .leftJoin(users, eq(users.id, pushMessages.createdBy))
    // The audience's store and warehouse are read from the jsonb (ids the compose call checked were the company's).
    .leftJoin(stores, and(eq(stores.companyId, pushMessages.companyId), eq(stores.id, sqlInt('storeId'))))
    .leftJoin(warehouses, and(eq(warehouses.companyId, pushMessages.companyId), eq(warehouses.id, sqlInt('warehouseId'))))
    .where(where)
    .orderBy(desc(pushMessages.sendAt), desc(pushMessages.id))
    .limit(limit);
  return rows.map(toMessage);
}

/** The company's messages (optionally of one status), newest `sendAt` first. */
export async function listMessages(db: AppDb, companyId: number, status: PushMessageStatus | undefined): Promise<{ rows: PushMessage[]; truncated: boolean }> {
  const where = and(eq(pushMessages.companyId, companyId), status === undefined ? undefined : eq(pushMessages.status, status));
  const rows = await selectMessages(db, where, PUSH_LIST_MAX + 1);
  return { rows: rows.slice(0, PUSH_LIST_MAX), truncated: rows.length > PUSH_LIST_MAX };
}

/** One message of the company (NOT_FOUND for another company's, or none). */
export async function getMessage(db: AppDb, companyId: number, id: number): Promise<PushMessage> {
  const [message] = await selectMessages(db, and(eq(pushMessages.companyId, companyId), eq(pushMessages.id, id)), 1);
  if (!message) throw notFound('La notificación');
  return message;
}

const deliveryUsers = alias(users, 'delivery_users');

/** A message's delivery attempts, oldest first (at most PUSH_DELIVERIES_MAX). */
export async function listDeliveries(db: AppDb, messageId: number): Promise<{ rows: PushDelivery[]; truncated: boolean }> {
  const rows = await db
    .select({
      id: pushDeliveries.id,
      userId: pushDeliveries.userId,
      userName: deliveryUsers.name,
      userAgent: pushSubscriptions.userAgent,
      endpointHost: pushDeliveries.endpointHost,
      outcome: pushDeliveries.outcome,
      statusCode: pushDeliveries.statusCode,
      error: pushDeliveries.error,
      at: isoText(pushDeliveries.createdAt),
    })
    .from(pushDeliveries)
    .leftJoin(deliveryUsers, eq(deliveryUsers.id, pushDeliveries.userId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushDeliveries.messageId, messageId))
    .orderBy(asc(pushDeliveries.id))
    .limit(PUSH_DELIVERIES_MAX + 1);
  return {
    rows: rows.slice(0, PUSH_DELIVERIES_MAX).map((row) => ({ ...row, outcome: row.outcome as PushDelivery['outcome'] })),
    truncated: rows.length > PUSH_DELIVERIES_MAX,
  };
}
