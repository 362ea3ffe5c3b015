/**
 * A fake `/Sync/Push` server for client unit tests (ADR 003): binds a client id to the first user that pushes with
 * it, keeps `lastMutationId` and every stored result per client, answers replays with the stored result, refuses
 * gaps, and can be told to fail (5xx after applying some changes, no answer) or to hold pushes until released.
 */
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { ERROR_STATUS, type ErrorCode } from '../../../contract/envelope';
import type { SyncMutation, SyncResult } from '../../../contract/schemas/sync';
import { openOutbox } from '../../../src/lib/outbox/outbox';
import { saveUserData } from '../../../src/lib/user-data';
import { DEMO_TOKEN, demoUser } from './middleware';
import { server } from './server';

export type SyncFault =
  /** No answer at all (fetch fails). */
  | { kind: 'network' }
  /** A 5xx after applying (and committing) the first `afterApplying` new changes. */
  | { kind: 'status500'; afterApplying?: number }
  /** The whole push refused with this code. */
  | { kind: 'refuse'; codigo: ErrorCode };

export type Decision = Pick<SyncResult, 'status' | 'data' | 'codigo' | 'mensaje' | 'detalle'>;

export interface RecordedPush {
  clientId: string;
  token: unknown;
  ids: number[];
  mutations: SyncMutation[];
}

interface ClientRecord {
  owner: number;
  last: number;
  results: Map<number, SyncResult>;
}

const refuse = (codigo: ErrorCode, mensaje: string, detalle?: Record<string, unknown>) =>
  HttpResponse.json({ bOk: false, codigo, mensaje, ...(detalle ? { detalle } : {}) }, { status: ERROR_STATUS[codigo] });

export class FakeSyncServer {
  /** Every push as it arrived (held ones too). */
  readonly pushes: RecordedPush[] = [];
  /** New changes applied, in the order the server applied them. */
  readonly applied: { clientId: string; mutation: SyncMutation }[] = [];
  readonly clients = new Map<string, ClientRecord>();
  private readonly faults: SyncFault[] = [];
  private gate: Promise<void> | null = null;
  /** Changes the server fails on every time (its own fault, ADR 003): see `breakChanges`. */
  private broken: ((mutation: SyncMutation) => boolean) | null = null;
  private brokenStatus = 500;

  /** `users`: session token → user id. `decide`: what a new change becomes (default: applied, echoing its args). */
  constructor(
    private readonly users: Record<string, number>,
    private readonly decide: (mutation: SyncMutation) => Decision = (mutation) => ({ status: 'applied', data: { echo: mutation.args } }),
  ) {}

  /** The next pushes fail, one fault each, in order. */
  fail(...faults: SyncFault[]): void {
    this.faults.push(...faults);
  }

  /**
   * From now on the server fails on every change `broken` picks, as the real one does on a change's own fault: the
   * changes before it stay committed and the push answers 500 naming it (`detalle.mutationId`); sent as `lastTry`, it
   * is recorded as `failed` and the push goes on. `null` mends them.
   */
  breakChanges(broken: ((mutation: SyncMutation) => boolean) | null, status = 500): void {
    this.broken = broken;
    this.brokenStatus = status;
  }

  /** Forgets faults no push has used yet. */
  clearFaults(): void {
    this.faults.length = 0;
  }

  /** Pushes arriving from now on wait until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.gate = null;
      release();
    };
  }

  pushedIds(): number[] {
    return this.pushes.flatMap((push) => push.ids);
  }

  appliedIds(): number[] {
    return this.applied.map((entry) => entry.mutation.id);
  }

  readonly handler = http.post('*/api/middleware', async ({ request }) => {
    const envelope = (await request.json()) as { path: string; body: string };
    if (envelope.path !== '/Sync/Push') return refuse('UNKNOWN_PATH', 'Ruta desconocida.');
    const body = JSON.parse(envelope.body) as { tokenSesion?: unknown; clientId: string; mutations: SyncMutation[] };
    this.pushes.push({ clientId: body.clientId, token: body.tokenSesion, ids: body.mutations.map((m) => m.id), mutations: body.mutations });
    if (this.gate) await this.gate;
    const fault = this.faults.shift();
    if (fault?.kind === 'network') return HttpResponse.error();
    if (fault?.kind === 'refuse') return refuse(fault.codigo, 'Refused by the test.');

    const owner = typeof body.tokenSesion === 'string' ? this.users[body.tokenSesion] : undefined;
    if (owner === undefined) return refuse('SESSION_EXPIRED', 'Sesión expirada.');
    for (let i = 1; i < body.mutations.length; i += 1) {
      if (body.mutations[i]!.id !== body.mutations[i - 1]!.id + 1) return refuse('VALIDATION', 'Los cambios deben ir en orden y sin huecos.');
    }
    let client = this.clients.get(body.clientId);
    if (!client) {
      client = { owner, last: 0, results: new Map() };
      this.clients.set(body.clientId, client);
    }
    if (client.owner !== owner) return refuse('FORBIDDEN', 'El cliente es de otro usuario.');

    const applyLimit = fault?.kind === 'status500' ? (fault.afterApplying ?? 0) : Number.POSITIVE_INFINITY;
    let appliedNow = 0;
    const results: SyncResult[] = [];
    for (const mutation of body.mutations) {
      const stored = client.results.get(mutation.id);
      if (mutation.id <= client.last && stored) {
        results.push(stored);
        continue;
      }
      if (mutation.id > client.last + 1) {
        if (results.length === 0) return refuse('SYNC_GAP', 'Faltan cambios anteriores.', { lastMutationId: client.last });
        break;
      }
      if (appliedNow >= applyLimit) break;
      const base = { id: mutation.id, mutationId: String(mutation.args['mutationId']) };
      let decision: Decision;
      if (mutation.held) decision = { status: 'held', mensaje: 'Retenido en el dispositivo.' };
      else if (this.broken?.(mutation)) {
        if (!mutation.lastTry) {
          return HttpResponse.json({ bOk: false, codigo: 'INTERNAL', mensaje: 'Error interno.', detalle: { mutationId: mutation.id } }, { status: this.brokenStatus });
        }
        decision = { status: 'failed', codigo: 'INTERNAL', mensaje: 'No se pudo aplicar este cambio.' };
      } else decision = this.decide(mutation);
      const result: SyncResult = { ...base, ...decision };
      client.last = mutation.id;
      client.results.set(mutation.id, result);
      appliedNow += 1;
      if (result.status === 'applied') this.applied.push({ clientId: body.clientId, mutation });
      results.push(result);
    }
    if (fault?.kind === 'status500') return HttpResponse.json({ bOk: false, codigo: 'INTERNAL', mensaje: 'Error interno.' }, { status: 500 });
    return HttpResponse.json({ bOk: true, data: { lastMutationId: client.last, results } });
  });
}

/**
 * A signed-in picker (`userId`) with a fresh IndexedDB, this fake server answering `/Sync/Push` for their token, and
 * their outbox open: the start of every outbox test.
 */
export async function openOutboxAgainstFakeServer(userId: number): Promise<FakeSyncServer> {
  globalThis.indexedDB = new IDBFactory();
  saveUserData(demoUser('PK', { userID: userId }));
  const sync = new FakeSyncServer({ [DEMO_TOKEN]: userId });
  server.use(sync.handler);
  await openOutbox(userId);
  return sync;
}
