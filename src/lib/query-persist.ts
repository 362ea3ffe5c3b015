/**
 * Offline reads (PRODUCT.md, Picking): the TanStack Query cache entries marked `meta: { persist: true }` (the orders
 * a picker opened, with their products) are kept in IndexedDB per user and put back before the first render, so they
 * open with no network after one online visit.
 *
 * This cache lives in its own database (`canasta-query-cache`), apart from the outbox (`canasta-outbox-u<id>`):
 * clearing it, busting it on a new build or dropping old entries can never drop a change waiting to be sent.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { getDefaultStore } from 'jotai';
import { getUserData, userDataAtom } from './user-data';

export const QUERY_CACHE_DB = 'canasta-query-cache';
const STORE = 'caches';
/** Older entries are not restored: a week-old order is no use offline and may mislead. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
export const PERSIST_THROTTLE_MS = 1_000;
/** How long the first render waits for the restore; a slower IndexedDB hydrates when it is done. */
export const RESTORE_TIMEOUT_MS = 500;

/**
 * The cache format the cache was written with; another format is dropped (its data shapes may differ).
 * Deliberately not a per-build id: a service-worker update must not empty a picker's offline orders. Bump the app's
 * version (package.json; keep in step) when a persisted answer's shape changes; VITE_BUILD_ID overrides it.
 */
const APP_VERSION = '0.1.0';
const configuredBuildId: unknown = import.meta.env['VITE_BUILD_ID'];
export const QUERY_CACHE_BUSTER = typeof configuredBuildId === 'string' && configuredBuildId !== '' ? configuredBuildId : APP_VERSION;

interface CacheSchema extends DBSchema {
  caches: { key: string; value: PersistedClient };
}

const cacheKey = (userId: number): string => `u${userId}`;

let queue: Promise<unknown> = Promise.resolve();

/**
 * One short-lived connection per operation (nothing to lose when the browser closes it in the background), and
 * one operation at a time, so a clear on sign-out always lands after a write that was already under way.
 */
function withCache<T>(fn: (db: IDBPDatabase<CacheSchema>) => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const db = await openDB<CacheSchema>(QUERY_CACHE_DB, 1, {
      upgrade: (database) => {
        database.createObjectStore(STORE);
      },
      blocking: () => db.close(),
    });
    try {
      return await fn(db);
    } finally {
      db.close();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Only successful queries whose options say `meta: { persist: true }`. */
export function shouldPersistQuery(query: Query): boolean {
  return query.meta?.['persist'] === true && query.state.status === 'success';
}

/** A TanStack `Persister` over the user's IndexedDB record, with `cancel` for a throttled write not yet made. */
interface UserPersister extends Persister {
  cancel: () => void;
  /** Queries the last restore handed over (0 when there was nothing, it was dropped, or another user signed in). */
  restored: () => number;
}

function writeClient(userId: number, client: PersistedClient): Promise<void> {
  return withCache(async (db) => {
    // Nothing left to keep: no empty record lingers until the next sign-out.
    if (client.clientState.queries.length === 0) await db.delete(STORE, cacheKey(userId));
    else await db.put(STORE, client, cacheKey(userId));
  });
}

/** The persister for one user; with `throttleMs`, writes the latest state that long after the first change. */
function userPersister(userId: number, throttleMs?: number): UserPersister {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: PersistedClient | null = null;
  let restoredCount = 0;
  const flush = (): void => {
    timer = null;
    const client = latest;
    latest = null;
    if (client) writeClient(userId, client).catch((error: unknown) => console.warn('[query-persist] could not save the cache', error));
  };
  return {
    persistClient: async (client) => {
      if (throttleMs === undefined) return writeClient(userId, client);
      latest = client;
      timer ??= setTimeout(flush, throttleMs);
    },
    restoreClient: async () => {
      restoredCount = 0;
      const record = await withCache((db) => db.get(STORE, cacheKey(userId)));
      // Another user may have signed in while this was read: their cache never receives this one's data.
      if (!record || getUserData()?.userID !== userId) return undefined;
      const now = Date.now();
      const queries = record.clientState.queries.filter((query) => now - query.state.dataUpdatedAt <= QUERY_CACHE_MAX_AGE_MS);
      restoredCount = queries.length;
      return { ...record, clientState: { ...record.clientState, queries } };
    },
    removeClient: async () => {
      restoredCount = 0;
      await withCache((db) => db.delete(STORE, cacheKey(userId)));
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      latest = null;
    },
    restored: () => restoredCount,
  };
}

/** What is kept and for how long: the library's options shared by save, restore and subscribe. */
function persistOptions(queryClient: QueryClient, persister: Persister): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    maxAge: QUERY_CACHE_MAX_AGE_MS,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    // Kept until the max age even with no screen using them yet (the default 5 minutes would drop them unused).
    // hydrate never replaces data newer than the persisted one, so a late restore is harmless.
    hydrateOptions: { defaultOptions: { queries: { gcTime: QUERY_CACHE_MAX_AGE_MS } } },
  };
}

