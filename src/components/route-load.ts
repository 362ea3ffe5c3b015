import { useEffect, useState } from 'react';

/** Spec §9: a screen whose code (or data) has not arrived after 120 seconds is reported as failed. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000;

/** True once `ms` have passed since the component mounted. */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

export class LoadTimeoutError extends Error {
  override readonly name = 'LoadTimeoutError';
  constructor(ms: number) {
    super(`Loading took longer than ${Math.round(ms / 1000)} s`);
  }
}

/** Rejects with LoadTimeoutError when `promise` has not settled after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number = ROUTE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A code chunk that could not be fetched (offline, or replaced by a newer deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof LoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

/** A fresh page load fetches the current chunks; a failed dynamic import is not retried by the browser otherwise. */
export function reloadPage(): void {
  window.location.reload();
}
