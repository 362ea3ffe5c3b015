/**
 * The outbox's IndexedDB database (ADR 003): one per signed-in user, versioned, migrated in place, and reopened
 * when the browser closes the connection under the app (iOS does in the background; DevTools "clear storage" too).
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { OutboxClosedError, type OutboxEntry, type OutboxEntryState, type OutboxSyncErrorCode } from './types';

/**
 * Schema versions. Never edit an old step: add one.
 * - 1: `mutations` keyed by `seq` (no indexes), `meta` with the client record.
 * - 2: indexes `byState` and `byOrder`; every entry back-filled with `orderId` (from its args) and `attempts: 0`.
 * - 3: `mutations` numbers its entries itself (a key generator, `autoIncrement`), starting where the client record's
 *   `nextSeq` was; the record loses `nextSeq`. A change is then one `add` that needs no read first (ADR 003).
 */
export const OUTBOX_DB_VERSION = 3;

/** The meta record's key. */
export const CLIENT_KEY = 'client';

export function outboxDbName(userId: number): string {
  return `canasta-outbox-u${userId}`;
}

/**
 * The client record: made with the database, so the client id and the sequence live and die together. The sequence
 * itself is the `mutations` store's key generator (since v3): each stored change takes the next number, an aborted
 * transaction gives its number back, and no number is ever given twice.
 */
export interface ClientMeta {
  clientId: string;
  lastSyncedAt: string | null;
  /**
   * Subtracted from an entry's key to give its sequence number on the wire: 0 (absent) for the client made with the
   * database; the key before its first change for a record made again over a store that had already numbered some
   * (the record was lost), whose server-side count starts at 1.
   */
  seqOffset?: number;
  /** Since v2 (optional, so v1 records need no back-fill): why the last push got no answer. */
  lastError?: string | null;
  lastErrorCode?: OutboxSyncErrorCode | null;
}

export interface OutboxSchema extends DBSchema {
  mutations: { key: number; value: OutboxEntry; indexes: { byState: OutboxEntryState; byOrder: number } };
  meta: { key: string; value: ClientMeta };
}

export type OutboxDatabase = IDBPDatabase<OutboxSchema>;
type OutboxStores = StoreNames<OutboxSchema>[];
export type OutboxTransaction<S extends OutboxStores, M extends IDBTransactionMode> = IDBPTransaction<OutboxSchema, S, M>;

export function newClientMeta(): ClientMeta {
  return { clientId: crypto.randomUUID(), lastSyncedAt: null };
}

/** The v1/v2 client record. */
type ClientMetaV2 = ClientMeta & { nextSeq?: number };

/** v1 entries lack `orderId` and `attempts`. */
type StoredEntry = Omit<OutboxEntry, 'orderId' | 'attempts'> & { orderId?: unknown; attempts?: unknown };

function orderIdOf(entry: StoredEntry): number {
  if (typeof entry.orderId === 'number') return entry.orderId;
  const fromArgs = (entry.args as Record<string, unknown>)['orderId'];
  // Every outbox change is about one order; 0 only for a malformed entry, which must still be kept (and sent).
  return typeof fromArgs === 'number' ? fromArgs : 0;
}

async function migrate(db: OutboxDatabase, oldVersion: number, tx: OutboxTransaction<OutboxStores, 'versionchange'>): Promise<void> {
  if (oldVersion < 1) {
    // The v1 layout; v3 below makes the numbering the store's own.
    db.createObjectStore('mutations', { keyPath: 'seq' });
    db.createObjectStore('meta');
    await tx.objectStore('meta').put(newClientMeta(), CLIENT_KEY);
  }
  if (oldVersion < 2) {
    const mutations = tx.objectStore('mutations');
    mutations.createIndex('byState', 'state');
    mutations.createIndex('byOrder', 'orderId');
    let cursor = await mutations.openCursor();
    while (cursor) {
      const entry = cursor.value as StoredEntry;
      await cursor.update({ ...entry, orderId: orderIdOf(entry), attempts: typeof entry.attempts === 'number' ? entry.attempts : 0 });
      cursor = await cursor.continue();
    }
  }
  if (oldVersion < 3) await numberByKeyGenerator(db, tx);
}

/**
 * v3: the same entries in a `mutations` store with a key generator that goes on from the record's `nextSeq`. An
 * explicit key raises the generator past it, so the entries are put back as they were, and a placeholder put and
 * deleted at `nextSeq - 1` when the newest numbers were already sent and removed.
 */
