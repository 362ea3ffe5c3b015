/**
 * A change the server fails on every time (issue 14, defect 2; ADR 003 "A change that keeps failing"): after
 * SYNC_FAULT_TRIES tries with the same fault it is failed — kept on the device with the server's message, retryable,
 * discardable — and the changes after it go on unless they depend on it (same order), which wait behind it.
 */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineArgs } from '../../contract/calls';
import type { SyncMutation } from '../../contract/schemas/sync';
import { SYNC_FAULT_TRIES } from '../../contract/sync-constants';
import { closeOutbox, discardChange, enqueueChange, getOutboxStatus, openOutbox, retryFailedChange } from '../../src/lib/outbox/outbox';
import { drain } from '../../src/lib/outbox/sync';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { OutboxChangeStateError, type EnqueuedChange } from '../../src/lib/outbox/types';
import { startMockServer } from './msw/server';
import { openOutboxAgainstFakeServer, type FakeSyncServer } from './msw/sync-server';

startMockServer();

const USER = 7;
const note = (orderId: number, text: string): OfflineArgs<'order.addNote'> => ({ orderId, text, mutationId: crypto.randomUUID() });
const textOf = (mutation: SyncMutation) => mutation.args['text'];
const isBroken = (mutation: SyncMutation) => textOf(mutation) === 'rota';

let sync: FakeSyncServer;

beforeEach(async () => {
  // Offline as far as the triggers know: the tests drain by hand, one try at a time.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  sync = await openOutboxAgainstFakeServer(USER);
});

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

const states = () => getOutboxStatus().entries.map((entry) => [entry.seq, entry.state]);
const appliedTexts = () => sync.applied.map(({ mutation }) => textOf(mutation));

/** Order 41: a note the server always fails on, then (order 42) an independent note, then (order 41) a dependent one. */
async function queueBrokenOrder(): Promise<{ broken: EnqueuedChange<'order.addNote'>; dependent: EnqueuedChange<'order.addNote'> }> {
  sync.breakChanges(isBroken);
  const broken = await enqueueChange('order.addNote', note(41, 'rota'), 41);
  await enqueueChange('order.addNote', note(42, 'otra orden'), 42);
  const dependent = await enqueueChange('order.addNote', note(41, 'después'), 41);
  return { broken, dependent };
}

/** Tries until the broken change failed; returns the tries. */
async function tryUntilFailed(): Promise<number> {
  for (let tries = 1; tries <= SYNC_FAULT_TRIES; tries += 1) {
    await drain();
    if (getOutboxStatus().failed > 0) return tries;
  }
  return Number.POSITIVE_INFINITY;
}

