/**
 * `/Sync/Push` and changes that would fail the same way on every resend (issue 14, defect 2; ADR 003 "A change that
 * keeps failing"): text PostgreSQL cannot store is that change's refusal and the queue goes on; a fault names its
 * change; a last try that fails again is recorded as `failed` and the push goes on; held changes pass their number
 * over; a passing database trouble is never blamed on a change.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { syncPushData, type SyncPushData } from '../../contract/schemas/sync';
import { isUnstorableTextError } from '../../server/calls/unstorable-text';
import { businessFingerprint, change, insertPickingOrder, push, type QueuedChange } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = () => t.fixture.companies[0];
const pk = () => t.tokens['PK@1']!;
const UNSTORABLE: Record<string, string> = { 'U+0000': 'Nota\u0000rota', 'a lone high surrogate': 'Nota \uD83D rota', 'a lone low surrogate': '\uDE00 rota' };

async function pushOk(clientId: string, mutations: QueuedChange[]): Promise<SyncPushData> {
  const { answer, data } = await push(t, pk(), clientId, mutations);
  if (!data) throw new Error(`push refused: ${answer.status} ${answer.json.codigo} ${answer.json.mensaje}`);
  return syncPushData.parse(data);
}

async function notesOf(orderId: number): Promise<string[]> {
  const rows = await t.database.query<{ text: string }>('SELECT text FROM order_notes WHERE order_id = $1 ORDER BY id', [orderId]);
  return rows.map((row) => row.text);
}

async function lastMutationId(clientId: string): Promise<number> {
  const [row] = await t.database.query<{ last: number }>('SELECT last_mutation_id::int AS last FROM sync_clients WHERE client_id = $1', [clientId]);
  return row!.last;
}

/** Runs `body` while inserting a note with text `when` raises `errcode` (a fault the server does not mean). */
async function withNoteFault(when: string, errcode: string, body: () => Promise<void>): Promise<void> {
  await t.database.query(`CREATE FUNCTION fail_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla a propósito' USING ERRCODE = '${errcode}'; END; $$`);
  await t.database.query(`CREATE TRIGGER fail_note BEFORE INSERT ON order_notes FOR EACH ROW WHEN (NEW.text = '${when}') EXECUTE FUNCTION fail_note()`);
  try {
    await body();
  } finally {
    await t.database.query('DROP TRIGGER fail_note ON order_notes');
    await t.database.query('DROP FUNCTION fail_note()');
  }
}

/** The error a statement fails with (null when it does not). */
async function caught(sql: string, params: unknown[]): Promise<unknown> {
  return t.database.query(sql, params).then(
    () => null,
    (error: unknown) => error,
  );
}

function statusOf(answer: Answer): { status: number; codigo: string | undefined } {
  return { status: answer.status, codigo: answer.json.codigo };
}

