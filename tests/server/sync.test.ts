/**
 * `/Sync/Push` (ADR 003): replays after a lost answer, concurrent duplicates, reused ids, gaps, conflicts and
 * refusals that do not block the rest of the queue, another user's device, the same change sent directly and through
 * the outbox, a fault in the middle of a push, and realtime events once per changed order (never for replays).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { OrderSummary } from '../../contract/schemas/orders';
import { syncPushData, type SyncPushData, type SyncResult } from '../../contract/schemas/sync';
import { maybePruneRecords } from '../../server/calls/idempotency';
import { maybePruneResults } from '../../server/calls/sync/sync-clients';
import type { RealtimeEvent } from '../../server/realtime/hub';
import { businessFingerprint, change, insertPickingOrder, insertUser, push, type QueuedChange } from './helpers/picking-helpers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const published: Array<{ companyId: number; event: RealtimeEvent }> = [];
beforeAll(async () => {
  t = await createTestApp();
  // Count what the server publishes, and still publish it.
  const hub = t.app.realtime;
  const original = hub.publish.bind(hub);
  hub.publish = async (companyId, event) => {
    published.push({ companyId, event });
    await original(companyId, event);
  };
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  published.length = 0;
});

const company = () => t.fixture.companies[0];
const pk = () => t.tokens['PK@1']!;

async function pushOk(token: string, clientId: string, mutations: QueuedChange[]): Promise<SyncPushData> {
  const { answer, data } = await push(t, token, clientId, mutations);
  if (!data) throw new Error(`push refused: ${answer.status} ${answer.json.codigo} ${answer.json.mensaje}`);
  return syncPushData.parse(data);
}

async function lastMutationId(clientId: string): Promise<number | null> {
  const [row] = await t.database.query<{ last: number }>('SELECT last_mutation_id::int AS last FROM sync_clients WHERE client_id = $1', [clientId]);
  return row ? row.last : null;
}

async function eventsOf(orderId: number): Promise<Array<{ kind: string; mutation_id: string | null }>> {
  return t.database.query(`SELECT kind, detail->>'mutationId' AS mutation_id FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId]);
}

async function orderState(orderId: number): Promise<{ status: string; version: number; picker_id: number | null }> {
  const [row] = await t.database.query<{ status: string; version: number; picker_id: number | null }>('SELECT status, version, picker_id FROM orders WHERE id = $1', [orderId]);
  return row!;
}

/** A picker's offline session on a fresh confirmed order: take it, pick two lines, mark one missing, leave a note. */
async function pickingSession(first = 1) {
  const order = await insertPickingOrder(t, company());
  const [rice, tomato, milk] = order.lineIds;
  const mutations = [
    change(first, 'picking.take', { orderId: order.id, baseVersion: 1 }),
    change(first + 1, 'picking.setLine', { orderId: order.id, lineId: rice, baseVersion: 2, lineVersion: 0, pickState: 'picked', pickedQuantity: 2000 }),
    change(first + 2, 'picking.setLine', { orderId: order.id, lineId: tomato, baseVersion: 3, lineVersion: 0, pickState: 'picked', pickedQuantity: 1311 }),
    change(first + 3, 'order.addNote', { orderId: order.id, text: 'Sin leche en la cámara fría' }),
    change(first + 4, 'picking.setLine', { orderId: order.id, lineId: milk, baseVersion: 5, lineVersion: 0, pickState: 'out_of_stock' }),
  ];
  return { order, mutations };
}

