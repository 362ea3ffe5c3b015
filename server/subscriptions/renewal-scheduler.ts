/**
 * Runs the renewals (renewals.ts) in every server process, every SUBSCRIPTION_RENEWAL_INTERVAL_MS (0 turns it off):
 * claiming with SKIP LOCKED lets the processes share the work without renewing anything twice. Times come from the
 * app's clock (`app.now`), so tests move them.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client';
import { renewDueSubscriptions, type RenewalSummary } from './renewals';

export interface RenewalScheduler {
  /** One pass now (what each interval runs). */
  tick(): Promise<RenewalSummary>;
  stop(): Promise<void>;
}

export function startRenewalScheduler(db: AppDb, now: () => Date, intervalMs: number, log: FastifyBaseLogger): RenewalScheduler {
  let running: Promise<RenewalSummary> | null = null;
  const tick = (): Promise<RenewalSummary> => {
    // One pass at a time in this process; a slow pass makes the next interval wait rather than overlap.
    running ??= renewDueSubscriptions(db, now()).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => log.error({ err: error }, 'subscription renewal pass failed'));
  }, intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/** Runs the renewals with the app and stops them on close. */
export async function renewalSchedulerPlugin(app: FastifyInstance): Promise<void> {
  const intervalMs = app.config.subscriptionRenewalIntervalMs;
  if (intervalMs <= 0) return;
  let scheduler: RenewalScheduler | null = null;
  app.addHook('onReady', async () => {
    scheduler = startRenewalScheduler(app.database.db, app.now, intervalMs, app.log);
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
}