describe('text PostgreSQL cannot store, queued offline', () => {
  for (const [kind, bad] of Object.entries(UNSTORABLE)) {
    test(`a note with ${kind} then a good note: no 5xx, the bad one refused naming the field, the good one applied once, a resend changes nothing`, async () => {
      const order = await insertPickingOrder(t, company());
      const clientId = randomUUID();
      const mutations = [change(1, 'order.addNote', { orderId: order.id, text: bad }), change(2, 'order.addNote', { orderId: order.id, text: 'Nota buena' })];
      const { answer } = await push(t, pk(), clientId, mutations);
      expect(statusOf(answer)).toEqual({ status: 200, codigo: undefined });
      const first = syncPushData.parse(answer.json.data);
      expect(first.lastMutationId).toBe(2);
      expect(first.results.map((r) => [r.id, r.status, r.codigo])).toEqual([
        [1, 'rejected', 'VALIDATION'],
        [2, 'applied', undefined],
      ]);
      expect(first.results[0]!.mensaje).toMatch(/^La nota contiene caracteres que no se pueden guardar/);
      expect(first.results[0]!.detalle).toEqual({ errores: [{ campo: 'text', codigo: 'invalid_text', mensaje: first.results[0]!.mensaje }] });
      expect(await notesOf(order.id)).toEqual(['Nota buena']);

      const before = await businessFingerprint(t.database);
      const again = await pushOk(clientId, mutations);
      expect(again).toEqual(first);
      expect(await businessFingerprint(t.database)).toBe(before);
      expect(await lastMutationId(clientId)).toBe(2);
    });
  }

  test('a scanned code with U+0000 is refused by name; the next change of the queue applies', async () => {
    const order = await insertPickingOrder(t, company(), { status: 'en_picking', pickerId: t.user('PK').id });
    const line = { orderId: order.id, lineId: order.lineIds[0], baseVersion: 1, lineVersion: 0, pickState: 'picked', pickedQuantity: 2000 };
    const first = await pushOk(randomUUID(), [
      change(1, 'picking.setLine', { ...line, scannedCode: '7861\u00000001' }),
      change(2, 'picking.setLine', { ...line, scannedCode: '78610001' }),
    ]);
    expect(first.results.map((r) => [r.status, (r.detalle?.['errores'] as Array<{ campo: string }> | undefined)?.[0]?.campo])).toEqual([
      ['rejected', 'scannedCode'],
      ['applied', undefined],
    ]);
    expect(first.results[0]!.mensaje).toMatch(/^El código escaneado contiene caracteres/);
  });

  test('an unknown key or a mutation id holding U+0000 or half a surrogate is refused and stored; the resend gets the same answer', async () => {
    const order = await insertPickingOrder(t, company());
    const clientId = randomUUID();
    const mutations: QueuedChange[] = [
      { id: 1, name: 'order.addNote', args: { orderId: order.id, text: 'x', mutationId: randomUUID(), 'cla\u0000ve': 1, ['\uD800']: 2 }, createdAt: new Date().toISOString() },
      { id: 2, name: 'order.addNote', args: { orderId: order.id, text: 'y', mutationId: 'id\u0000\uDC00' }, createdAt: new Date().toISOString() },
      change(3, 'order.addNote', { orderId: order.id, text: 'z' }),
    ];
    const { answer } = await push(t, pk(), clientId, mutations);
    expect(statusOf(answer)).toEqual({ status: 200, codigo: undefined });
    const first = syncPushData.parse(answer.json.data);
    expect(first.results.map((r) => [r.status, r.codigo])).toEqual([
      ['rejected', 'VALIDATION'],
      ['rejected', 'VALIDATION'],
      ['applied', undefined],
    ]);
    // What the device reads back has no character the database could not store.
    expect(JSON.stringify(first)).not.toMatch(/\\u0000|\\ud[89a-f]/i);
    expect(await pushOk(clientId, mutations)).toEqual(first);
    expect(await notesOf(order.id)).toEqual(['z']);
  });

  test('the database errors for such text are recognised on this database', async () => {
    expect(isUnstorableTextError(await caught('SELECT $1::text AS v', ['a\u0000b']))).toBe(true);
    expect(isUnstorableTextError(await caught('SELECT $1::jsonb AS v', ['"a\\u0000b"']))).toBe(true);
    expect(isUnstorableTextError(await caught('SELECT $1::jsonb AS v', ['"a\\ud800b"']))).toBe(true);
    expect(isUnstorableTextError(await caught('SELECT $1::int AS v', ['doce']))).toBe(false);
  });

  test('such text that gets past the schemas to the database is a refusal, directly and queued, not a fault', async () => {
    const order = await insertPickingOrder(t, company());
    await withNoteFault('se cuela', '22021', async () => {
      const before = await businessFingerprint(t.database);
      const direct = await t.call('/Order/AddNote', { orderId: order.id, text: 'se cuela', mutationId: randomUUID() }, { token: pk() });
      expect(statusOf(direct)).toEqual({ status: 400, codigo: 'BAD_REQUEST' });
      expect(direct.json.mensaje).toContain('U+0000');
      expect(await businessFingerprint(t.database)).toBe(before);

      const queued = await pushOk(randomUUID(), [change(1, 'order.addNote', { orderId: order.id, text: 'se cuela' }), change(2, 'order.addNote', { orderId: order.id, text: 'sigue' })]);
      expect(queued.results.map((r) => [r.status, r.codigo])).toEqual([
        ['rejected', 'BAD_REQUEST'],
        ['applied', undefined],
      ]);
    });
    expect(await notesOf(order.id)).toEqual(['sigue']);
  });
});