describe('/Sync/Push', () => {
  test('applies a queue in order; a resend after a lost answer returns the same results and applies nothing again', async () => {
    const clientId = randomUUID();
    const { order, mutations } = await pickingSession();
    const first = await pushOk(pk(), clientId, mutations);
    expect(first.lastMutationId).toBe(5);
    expect(first.results.map((r) => [r.id, r.status])).toEqual([[1, 'applied'], [2, 'applied'], [3, 'applied'], [4, 'applied'], [5, 'applied']]);
    expect(first.results.map((r) => r.mutationId)).toEqual(mutations.map((m) => m.args.mutationId));
    expect(await orderState(order.id)).toEqual({ status: 'en_picking', version: 6, picker_id: t.user('PK').id });
    // One event per order the push changed, with its state after the push.
    expect(published).toEqual([{ companyId: company().id, event: expect.objectContaining({ type: 'order.changed', orderId: order.id, version: 6, status: 'en_picking' }) }]);
    const eventsAfterFirst = await eventsOf(order.id);

    // The answer was lost: the client sends the same queue again (and one more change).
    published.length = 0;
    const before = await businessFingerprint(t.database);
    const again = await pushOk(pk(), clientId, mutations);
    expect(again).toEqual(first);
    expect(await businessFingerprint(t.database)).toBe(before);
    expect(await eventsOf(order.id)).toEqual(eventsAfterFirst);
    expect(published).toHaveLength(0);
    const more = await pushOk(pk(), clientId, [...mutations.slice(3), change(6, 'order.addNote', { orderId: order.id, text: 'Listo para pesar' })]);
    expect(more.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    expect(more.results.slice(0, 2)).toEqual(first.results.slice(3));
    expect(more.lastMutationId).toBe(6);
    expect(published.map((p) => p.event.version)).toEqual([7]);
    expect(await lastMutationId(clientId)).toBe(6);
  });

  test('the same push twice at once is applied once; both answers agree', async () => {
    const clientId = randomUUID();
    const { order, mutations } = await pickingSession();
    const [a, b] = await Promise.all([pushOk(pk(), clientId, mutations), pushOk(pk(), clientId, mutations)]);
    expect(a).toEqual(b);
    expect(a.results.every((r) => r.status === 'applied')).toBe(true);
    expect(await orderState(order.id)).toMatchObject({ version: 6 });
    const events = await eventsOf(order.id);
    for (const m of mutations) expect(events.filter((e) => e.mutation_id === m.args.mutationId)).toHaveLength(1);
    // Each push announces the order if it applied any of the changes itself (they may interleave change by change).
    expect(published.length).toBeGreaterThanOrEqual(1);
    expect(published.length).toBeLessThanOrEqual(2);
    expect(published.every((p) => p.event.orderId === order.id)).toBe(true);
  });

  test('a mutation id reused with another body is rejected; a sequence number reused with another change too', async () => {
    const clientId = randomUUID();
    const order = await insertPickingOrder(t, company());
    const note = change(1, 'order.addNote', { orderId: order.id, text: 'Primera' });
    await pushOk(pk(), clientId, [note]);
    const before = await businessFingerprint(t.database);
    const reused = await pushOk(pk(), clientId, [{ ...note, id: 2, args: { ...note.args, text: 'Otra cosa' } }]);
    expect(reused.results[0]).toMatchObject({ id: 2, status: 'rejected', codigo: 'CONFLICT', mutationId: note.args.mutationId });
    expect(reused.results[0]!.mensaje).toContain('otro contenido');
    const seq = await pushOk(pk(), clientId, [change(2, 'order.addNote', { orderId: order.id, text: 'Otra' })]);
    expect(seq.results[0]).toMatchObject({ id: 2, status: 'rejected', codigo: 'CONFLICT' });
    expect(await businessFingerprint(t.database)).toBe(before);
    expect(await lastMutationId(clientId)).toBe(2);
  });

  test('a gap is refused with the last id the server has, and nothing is applied', async () => {
    const clientId = randomUUID();
    const order = await insertPickingOrder(t, company());
    await pushOk(pk(), clientId, [change(1, 'order.addNote', { orderId: order.id, text: 'uno' })]);
    const before = await businessFingerprint(t.database);
    const { answer } = await push(t, pk(), clientId, [change(3, 'order.addNote', { orderId: order.id, text: 'tres' }), change(4, 'order.addNote', { orderId: order.id, text: 'cuatro' })]);
    expect({ status: answer.status, codigo: answer.json.codigo, detalle: answer.json.detalle }).toEqual({ status: 409, codigo: 'SYNC_GAP', detalle: { lastMutationId: 1 } });
    expect(await businessFingerprint(t.database)).toBe(before);
    expect(await lastMutationId(clientId)).toBe(1);
    const [rows] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sync_mutations WHERE client_id = $1', [clientId]);
    expect(rows!.n).toBe(1);
    // A new device whose first change is not 1 is a gap too.
    const fresh = await push(t, pk(), randomUUID(), [change(2, 'order.addNote', { orderId: order.id, text: 'dos' })]);
    expect(fresh.answer.json).toMatchObject({ codigo: 'SYNC_GAP', detalle: { lastMutationId: 0 } });
  });

  test('an order cancelled while the picker was offline is a conflict with its current state; later changes still apply', async () => {
    const clientId = randomUUID();
    const { order, mutations } = await pickingSession();
    await pushOk(pk(), clientId, mutations.slice(0, 1));
    await t.database.query(`UPDATE orders SET status = 'cancelada', version = version + 1 WHERE id = $1`, [order.id]);
    const other = await insertPickingOrder(t, company());
    const result = await pushOk(pk(), clientId, [...mutations.slice(1, 3), change(4, 'order.addNote', { orderId: other.id, text: 'Sigue la cola' })]);
    expect(result.results.map((r) => r.status)).toEqual(['conflict', 'conflict', 'applied']);
    const conflict = result.results[0]!;
    expect(conflict).toMatchObject({ codigo: 'CONFLICT', detalle: { reason: 'cancelled', current: { id: order.id, status: 'cancelada' } } });
    expect(conflict.mensaje).toContain('cancelada');
    expect(result.lastMutationId).toBe(4);
    expect(await eventsOf(other.id)).toEqual([{ kind: 'note', mutation_id: result.results[2]!.mutationId }]);
  });

  test("another user's device is refused and nothing is applied", async () => {
    const clientId = randomUUID();
    const order = await insertPickingOrder(t, company());
    await pushOk(pk(), clientId, [change(1, 'order.addNote', { orderId: order.id, text: 'mío' })]);
    const before = await t.fingerprint();
    const { answer } = await push(t, t.tokens['SU@1']!, clientId, [change(2, 'order.addNote', { orderId: order.id, text: 'ajeno' })]);
    expect({ status: answer.status, codigo: answer.json.codigo, mensaje: answer.json.mensaje }).toEqual({
      status: 403,
      codigo: 'FORBIDDEN',
      mensaje: 'Este dispositivo está registrado para otro usuario.',
    });
    expect(await t.fingerprint()).toBe(before);
  });

  test("refusals for the role, invalid args and business refusals complete as rejected without blocking the queue", async () => {
    const clientId = randomUUID();
    const order = await insertPickingOrder(t, company(), { status: 'pickeada' });
    const target = await insertPickingOrder(t, company());
    const result = await pushOk(pk(), clientId, [
      // PK may call /Order/Move but not make this move.
      change(1, 'order.move', { orderId: order.id, from: 'pickeada', to: 'en_despacho', baseVersion: 1 }),
      change(2, 'picking.setLine', { orderId: target.id, lineId: target.lineIds[0], baseVersion: 1, lineVersion: 0, pickState: 'picked' }),
      change(3, 'picking.take', { orderId: target.id, baseVersion: 'uno' }),
      change(4, 'picking.take', { orderId: target.id, baseVersion: 1 }),
    ]);
    expect(result.results.map((r) => [r.status, r.codigo])).toEqual([
      ['rejected', 'INVALID_MOVE'],
      ['rejected', 'VALIDATION'],
      ['rejected', 'VALIDATION'],
      ['applied', undefined],
    ]);
    expect((result.results[0]!.detalle as { current: OrderSummary }).current.status).toBe('pickeada');
    expect(result.results[1]!.detalle).toMatchObject({ errores: [expect.objectContaining({ campo: 'pickedQuantity' })] });
    expect(result.results[2]!.detalle).toMatchObject({ errores: [expect.objectContaining({ campo: 'baseVersion' })] });
    expect(await orderState(order.id)).toMatchObject({ status: 'pickeada' });
    expect(await orderState(target.id)).toMatchObject({ status: 'en_picking' });

    // A role without the call at all (a dispatcher has the kanban, not the picking screens): FORBIDDEN; its note applies.
    const de = await pushOk(t.tokens['DE@1']!, randomUUID(), [
      change(1, 'picking.setLine', { orderId: target.id, lineId: target.lineIds[0], baseVersion: 1, lineVersion: 0, pickState: 'out_of_stock' }),
      change(2, 'order.addNote', { orderId: target.id, text: 'Cliente llamó' }),
    ]);
    expect(de.results.map((r) => [r.status, r.codigo])).toEqual([
      ['rejected', 'FORBIDDEN'],
      ['applied', undefined],
    ]);
  });

  test('a change made directly and then sent through the outbox (same mutation id) is applied once', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'pendiente' });
    const mutationId = randomUUID();
    const args = { orderId: order.id, from: 'pendiente', to: 'confirmada', baseVersion: 1, mutationId };
    const direct = await t.call('/Order/Move', args, { token: t.tokens['SU@1']! });
    expect(direct.json.bOk).toBe(true);
    published.length = 0;
    const synced = await pushOk(t.tokens['SU@1']!, randomUUID(), [{ id: 1, name: 'order.move', args, createdAt: new Date().toISOString() }]);
    expect(synced.results[0]).toMatchObject({ status: 'applied', mutationId, data: direct.json.data as Record<string, unknown> });
    expect((await eventsOf(order.id)).filter((e) => e.mutation_id === mutationId)).toHaveLength(1);
    expect(published).toHaveLength(0);
    // And the other way round: through the outbox first, then directly.
    const second = randomUUID();
    const back = { orderId: order.id, from: 'confirmada', to: 'cancelada', baseVersion: 2, mutationId: second, reason: 'customer_request' };
    const viaSync = await pushOk(t.tokens['SU@1']!, randomUUID(), [{ id: 1, name: 'order.move', args: back, createdAt: new Date().toISOString() }]);
    const viaCall = await t.call('/Order/Move', back, { token: t.tokens['SU@1']! });
    expect(viaCall.json.data).toEqual(viaSync.results[0]!.data);
    expect(await orderState(order.id)).toMatchObject({ status: 'cancelada', version: 3 });
  });

  test('a fault halts the push: earlier changes stay committed, the retry applies the rest once', async () => {
    const clientId = randomUUID();
    const order = await insertPickingOrder(t, company());
    // A database fault on one particular note (not a refusal the server means).
    await t.database.query(`CREATE FUNCTION fail_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END; $$`);
    await t.database.query(`CREATE TRIGGER fail_note BEFORE INSERT ON order_notes FOR EACH ROW WHEN (NEW.text = 'falla') EXECUTE FUNCTION fail_note()`);
    const mutations = [
      change(1, 'order.addNote', { orderId: order.id, text: 'antes' }),
      change(2, 'order.addNote', { orderId: order.id, text: 'falla' }),
      change(3, 'order.addNote', { orderId: order.id, text: 'después' }),
    ];
    try {
      const { answer } = await push(t, pk(), clientId, mutations);
      expect({ status: answer.status, codigo: answer.json.codigo }).toEqual({ status: 500, codigo: 'INTERNAL' });
      expect(await lastMutationId(clientId)).toBe(1);
      expect(await eventsOf(order.id)).toHaveLength(1);
      // What committed before the fault is announced.
      expect(published.map((p) => p.event.orderId)).toEqual([order.id]);
    } finally {
      await t.database.query('DROP TRIGGER fail_note ON order_notes');
      await t.database.query('DROP FUNCTION fail_note()');
    }
    const retry = await pushOk(pk(), clientId, mutations);
    expect(retry.results.map((r: SyncResult) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const notes = await t.database.query<{ text: string }>('SELECT text FROM order_notes WHERE order_id = $1 ORDER BY id', [order.id]);
    expect(notes.map((n) => n.text)).toEqual(['antes', 'falla', 'después']);
  });

  test('the outbox answers picking changes with the same data as the direct calls, and a picker takes over only their own', async () => {
    const order = await insertPickingOrder(t, company());
    const other = await insertUser(t, company(), 'PK', 'Marta Cuji');
    const mine = await pushOk(pk(), randomUUID(), [change(1, 'picking.take', { orderId: order.id, baseVersion: 1 })]);
    expect(mine.results[0]).toMatchObject({ status: 'applied', data: { id: order.id, status: 'en_picking', pickerName: 'PK 1' } });
    const theirs = await pushOk(other.token, randomUUID(), [
      change(1, 'picking.take', { orderId: order.id, baseVersion: 1 }),
      change(2, 'picking.setLine', { orderId: order.id, lineId: order.lineIds[0], baseVersion: 2, lineVersion: 0, pickState: 'out_of_stock' }),
      change(3, 'picking.finish', { orderId: order.id, baseVersion: 2 }),
    ]);
    expect(theirs.results.map((r) => [r.status, (r.detalle as { reason?: string } | undefined)?.reason])).toEqual([
      ['conflict', 'taken'],
      ['conflict', 'reassigned'],
      ['conflict', 'reassigned'],
    ]);
  });

  test('idempotency records older than 30 days are pruned for that user only; a newer repeat still replays', async () => {
    const order = await insertPickingOrder(t, company());
    const note = (text: string, mutationId: string, token: string) => t.call('/Order/AddNote', { orderId: order.id, text, mutationId }, { token });
    const [oldId, recentId, otherId] = [randomUUID(), randomUUID(), randomUUID()];
    expect((await note('vieja', oldId, pk())).json.bOk).toBe(true);
    expect((await note('reciente', recentId, pk())).json.bOk).toBe(true);
    expect((await note('de otro usuario', otherId, t.tokens['SU@1']!)).json.bOk).toBe(true);
    await t.database.query(`UPDATE idempotency_records SET created_at = now() - interval '31 days' WHERE mutation_id = ANY($1::text[])`, [[oldId, otherId]]);
    await t.database.query(`UPDATE idempotency_records SET created_at = now() - interval '29 days' WHERE mutation_id = $1`, [recentId]);
    const [pickerRow] = await t.database.query<{ user_id: number }>('SELECT user_id FROM idempotency_records WHERE mutation_id = $1', [recentId]);
    await maybePruneRecords(t.database.db, pickerRow!.user_id, () => 0);
    const kept = await t.database.query<{ mutation_id: string }>('SELECT mutation_id FROM idempotency_records WHERE mutation_id = ANY($1::text[])', [[oldId, recentId, otherId]]);
    expect(kept.map((row) => row.mutation_id).toSorted()).toEqual([recentId, otherId].toSorted());
    const notesBefore = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM order_notes WHERE order_id = $1', [order.id]);
    expect((await note('reciente', recentId, pk())).json.bOk).toBe(true);
    const notesAfter = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM order_notes WHERE order_id = $1', [order.id]);
    expect(notesAfter[0]!.n).toBe(notesBefore[0]!.n);
  });

  test('results older than 30 days are pruned for the pushing client only; a resend of a pruned change is rejected, not applied', async () => {
    const clientId = randomUUID();
    const otherClient = randomUUID();
    const order = await insertPickingOrder(t, company());
    const old = change(1, 'order.addNote', { orderId: order.id, text: 'vieja' });
    await pushOk(pk(), clientId, [old, change(2, 'order.addNote', { orderId: order.id, text: 'nueva' })]);
    await pushOk(pk(), otherClient, [change(1, 'order.addNote', { orderId: order.id, text: 'otra' })]);
    const longAgo = new Date(t.clock.now().getTime() - 31 * 86_400_000);
    await t.database.query('UPDATE sync_mutations SET created_at = $2 WHERE mutation_seq = 1 AND client_id = ANY($1::uuid[])', [[clientId, otherClient], longAgo]);
    await maybePruneResults(t.database.db, clientId, t.clock.now(), () => 0);
    const rows = await t.database.query<{ client_id: string; mutation_seq: number }>(
      'SELECT client_id, mutation_seq::int FROM sync_mutations WHERE client_id = ANY($1::uuid[]) ORDER BY client_id, mutation_seq',
      [[clientId, otherClient]],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { client_id: clientId, mutation_seq: 2 },
        { client_id: otherClient, mutation_seq: 1 },
      ]),
    );
    expect(rows).toHaveLength(2);
    const before = await businessFingerprint(t.database);
    const resent = await pushOk(pk(), clientId, [old]);
    expect(resent.results[0]).toMatchObject({ id: 1, status: 'rejected', codigo: 'CONFLICT' });
    expect(await businessFingerprint(t.database)).toBe(before);
  });
});
