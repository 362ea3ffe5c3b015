/**
 * Sends composed push messages when they are due (docs/push-messages.md). Every server process may run it: a message
 * is claimed by one UPDATE … WHERE status = 'scheduled' … RETURNING (rows another process holds are skipped), so it
 * goes out once however many schedulers tick at the same moment. "Send now" claims its own message right after the
 * compose call commits, without waiting for the tick. Times come from the app's clock (`app.now`), so tests move them.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { executeRows } from '../db/execute-rows';
import { audienceUserIds, storedAudience } from './audience';
import { deliverToUsers, pushContextOf, type PushContext } from './deliver';
import { runWithApp, startIntervalJob, type IntervalJob } from '../jobs/interval-job';

/** Messages one tick claims at most (a few; the next tick takes the rest). */
const CLAIM_BATCH = 10;

interface ClaimedMessage {
  id: number;
  company_id: number;
  title: string;
  body: string;
  image_url: string | null;
  route: string;
  audience: unknown;
}

/** Claims due scheduled messages (or only `messageId`, when due), moving them to 'sending'. */
async function claimDue(ctx: PushContext, now: Date, messageId?: number): Promise<ClaimedMessage[]> {
  const only = messageId === undefined ? sql`` : sql`AND id = ${messageId}`;
  return executeRows<ClaimedMessage>(
    ctx.db,
    sql`UPDATE push_messages SET status = 'sending', version = version + 1, updated_at = ${now.toISOString()}::timestamptz
        WHERE status = 'scheduled' AND id IN (
          SELECT id FROM push_messages WHERE status = 'scheduled' AND send_at <= ${now.toISOString()}::timestamptz ${only}
          ORDER BY send_at, id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, company_id, title, body, image_url, route, audience`,
  );
}

/** Delivers one claimed message to its audience as it is now, and records the counts ('sent'). */
async function deliverClaimed(ctx: PushContext, message: ClaimedMessage, now: () => Date): Promise<void> {
  const userIds = await audienceUserIds(ctx.db, message.company_id, storedAudience(message.audience));
  const summary = await deliverToUsers(ctx, userIds, { title: message.title, body: message.body, url: message.route, image: message.image_url, tag: `push-message-${message.id}` }, { companyId: message.company_id, messageId: message.id });
  const at = now().toISOString();
  await executeRows(
    ctx.db,
    sql`UPDATE push_messages SET status = 'sent', sent_at = ${at}::timestamptz, updated_at = ${at}::timestamptz, version = version + 1,
          sent_count = ${summary.sent}, failed_count = ${summary.failed}, removed_count = ${summary.removed}
        WHERE id = ${message.id} AND status = 'sending'`,
  );
}

async function deliverAll(ctx: PushContext, claimed: ClaimedMessage[], now: () => Date): Promise<number> {
  for (const message of claimed) {
    try {
      await deliverClaimed(ctx, message, now);
    } catch (error) {
      // Left 'sending' (shown as such): never sent twice, and the others still go out.
      ctx.log.error({ err: error, messageId: message.id }, 'sending a push message failed');
    }
  }
  return claimed.length;
}

/** Sends every due message (in batches); answers how many were claimed. */
export async function sendDueMessages(ctx: PushContext, now: () => Date): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await claimDue(ctx, now());
    total += await deliverAll(ctx, claimed, now);
    if (claimed.length < CLAIM_BATCH) return total;
  }
}

/** Sends one message now if it is still scheduled and due ("send now"); false when another process took it. */
export async function sendMessageNow(ctx: PushContext, messageId: number, now: () => Date): Promise<boolean> {
  return (await deliverAll(ctx, await claimDue(ctx, now(), messageId), now)) > 0;
}

export type PushScheduler = IntervalJob<number>;

export function startPushScheduler(ctx: PushContext, now: () => Date, intervalMs: number, log: FastifyBaseLogger): PushScheduler {
  return startIntervalJob(() => sendDueMessages(ctx, now), intervalMs, log, 'push scheduler pass');
}

/** Runs the scheduler with the app (every PUSH_SCHEDULER_INTERVAL_MS; 0 turns it off) and stops it on close. */
export async function pushSchedulerPlugin(app: FastifyInstance): Promise<void> {
  runWithApp(app, app.config.pushSchedulerIntervalMs, () => startPushScheduler(pushContextOf(app), app.now, app.config.pushSchedulerIntervalMs, app.log));
}