async function numberByKeyGenerator(db: OutboxDatabase, tx: OutboxTransaction<OutboxStores, 'versionchange'>): Promise<void> {
  const entries = await tx.objectStore('mutations').getAll();
  const meta = (await tx.objectStore('meta').get(CLIENT_KEY)) as ClientMetaV2 | undefined;
  db.deleteObjectStore('mutations');
  const store = db.createObjectStore('mutations', { keyPath: 'seq', autoIncrement: true });
  store.createIndex('byState', 'state');
  store.createIndex('byOrder', 'orderId');
  const mutations = tx.objectStore('mutations');
  for (const entry of entries) await mutations.put(entry);
  const highest = entries.reduce((max, entry) => Math.max(max, entry.seq), 0);
  const next = Math.max(meta?.nextSeq ?? 1, highest + 1);
  if (next - 1 > highest) {
    // Not an entry: only its key counts, and it is gone again before the upgrade commits.
    await mutations.put({ seq: next - 1 } as OutboxEntry);
    await mutations.delete(next - 1);
  }
  if (meta) {
    const { nextSeq: _dropped, ...record } = meta;
    await tx.objectStore('meta').put(record, CLIENT_KEY);
  }
}

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined;
}

/** A full disk, however the browser reports it (Firefox's legacy name included). */
export function isQuotaError(error: unknown): boolean {
  const name = errorName(error);
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * Issues several requests of one transaction at once and waits for all. When one throws right away, the others are
 * still marked handled: they reject too when the transaction aborts, and that must not surface as unhandled.
 */
export function allRequests<T>(first: () => Promise<T>, ...rest: (() => Promise<unknown>)[]): Promise<T> {
  const pending: Promise<unknown>[] = [];
  try {
    pending.push(first());
    for (const issue of rest) pending.push(issue());
  } catch (error) {
    for (const request of pending) request.catch(() => undefined);
    throw error;
  }
  return Promise.all(pending).then(() => pending[0] as Promise<T>);
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // Already committed or aborted.
  }
}

/**
 * One user's outbox database. Every operation is one transaction run through `run`, which opens the database on
 * first use and reopens it once when the connection turned out to be closed. Nothing is reopened after `close()`.
 */
export class OutboxConnection {
  readonly userId: number;
  private db: OutboxDatabase | null = null;
  private opening: Promise<OutboxDatabase> | null = null;
  private closed = false;

  constructor(userId: number) {
    this.userId = userId;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The live connection, if any (tests close it under the outbox). */
  peek(): OutboxDatabase | null {
    return this.db;
  }

  close(): void {
    this.closed = true;
    this.db?.close();
    this.db = null;
  }

  private forget(db: OutboxDatabase): void {
    if (this.db === db) this.db = null;
  }

  private open(): Promise<OutboxDatabase> {
    if (this.closed) return Promise.reject(new OutboxClosedError('The outbox is closed.'));
    if (this.db) return Promise.resolve(this.db);
    this.opening ??= this.connect().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async connect(): Promise<OutboxDatabase> {
    let opened: OutboxDatabase | null = null;
    const db = await openDB<OutboxSchema>(outboxDbName(this.userId), OUTBOX_DB_VERSION, {
      upgrade: (database, oldVersion, _newVersion, tx) => {
        // An aborted upgrade surfaces as openDB's rejection; its `done` must not also count as unhandled.
        tx.done.catch(() => undefined);
        // A failed step aborts the whole upgrade: the database stays at its old version with every entry in it.
        migrate(database, oldVersion, tx).catch((error: unknown) => {
          console.error('[outbox] schema migration failed', error);
          abortQuietly(tx);
        });
      },
      // Another tab opens a newer version (an update): let it, and reopen on next use.
      blocking: () => {
        if (opened) {
          opened.close();
          this.forget(opened);
        }
      },
      // The browser closed the connection (background, storage cleared): reopen on next use.
      terminated: () => {
        if (opened) this.forget(opened);
      },
      // `blocked`: an older tab still holds the database; its `blocking` handler closes it, and the open goes on.
    });
    opened = db;
    if (this.closed) {
      db.close();
      throw new OutboxClosedError('The outbox is closed.');
    }
    this.db = db;
    return db;
  }

  /**
   * Runs `fn` in one transaction and resolves once it committed. Any failure aborts the transaction, so nothing of
   * it is stored; the error is the transaction's own when it has one (a QuotaExceededError shows up there).
   */
  async run<S extends OutboxStores, M extends IDBTransactionMode, T>(stores: S, mode: M, fn: (tx: OutboxTransaction<S, M>) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const db = await this.open();
      let tx: OutboxTransaction<S, M>;
      try {
        tx = db.transaction(stores, mode);
      } catch (error) {
        // InvalidStateError: the connection was closed under us (no `close` event for that). Nothing ran yet.
        this.forget(db);
        if (attempt === 0 && errorName(error) === 'InvalidStateError') continue;
        throw error;
      }
      try {
        const result = await fn(tx);
        await tx.done;
        return result;
      } catch (error) {
        abortQuietly(tx);
        await tx.done.catch(() => undefined);
        const cause = tx.error ?? error;
        // The connection died mid-transaction (terminated): it did not commit, so running it again is safe.
        if (attempt === 0 && this.db !== db && !this.closed && !isQuotaError(cause)) continue;
        throw cause;
      }
    }
  }
}