describe('a change that keeps failing with the same fault', () => {
  it(`is failed after ${SYNC_FAULT_TRIES} tries, kept with the server's message; other orders' changes sync, the same order's wait behind it`, async () => {
    const { broken, dependent } = await queueBrokenOrder();
    for (let tries = 1; tries < SYNC_FAULT_TRIES; tries += 1) {
      expect(await drain()).toMatchObject({ status: 'retry' });
      // Nothing went past it yet: the server stops at the change it fails on.
      expect(getOutboxStatus().entries[0]).toMatchObject({ state: 'waiting', fault: { status: 500, code: 'INTERNAL', count: tries } });
      expect(getOutboxStatus().waiting).toBe(3);
    }
    expect(sync.pushes.map((push) => push.ids)).toEqual(Array.from({ length: SYNC_FAULT_TRIES - 1 }, () => [1, 2, 3]));

    expect(await drain()).toMatchObject({ status: 'done' });
    // The last try goes alone, marked as such; then the rest, the dependent change held back.
    expect(sync.pushes.slice(-2).map((push) => push.mutations.map((m) => [m.id, m.lastTry ?? false, m.held ?? false]))).toEqual([
      [[1, true, false]],
      [
        [2, false, false],
        [3, false, true],
      ],
    ]);
    expect(appliedTexts()).toEqual(['otra orden']);
    expect(states()).toEqual([
      [1, 'failed'],
      [3, 'held'],
    ]);
    expect(getOutboxStatus()).toMatchObject({ waiting: 0, failed: 1, held: 1 });
    expect(getOutboxStatus().entries[0]!.result).toMatchObject({ status: 'failed', codigo: 'INTERNAL', mensaje: 'No se pudo aplicar este cambio.' });
    await expect(broken.settled).resolves.toMatchObject({ status: 'failed', result: { id: 1 } });

    // Nothing goes out again by itself, and it is kept on the device.
    await drain();
    expect(sync.pushes).toHaveLength(SYNC_FAULT_TRIES + 1);
    closeOutbox();
    await openOutbox(USER);
    expect(states()).toEqual([
      [1, 'failed'],
      [3, 'held'],
    ]);
    void dependent;
  });

  it('a change made on that order later waits too', async () => {
    await queueBrokenOrder();
    expect(await tryUntilFailed()).toBe(SYNC_FAULT_TRIES);
    await enqueueChange('order.addNote', note(41, 'más tarde'), 41);
    await enqueueChange('order.addNote', note(43, 'tercera orden'), 43);
    await drain();
    expect(appliedTexts()).toEqual(['otra orden', 'tercera orden']);
    expect(states()).toEqual([
      [1, 'failed'],
      [3, 'held'],
      [4, 'held'],
    ]);
  });

  it('"Reintentar" sends it again as it was (same mutation id), then the held changes in the order they were made', async () => {
    const { broken, dependent } = await queueBrokenOrder();
    await tryUntilFailed();
    sync.breakChanges(null);
    await retryFailedChange(1);
    expect(states()).toEqual([
      [3, 'held'],
      [4, 'waiting'],
    ]);
    await drain();
    expect(appliedTexts()).toEqual(['otra orden', 'rota', 'después']);
    expect(sync.applied[1]!.mutation.args['mutationId']).toBe(broken.entry.args.mutationId);
    expect(sync.applied[2]!.mutation.args['mutationId']).toBe(dependent.entry.args.mutationId);
    expect(getOutboxStatus().entries).toEqual([]);
    // The promise of the held change followed it under its new number.
    await expect(dependent.settled).resolves.toMatchObject({ status: 'applied' });
  });

  it('"Reintentar" of a change that fails again makes it failed again after as many tries', async () => {
    await queueBrokenOrder();
    await tryUntilFailed();
    await retryFailedChange(1);
    expect(await tryUntilFailed()).toBe(SYNC_FAULT_TRIES);
    expect(getOutboxStatus()).toMatchObject({ failed: 1, held: 1, waiting: 0 });
    expect(appliedTexts()).toEqual(['otra orden']);
  });

  it('a change of the same order made before "Reintentar" and not yet sent still goes after it', async () => {
    await queueBrokenOrder();
    await tryUntilFailed();
    // Offline: made after the failed one, waiting under a lower number than the retried one will get.
    await enqueueChange('order.addNote', note(41, 'sin enviar'), 41);
    sync.breakChanges(null);
    await retryFailedChange(1);
    await drain();
    expect(appliedTexts()).toEqual(['otra orden', 'rota', 'después', 'sin enviar']);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('"Descartar" drops it (never applied) and lets the held changes go', async () => {
    await queueBrokenOrder();
    await tryUntilFailed();
    await discardChange(1);
    await drain();
    expect(appliedTexts()).toEqual(['otra orden', 'después']);
    expect(getOutboxStatus().entries).toEqual([]);
  });

  it('a fault the server does not blame on the change (no answer, a bare 5xx) never makes it fail', async () => {
    await enqueueChange('order.addNote', note(41, 'a'), 41);
    for (let i = 0; i < SYNC_FAULT_TRIES * 2; i += 1) {
      sync.fail(i % 2 === 0 ? { kind: 'network' } : { kind: 'status500' });
      await drain();
    }
    expect(getOutboxStatus().entries[0]).toMatchObject({ state: 'waiting', attempts: SYNC_FAULT_TRIES * 2 });
    expect(getOutboxStatus().entries[0]!.fault).toBeUndefined();
    expect(sync.pushes.every((push) => push.mutations.every((m) => m.lastTry === undefined))).toBe(true);
    await drain();
    expect(appliedTexts()).toEqual(['a']);
  });

  it('another fault starts the count over', async () => {
    sync.breakChanges(isBroken);
    await enqueueChange('order.addNote', note(41, 'rota'), 41);
    for (let i = 0; i < SYNC_FAULT_TRIES - 2; i += 1) await drain();
    expect(getOutboxStatus().entries[0]!.fault?.count).toBe(SYNC_FAULT_TRIES - 2);
    sync.breakChanges(isBroken, 503);
    await drain();
    expect(getOutboxStatus().entries[0]!.fault).toMatchObject({ status: 503, count: 1 });
    expect(await tryUntilFailed()).toBe(SYNC_FAULT_TRIES - 1);
  });

  it('only failed changes can be retried; waiting ones cannot be discarded', async () => {
    await queueBrokenOrder();
    await expect(retryFailedChange(1)).rejects.toMatchObject({ name: 'OutboxChangeStateError', reason: 'not-failed' });
    await expect(discardChange(1)).rejects.toBeInstanceOf(OutboxChangeStateError);
    await expect(retryFailedChange(99)).rejects.toMatchObject({ reason: 'missing' });
  });
});
