/**
 * Property: whatever mix of changes, lost answers, 5xx after partial commits and refused pushes happens, once the
 * network is good every change has been applied exactly once, in the order it was made, and nothing is left.
 */
// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals (IDBRequest, IDBKeyRange, …)
import 'fake-indexeddb/auto';
import { array, assert, asyncProperty, constant, integer, oneof } from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, expect, it, vi } from 'vitest';
import { closeOutbox, enqueueChange, getOutboxStatus, openOutbox } from '../../src/lib/outbox/outbox';
import { drain } from '../../src/lib/outbox/sync';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { saveUserData } from '../../src/lib/user-data';
import { DEMO_TOKEN, demoUser } from './msw/middleware';
import { server, startMockServer } from './msw/server';
import { FakeSyncServer, type SyncFault } from './msw/sync-server';

startMockServer();

type Step = { kind: 'enqueue'; count: number } | { kind: 'drain'; fault: SyncFault | null };

const fault = oneof(
  constant<SyncFault | null>(null),
  constant<SyncFault>({ kind: 'network' }),
  integer({ min: 0, max: 4 }).map<SyncFault>((afterApplying) => ({ kind: 'status500', afterApplying })),
  constant<SyncFault>({ kind: 'refuse', codigo: 'INTERNAL' }),
);
const step = oneof(
  integer({ min: 1, max: 6 }).map<Step>((count) => ({ kind: 'enqueue', count })),
  fault.map<Step>((f) => ({ kind: 'drain', fault: f })),
);

afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
  vi.restoreAllMocks();
});

it('applies every change exactly once and in order, whatever fails on the way', async () => {
  let online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await assert(
    asyncProperty(array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      // A failed run (while shrinking) may have left its outbox open.
      closeOutbox();
      await whenSyncIdle();
      globalThis.indexedDB = new IDBFactory();
      saveUserData(demoUser('PK', { userID: 7 }));
      const sync = new FakeSyncServer({ [DEMO_TOKEN]: 7 });
      server.use(sync.handler);
      online = false;
      await openOutbox(7);
      let made = 0;
      for (const s of steps) {
        if (s.kind === 'enqueue') {
          for (let i = 0; i < s.count; i += 1) {
            made += 1;
            await enqueueChange('order.addNote', { orderId: 41, text: `n${made}`, mutationId: crypto.randomUUID() }, 41);
          }
        } else {
          if (s.fault) sync.fail(s.fault);
          await drain();
        }
      }
      // The network is good now: faults queued for pushes that never happened are gone too.
      sync.clearFaults();
      online = true;
      await drain();
      expect(sync.appliedIds()).toEqual(Array.from({ length: made }, (_, i) => i + 1));
      expect(sync.applied.map((a) => a.mutation.args['text'])).toEqual(Array.from({ length: made }, (_, i) => `n${i + 1}`));
      expect(getOutboxStatus().entries).toEqual([]);
      closeOutbox();
    }),
    { numRuns: 30 },
  );
});