/** Writes the user's persistable queries now. */
export function savePersistedQueries(queryClient: QueryClient, userId: number): Promise<void> {
  return persistQueryClientSave(persistOptions(queryClient, userPersister(userId)));
}

/** Forgets the user's persisted queries (sign-out). The outbox is another database and is not touched. */
export async function clearPersistedQueries(userId: number): Promise<void> {
  await userPersister(userId).removeClient();
}

/** True when some queries were put back (an expired or other-build cache is deleted by the library). */
async function readAndHydrate(queryClient: QueryClient, userId: number): Promise<boolean> {
  const persister = userPersister(userId);
  await persistQueryClientRestore(persistOptions(queryClient, persister));
  return persister.restored() > 0;
}

function safely(task: Promise<boolean>): Promise<boolean> {
  return task.catch((error: unknown) => {
    console.warn('[query-persist] could not restore the cache', error);
    return false;
  });
}

function withTimeout(task: Promise<boolean>, timeoutMs: number | undefined): Promise<boolean> {
  if (timeoutMs === undefined) return task;
  return Promise.race([task, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);
}

/**
 * Puts the user's persisted queries back into `queryClient`; true when some were restored in time. With
 * `timeoutMs`, resolves false after that long and hydrates later, when the read is done.
 */
export function restorePersistedQueries(queryClient: QueryClient, userId: number, options: { timeoutMs?: number } = {}): Promise<boolean> {
  return withTimeout(safely(readAndHydrate(queryClient, userId)), options.timeoutMs);
}

/** Saves the user's persistable queries about a second after the cache changes; returns the stop function. */
export function persistQueries(queryClient: QueryClient, userId: number): () => void {
  const persister = userPersister(userId, PERSIST_THROTTLE_MS);
  const unsubscribe = persistQueryClientSubscribe(persistOptions(queryClient, persister));
  return () => {
    unsubscribe();
    persister.cancel();
  };
}
/**
 * Call once before the first render (main.tsx): restores the signed-in user's queries (waiting at most
 * `timeoutMs`), then follows the user — persisting for whoever is signed in, clearing a user's cache when they
 * sign out (or another user signs in). Returns when the first restore is done or timed out.
 */
export async function startQueryPersistence(
  queryClient: QueryClient,
  options: { timeoutMs?: number } = { timeoutMs: RESTORE_TIMEOUT_MS },
): Promise<() => void> {
  const store = getDefaultStore();
  let userId: number | null = null;
  let stopPersisting: (() => void) | null = null;
  let restoring: Promise<boolean> = Promise.resolve(false);

  // Called on every user-data change (subscribing calls it too): only a change of user matters.
  const follow = (): Promise<boolean> => {
    const next = store.get(userDataAtom)?.userID ?? null;
    if (next === userId) return restoring;
    const previous = userId;
    userId = next;
    stopPersisting?.();
    stopPersisting = null;
    if (previous !== null) clearPersistedQueries(previous).catch((error: unknown) => console.warn('[query-persist] could not clear the cache', error));
    restoring = next === null ? Promise.resolve(false) : safely(readAndHydrate(queryClient, next));
    if (next === null) return restoring;
    // Saving starts after the whole restore, so a first save never writes a cache without the restored entries.
    void restoring.then(() => {
      if (userId === next) stopPersisting = persistQueries(queryClient, next);
    });
    return restoring;
  };

  const unsubscribe = store.sub(userDataAtom, () => void follow());
  await withTimeout(follow(), options.timeoutMs);
  return () => {
    unsubscribe();
    stopPersisting?.();
    stopPersisting = null;
  };
}
