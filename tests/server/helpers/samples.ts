/**
 * A valid request body (without tokenSesion) for every call, so generated tests can reach each handler.
 * Typed over CallPath: a new call without a sample is a type error.
 */
import type { CallPath } from '../../../contract/calls';
import type { TestApp } from './test-app';

export interface SampleContext {
  t: TestApp;
  /** The caller's user id, or another user's id when there is no caller. */
  userId: number;
  /** Its email (the caller's own), for login. */
  email: string;
  /** A unique suffix for fields that must be unique. */
  unique: string;
}

export const SAMPLES: { [P in CallPath]: (c: SampleContext) => Record<string, unknown> } = {
  '/User/Login': (c) => ({ email: c.email, password: 'fixture-password-1' }),
  '/User/Logout': () => ({}),
  '/User/Me': () => ({}),
  '/User/ForgotPassword': (c) => ({ email: c.email }),
  '/User/ResetPassword': () => ({ token: 'x'.repeat(43), password: 'una-clave-nueva' }),
  '/User/Register': (c) => ({ nombre: 'Nueva Persona', email: `nuevo-${c.unique}@example.test`, password: 'una-clave-segura' }),
  '/User/getTerminos': (c) => ({ IDUsuario: c.userId }),
  '/User/setTerminos': (c) => ({ IDUsuario: c.userId, AceptoTerminos: true, AceptoCookies: false }),
  '/Scope/Options': () => ({}),
  '/Dashboard/Summary': () => ({}),
  '/Order/List': () => ({ limit: 5 }),
  '/Order/Counts': () => ({}),
  '/Order/Get': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0] }),
  // The first pending order: cancelling it is a move most staff roles may make (PRODUCT.md).
  '/Order/Move': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], from: 'pendiente', to: 'cancelada', baseVersion: 1, mutationId: crypto.randomUUID(), reason: 'customer_request' }),
  '/Order/AddNote': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], text: `Nota ${c.unique}`, mutationId: crypto.randomUUID() }),
  '/Order/Export': () => ({ format: 'csv', columns: [{ key: 'number', label: 'Número' }] }),
  '/Order/MoveOptions': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[1] }),
  // The pending order: a supervisor reaches the handler and is told only confirmed orders get a picker (nothing changes).
  '/Order/AssignPicker': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], pickerId: c.t.user('PK').id, baseVersion: 1, mutationId: crypto.randomUUID() }),
  '/Picking/List': () => ({}),
  '/Picking/Get': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[3] }),
  // The first confirmed order with lines: the first caller takes it, the next ones are told who picks it.
  '/Picking/Take': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[1], baseVersion: 1, mutationId: crypto.randomUUID() }),
  // The pending order: the caller reaches the handler and is told it is not in picking (nothing changes).
  '/Picking/Release': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[0], baseVersion: 1, mutationId: crypto.randomUUID(), reasonText: 'Me llamaron a recepción' }),
  // The en_picking order's first line, picked in full.
  '/Picking/SetLine': (c) => ({
    orderId: c.t.fixture.companies[0].orderIds[3],
    lineId: c.t.fixture.companies[0].picking.linesByOrder[3]![0],
    baseVersion: 1,
    lineVersion: 0,
    mutationId: crypto.randomUUID(),
    pickState: 'picked',
    pickedQuantity: 2000,
  }),
  '/Picking/Finish': (c) => ({ orderId: c.t.fixture.companies[0].orderIds[3], baseVersion: 1, mutationId: crypto.randomUUID() }),
  // Company 1 named (SA must name one); setting the defaults leaves every other test's data as it was.
  '/Picking/GetSettings': (c) => ({ empresaId: c.t.fixture.companies[0].id }),
  '/Picking/SetSettings': (c) => ({
    empresaId: c.t.fixture.companies[0].id,
    gs1WeightPrefixes: ['20', '21', '22', '23', '24'],
    gs1PricePrefixes: ['25', '26', '27', '28', '29'],
    chargePendingSubstitutions: false,
  }),
  // A new device each time, queueing one note: any signed-in user may push; the note's own access rule decides its result.
  '/Sync/Push': (c) => ({
    clientId: crypto.randomUUID(),
    mutations: [
      {
        id: 1,
        name: 'order.addNote',
        args: { orderId: c.t.fixture.companies[0].orderIds[0], text: `Nota sin conexión ${c.unique}`, mutationId: crypto.randomUUID() },
        createdAt: c.t.clock.now().toISOString(),
      },
    ],
  }),
};

/**
 * Calls whose answer to an allowed caller depends on the role and on what earlier cells changed
 * (a move refused as INVALID_MOVE for a role without that move, or STALE_VERSION once another role made it;
 * a picking change refused as a conflict once another role made it).
 * For these, "allowed" means: not refused for access, and no fault.
 */
export const BUSINESS_OUTCOME_VARIES: ReadonlySet<CallPath> = new Set<CallPath>([
  '/Order/Move',
  // Picking changes: the first allowed role takes the order or changes the line; the next ones get a conflict
  // (taken, not assigned to a picker, another line version), and finishing waits for every line.
  '/Picking/Take',
  '/Picking/Release',
  '/Order/AssignPicker',
  '/Picking/SetLine',
  '/Picking/Finish',
]);

/** Calls whose valid sample still gets a business refusal (not an access one). */
export const SAMPLE_REFUSALS: Partial<Record<CallPath, string>> = {
  '/User/ResetPassword': 'RESET_TOKEN_INVALID',
};
