/**
 * When the outbox drains: at open, when the browser says it is online, when the page becomes visible, after each
 * change (coalesced), on explicit request, and on a backoff timer after a push that got no answer.
 * `navigator.onLine === false` is only a hint (captive portals, flaky radios): it skips the immediate triggers
 * but a slow timer keeps trying.
 */
import { backoffDelay as exponentialBackoff } from '../backoff';
import { getOutboxStatus } from './outbox-status';
import { drain, type DrainOutcome } from './sync';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;
/** While the browser says it is offline. */
export const OFFLINE_POLL_MS = 30_000;
/** Another tab holds the drain lock: look again later in case it stopped before taking our changes. */
export const BUSY_RECHECK_MS = 5_000;

/** Full jitter after `failures` pushes without an answer: a random wait in [0, min(cap, base · 2^(failures − 1))). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  return exponentialBackoff({ baseMs: BACKOFF_BASE_MS, capMs: BACKOFF_CAP_MS }, failures - 1, random);
}

let started = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let kickQueued = false;
let removeListeners: (() => void) | null = null;
const running = new Set<Promise<void>>();

function offlineHint(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function disarm(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function arm(delayMs: number): void {
  disarm();
  timer = setTimeout(() => {
    timer = null;
    run();
  }, delayMs);
}

function after(outcome: DrainOutcome): void {
  if (!started) return;
  if (outcome.pushes > 0) failures = 0;
  switch (outcome.status) {
    case 'done':
      failures = 0;
      disarm();
      return;
    case 'retry': {
      failures += 1;
      const delay = backoffDelay(failures);
      arm(offlineHint() ? Math.max(delay, OFFLINE_POLL_MS) : delay);
      return;
    }
    case 'busy':
      if (getOutboxStatus().waiting > 0) arm(BUSY_RECHECK_MS);
      return;
    case 'halted':
      // Waits for the user (sign-in) or for the next change: no timer would get a different answer.
      disarm();
      return;
    // joined: the running drain takes it; closed: nothing to do.
    default:
      return;
  }
}

function run(): void {
  if (!started) return;
  const task = drain()
    .then(after)
    .catch((error: unknown) => console.error('[outbox] sync failed', error));
  running.add(task);
  void task.finally(() => running.delete(task));
}

/** After a change: drain soon, once per burst of changes; while offline, make sure the slow timer runs. */
export function kickSync(): void {
  if (!started) return;
  if (offlineHint()) {
    if (timer === null) arm(OFFLINE_POLL_MS);
    return;
  }
  if (kickQueued) return;
  kickQueued = true;
  queueMicrotask(() => {
    kickQueued = false;
    run();
  });
}

/** The user asked ("sync now"): drain at once, whatever the online hint says, with a fresh backoff. */
export function requestSync(): void {
  failures = 0;
  run();
}

export function startSyncTriggers(): void {
  stopSyncTriggers();
  started = true;
  failures = 0;
  const onOnline = (): void => {
    failures = 0;
    run();
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible' && !offlineHint()) run();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibility);
  removeListeners = () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  if (!offlineHint()) run();
  else if (getOutboxStatus().waiting > 0) arm(OFFLINE_POLL_MS);
}

export function stopSyncTriggers(): void {
  started = false;
  kickQueued = false;
  disarm();
  removeListeners?.();
  removeListeners = null;
}

/** Resolves when no drain started by a trigger is running (timers may still be armed). For tests and tools. */
export async function whenSyncIdle(): Promise<void> {
  for (;;) {
    if (running.size > 0) await Promise.allSettled(running);
    // A queued kick starts its drain in a microtask: let it, then look again.
    else if (kickQueued) await Promise.resolve();
    else return;
  }
}

/** Whether a retry or poll timer is armed (tests). */
export function hasSyncTimer(): boolean {
  return timer !== null;
}
