/**
 * A pass of background work run every `intervalMs` in this server process (the push scheduler, subscription
 * renewals): one pass at a time, a failed pass logged and retried on the next interval, and `stop()` waiting for a
 * pass under way. The work itself must be safe with several processes running it at once (SKIP LOCKED claims).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface IntervalJob<T> {
  /** One pass now (what each interval runs); resolves when it is done. */
  tick(): Promise<T>;
  /** Stops the interval and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startIntervalJob<T>(pass: () => Promise<T>, intervalMs: number, log: FastifyBaseLogger, what: string): IntervalJob<T> {
  let running: Promise<T> | null = null;
  const tick = (): Promise<T> => {
    // A slow pass makes the next interval wait rather than overlap.
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => log.error({ err: error }, `${what} failed`));
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

/** Starts the job when the app is ready and stops it on close; `intervalMs` 0 (or less) leaves it off. */
export function runWithApp(app: FastifyInstance, intervalMs: number, start: () => IntervalJob<unknown>): void {
  if (intervalMs <= 0) return;
  let job: IntervalJob<unknown> | null = null;
  app.addHook('onReady', async () => {
    job = start();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