describe('a change that keeps failing', () => {
  test('a fault names its change; its last try is recorded as failed and the push goes on; the retry under a new number applies once', async () => {
    const order = await insertPickingOrder(t, company());
    const clientId = randomUUID();
    const failing = change(2, 'order.addNote', { orderId: order.id, text: 'falla' });
    await withNoteFault('falla', 'P0001', async () => {
      const { answer } = await push(t, pk(), clientId, [change(1, 'order.addNote', { orderId: order.id, text: 'antes' }), failing, change(3, 'order.addNote', { orderId: order.id, text: 'después' })]);
      expect(statusOf(answer)).toEqual({ status: 500, codigo: 'INTERNAL' });
      expect(answer.json.detalle).toEqual({ mutationId: 2 });
      expect(await lastMutationId(clientId)).toBe(1);

      const after = change(3, 'order.addNote', { orderId: order.id, text: 'después' });
      const lastTry = await pushOk(clientId, [{ ...failing, lastTry: true } as QueuedChange, after]);
      expect(lastTry.results.map((r) => [r.id, r.status, r.codigo])).toEqual([
        [2, 'failed', 'INTERNAL'],
        [3, 'applied', undefined],
      ]);
      expect(lastTry.results[0]!.mutationId).toBe(failing.args.mutationId);
      expect(await lastMutationId(clientId)).toBe(3);
      // The answer was lost: the resend gets the same results and applies nothing.
      expect(await pushOk(clientId, [{ ...failing, lastTry: true } as QueuedChange, after])).toEqual(lastTry);
    });
    expect(await notesOf(order.id)).toEqual(['antes', 'después']);

    // "Reintentar": the same change (same mutation id) under the next number, once the fault is gone.
    const retried = { ...failing, id: 4 };
    const applied = await pushOk(clientId, [retried]);
    expect(applied.results.map((r) => r.status)).toEqual(['applied']);
    expect(await pushOk(clientId, [retried])).toEqual(applied);
    expect(await notesOf(order.id)).toEqual(['antes', 'después', 'falla']);
  });

  test('held changes pass their number over and apply nothing; their number cannot be reused for another change', async () => {
    const order = await insertPickingOrder(t, company());
    const clientId = randomUUID();
    const held = { ...change(1, 'order.addNote', { orderId: order.id, text: 'espera' }), held: true } as QueuedChange;
    const first = await pushOk(clientId, [held, change(2, 'order.addNote', { orderId: order.id, text: 'otra orden, en realidad' })]);
    expect(first.results.map((r) => [r.id, r.status])).toEqual([
      [1, 'held'],
      [2, 'applied'],
    ]);
    // The wording is the server's; that there is one matters.
    expect(typeof first.results[0]!.mensaje).toBe('string');
    expect(await notesOf(order.id)).toEqual(['otra orden, en realidad']);
    // A resend of the held change gets the same answer; number 1 sent as the change itself is another request.
    expect((await pushOk(clientId, [held])).results).toEqual([first.results[0]]);
    const { held: _held, ...asChange } = held as QueuedChange & { held?: true };
    expect((await pushOk(clientId, [asChange])).results[0]).toMatchObject({ id: 1, status: 'rejected', codigo: 'CONFLICT' });
    // Released, it goes out under a new number with the same mutation id, and applies once.
    const released = await pushOk(clientId, [{ ...asChange, id: 3 }]);
    expect(released.results.map((r) => r.status)).toEqual(['applied']);
    expect(await notesOf(order.id)).toEqual(['otra orden, en realidad', 'espera']);
  });

  test('a passing database trouble is not blamed on the change, even on its last try', async () => {
    const order = await insertPickingOrder(t, company());
    const clientId = randomUUID();
    await withNoteFault('sin disco', '53100', async () => {
      const note = change(1, 'order.addNote', { orderId: order.id, text: 'sin disco' });
      for (const mutation of [note, { ...note, lastTry: true } as QueuedChange]) {
        const { answer } = await push(t, pk(), clientId, [mutation]);
        expect(statusOf(answer)).toEqual({ status: 500, codigo: 'INTERNAL' });
        expect(answer.json.detalle).toBeUndefined();
      }
    });
    expect(await lastMutationId(clientId)).toBe(0);
    expect(await notesOf(order.id)).toEqual([]);
  });
});
