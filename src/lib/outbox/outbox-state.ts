/**
 * The outbox open in this page (one user's), shared by the public surface (outbox.ts) and the drain (sync.ts).
 * Every write that changes the status runs through `serial`, so a status refresh never overtakes a write of this tab.
 */
import type { OutboxChannel } from './outbox-channel';
import { CLIENT_KEY, newClientMeta, type ClientMeta, type OutboxConnection } from './outbox-db';
import { buildStatus, metaOf, publishStatus } from './outbox-status';
import type { OutboxEntry, OutboxStatus } from './types';

/**
 * Most changes per push. Equal to the contract's SYNC_BATCH_MAX (a unit test checks): not imported from
 * contract/schemas/sync.ts because that module brings zod into the app's first download.
 */
export const PUSH_BATCH_MAX = 100;

export class OutboxHandle {
  readonly userId: number;
  readonly conn: OutboxConnection;
  clientId = '';
  channel: OutboxChannel | null = null;
  /** Resolves once the database is open and the status loaded; rejects when it could not be opened. */
  ready: Promise<void> = Promise.resolve();
  /** A drain runs in this page; `drainAgain` asks it for one more round when it ends. */
  draining = false;
  drainAgain = false;
  /** Aborts the push in flight when the outbox closes (sign-out). */
  pushAbort: AbortController | null = null;
  /** Lowered when the server finds a push too large. */
  batchLimit = PUSH_BATCH_MAX;
  /** See ClientMeta.seqOffset. */
  seqOffset = 0;
  /**
   * The number this tab expects its next change to get, to show it under before the database numbered it: one past
   * the last it stored or saw. Another tab's change in between makes it wrong, and then the stored number replaces it.
   */
  nextSeqGuess = 1;
  /**
   * Changes shown before their transaction committed: a tap's screen does not wait for the disk. Each leaves this
   * list when its transaction ends (replaced by the stored entry, or taken back when storing failed).
   */
  provisional: OutboxEntry[] = [];
  private tail: Promise<unknown> = Promise.resolve();

  constructor(userId: number, conn: OutboxConnection) {
    this.userId = userId;
    this.conn = conn;
  }

  get isCurrent(): boolean {
    return current === this;
  }

  /** Runs `fn` after every earlier serial task of this outbox has finished (failed or not). */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Publishes only while this outbox is the open one (a write finishing after sign-out changes nothing shown). */
  publish(next: OutboxStatus): void {
    if (this.isCurrent) publishStatus(this.provisional.length === 0 ? next : withProvisional(next, this.provisional));
  }
}

/** `next` with the changes still being stored (a status read from the database does not have them yet). */
function withProvisional(next: OutboxStatus, provisional: readonly OutboxEntry[]): OutboxStatus {
  const present = new Set(next.entries.map((entry) => entry.seq));
  const missing = provisional.filter((entry) => !present.has(entry.seq));
  if (missing.length === 0) return next;
  return buildStatus([...next.entries, ...missing].toSorted((a, b) => a.seq - b.seq), metaOf(next));
}

let current: OutboxHandle | null = null;

export function currentOutbox(): OutboxHandle | null {
  return current;
}

export function setCurrentOutbox(handle: OutboxHandle | null): void {
  current = handle;
}

export interface OutboxSnapshot {
  entries: OutboxEntry[];
  meta: ClientMeta;
}

/** Everything in the outbox, read in one transaction; creates the client record if it is missing. */
export async function readSnapshot(conn: OutboxConnection): Promise<OutboxSnapshot> {
  return conn.run(['meta', 'mutations'], 'readwrite', async (tx) => {
    const [entries, stored] = await Promise.all([tx.objectStore('mutations').getAll(), tx.objectStore('meta').get(CLIENT_KEY)]);
    let meta = stored;
    if (!meta) {
      // Only if the record was lost: a new client, whose first change is number 1 on the server whatever key the
      // store gives it. The generator's next key is found by taking one (a placeholder, deleted at once).
      const mutations = tx.objectStore('mutations');
      const probe = await mutations.add({} as OutboxEntry);
      await mutations.delete(probe);
      meta = { ...newClientMeta(), seqOffset: probe };
      await tx.objectStore('meta').put(meta, CLIENT_KEY);
    }
    return { entries, meta };
  });
}

/** Reads the outbox again and publishes it (after another tab changed it, or at open). */
export function reloadStatus(box: OutboxHandle): Promise<OutboxSnapshot> {
  return box.serial(async () => {
    const snapshot = await readSnapshot(box.conn);
    box.clientId = snapshot.meta.clientId;
    box.seqOffset = snapshot.meta.seqOffset ?? 0;
    box.nextSeqGuess = snapshot.entries.reduce((next, entry) => Math.max(next, entry.seq + 1), box.nextSeqGuess);
    box.publish(buildStatus(snapshot.entries, snapshot.meta));
    return snapshot;
  });
}
