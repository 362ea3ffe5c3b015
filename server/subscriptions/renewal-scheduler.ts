/**
 * Runs the renewals (renewals.ts) in every server process, every SUBSCRIPTION_RENEWAL_INTERVAL_MS (0 turns it off):
 * claiming with SKIP LOCKED lets the processes share the work without renewing anything twice. Times come from the
 * app's clock (`app.now`), so tests move them.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client';
import { runWithApp, startIntervalJob, type IntervalJob } from '../jobs/interval-job';
import { renewDueSubscriptions, type RenewalSummary } from './renewals';

export type RenewalScheduler = IntervalJob<RenewalSummary>;

export function startRenewalScheduler(db: AppDb, now: () => Date, intervalMs: number, log: FastifyBaseLogger): RenewalScheduler {
  return startIntervalJob(() => renewDueSubscriptions(db, now()), intervalMs, log, 'subscription renewal pass');
}

/** Runs the renewals with the app and stops them on close. */
export async function renewalSchedulerPlugin(app: FastifyInstance): Promise<void> {
  const intervalMs = app.config.subscriptionRenewalIntervalMs;
  runWithApp(app, intervalMs, () => startRenewalScheduler(app.database.db, app.now, intervalMs, app.log));
}
