/**
 * Sending one payload to users' devices: every subscription of the users gets one attempt, and each attempt is a
 * `push_deliveries` row. 404/410 mean the browser dropped the subscription: it is deleted ('expired'); other failures
 * count against it ('failed'); a success stamps `last_success_at`. Used by staff alerts and composed messages.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client';
import { pushDeliveries, pushSubscriptions } from '../db/schema/push';
import type { PushService, SendResult } from './push-service';

export interface PushPayload {
  title: string;
  body: string;
  url: string;
  image?: string | null;
  tag?: string;
}

export interface DeliveryTarget {
  companyId: number | null;
  messageId?: number;
  orderId?: number;
}

export interface DeliverySummary {
  sent: number;
  failed: number;
  removed: number;
}

/** What sending needs; a CallContext is one, and `pushContextOf(app)` makes one outside calls (the scheduler). */
export interface PushContext {
  db: AppDb;
  push: PushService;
  log: FastifyBaseLogger;
}

export function pushContextOf(app: FastifyInstance): PushContext {
  return { db: app.database.db, push: app.push, log: app.log };
}

/** Push services are slow and remote: a few requests at a time, so a large audience neither floods them nor us. */
const CONCURRENCY = 8;

/**
 * Sends to every subscription of the users; one push_deliveries row per attempt; 404/410 delete the
 * subscription (outcome 'expired'); other failures 'failed' (failure_count + 1); success updates last_success_at.
 */
export async function deliverToUsers(ctx: PushContext, userIds: readonly number[], payload: PushPayload, target: DeliveryTarget): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, failed: 0, removed: 0 };
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return summary;
  const subscriptions = await ctx.db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, ids))
    .orderBy(pushSubscriptions.id);
  const text = JSON.stringify(wirePayload(payload));

  await eachLimited(subscriptions, CONCURRENCY, async (subscription) => {
    let result: SendResult;
    try {
      result = await ctx.push.send(subscription, text);
    } catch (error) {
      result = { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
    }
    const expired = !result.ok && (result.statusCode === 404 || result.statusCode === 410);
    const outcome = result.ok ? 'sent' : expired ? 'expired' : 'failed';
    try {
      if (result.ok) {
        await ctx.db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()`, failureCount: 0 }).where(eq(pushSubscriptions.id, subscription.id));
      } else if (expired) {
        await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else {
        await ctx.db
          .update(pushSubscriptions)
          .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
          .where(eq(pushSubscriptions.id, subscription.id));
      }
      await ctx.db.insert(pushDeliveries).values({
        companyId: target.companyId,
        messageId: target.messageId ?? null,
        orderId: target.orderId ?? null,
        subscriptionId: expired ? null : subscription.id,
        userId: subscription.userId,
        endpointHost: endpointHost(subscription.endpoint),
        statusCode: result.statusCode,
        outcome,
        error: result.ok ? null : result.error.slice(0, 500),
      });
    } catch (error) {
      // A subscription removed meanwhile (unsubscribed, cascade) must not stop the others.
      ctx.log.warn({ err: error, subscriptionId: subscription.id }, 'recording a push delivery failed');
    }
    if (outcome === 'sent') summary.sent += 1;
    else if (outcome === 'expired') summary.removed += 1;
    else summary.failed += 1;
  });
  return summary;
}

/** The JSON the service worker reads (sw/push-payload.ts): absent optional fields are left out. */
function wirePayload(payload: PushPayload): Record<string, string> {
  const wire: Record<string, string> = { title: payload.title, body: payload.body, url: payload.url };
  if (payload.image) wire.image = payload.image;
  if (payload.tag) wire.tag = payload.tag;
  return wire;
}

function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '?';
  }
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
