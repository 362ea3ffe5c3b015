/**
 * `POST /api/middleware` (spec §7): `{ path, body: "<JSON string>" }` → one handler per path.
 * Order of checks: envelope, path, JSON, forbidden keys, session present, schema, session valid,
 * role, handler. Every refusal is a bOk:false answer with a codigo and a Spanish mensaje.
 */
import type { FastifyInstance } from 'fastify';
import { CALLS, isCallPath, roleMayCall, type CallPath } from '../../contract/calls';
import { MAX_BODY_BYTES, MIDDLEWARE_URL, middlewareRequestSchema } from '../../contract/envelope';
import { forgetCachedSessions, SESSION_ENDING_CALLS } from '../auth/sessions';
import { INTERNAL_MESSAGE, sendError } from '../http/answers';
import { CallError } from '../errors/call-error';
import { publicCallLimits } from './public-limits';
import { handlers } from './registry';
import { unstorableTextRefusal } from './unstorable-text';
import type { AuthUser } from '../auth/auth-user';
import type { CallContext, CallResult } from './types';
import { scanKeys, toFieldIssues, validationMessage } from './validation';

type AnyHandler = (input: unknown, ctx: CallContext) => Promise<CallResult<CallPath>>;

function hasTokenField(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { tokenSesion?: unknown }).tokenSesion === 'string';
}

export async function callsPlugin(app: FastifyInstance): Promise<void> {
  const publicLimit = await publicCallLimits(app);
  // The endpoint exists for POST only: any other method is told so (405 with Allow), not "not found".
  app.route({
    method: app.supportedMethods.filter((method) => method !== 'POST'),
    url: MIDDLEWARE_URL,
    handler: async (request, reply) => {
      void reply.header('Allow', 'POST');
      return sendError(reply, 'METHOD_NOT_ALLOWED', `${MIDDLEWARE_URL} solo acepta POST (llegó ${request.method}).`);
    },
  });
  app.post(MIDDLEWARE_URL, { bodyLimit: MAX_BODY_BYTES }, async (request, reply) => {
    const envelope = middlewareRequestSchema.safeParse(request.body);
    if (!envelope.success) {
      const errores = toFieldIssues(envelope.error, request.body);
      return sendError(reply, 'BAD_REQUEST', 'La petición debe ser un objeto JSON {"path": "/Area/Accion", "body": "<JSON>"}.', { errores });
    }
    const { path, body } = envelope.data;
    if (!isCallPath(path)) return sendError(reply, 'UNKNOWN_PATH', `La ruta "${path.slice(0, 200)}" no existe.`, { detalle: { path } });

    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return sendError(reply, 'BAD_JSON', 'El cuerpo de la petición (body) no es JSON válido.');
    }
    const scan = scanKeys(parsed);
    if (!scan.ok) {
      return scan.reason === 'forbidden'
        ? sendError(reply, 'FORBIDDEN_KEY', `El campo "${scan.campo}" no está permitido.`, { detalle: { campo: scan.campo } })
        : sendError(reply, 'BAD_REQUEST', 'El cuerpo de la petición tiene demasiados niveles de anidación.');
    }

    const def = CALLS[path];
    const needsSession = def.access.kind !== 'public';
    if (needsSession && !hasTokenField(parsed)) return sendError(reply, 'NOT_AUTHENTICATED', 'Inicia sesión para continuar.');

    const input = def.request.safeParse(parsed);
    if (!input.success) {
      const errores = toFieldIssues(input.error, parsed);
      // A malformed token is no session at all: answer as the client's login redirect expects.
      if (needsSession && errores.some((issue) => issue.campo === 'tokenSesion')) return sendError(reply, 'NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
      return sendError(reply, 'VALIDATION', validationMessage(errores), { errores });
    }

    const now = app.now;
    const wait = await publicLimit(path, request);
    if (wait !== null) {
      return sendError(reply, 'RATE_LIMITED', `Demasiadas solicitudes desde esta conexión. Espera ${Math.ceil(wait / 60)} minutos e inténtalo de nuevo.`, {
        detalle: { retryAfterSeconds: wait },
      });
    }
    let user: AuthUser | null = null;
    if (needsSession) {
      const token = (parsed as { tokenSesion: string }).tokenSesion;
      const check = await app.authenticate(token);
      if (!check.ok) {
        return check.codigo === 'SESSION_EXPIRED'
          ? sendError(reply, 'SESSION_EXPIRED', 'Tu sesión expiró. Vuelve a iniciar sesión.')
          : sendError(reply, 'NOT_AUTHENTICATED', 'Inicia sesión para continuar.');
      }
      user = check.user;
    }
    if (!roleMayCall(user?.role ?? null, def.access)) {
      return sendError(reply, 'FORBIDDEN', 'Tu rol no tiene permiso para esta acción.');
    }

    const ctx: CallContext = {
      database: app.database,
      db: app.database.db,
      user,
      ip: request.ip,
      now,
      log: request.log,
      config: app.config,
      realtime: app.realtime,
      mailer: app.mailer,
      files: app.files,
      push: app.push,
    };
    try {
      let result: CallResult<CallPath>;
      try {
        result = await (handlers[path] as AnyHandler)(input.data, ctx);
      } finally {
        // Sessions such a call revoked must not stay valid in this instance's session cache (failed or not).
        if (SESSION_ENDING_CALLS.has(path)) forgetCachedSessions();
      }
      if (!app.config.production) {
        // Catch drift between handlers and the contract while developing and testing.
        const check = def.data.safeParse(result.data);
        if (!check.success) {
          request.log.error({ path, issues: check.error.issues }, 'answer does not match the contract data schema');
          return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
        }
      }
      const answer: { bOk: true; data: unknown; mensaje?: string } = { bOk: true, data: result.data };
      if (result.mensaje !== undefined) answer.mensaje = result.mensaje;
      return reply.code(200).send(answer);
    } catch (error) {
      if (error instanceof CallError) return sendError(reply, error.codigo, error.message, { detalle: error.detalle, errores: error.errores });
      // Text the database cannot store that slipped past the schemas is the request's fault, not a 500.
      const badText = unstorableTextRefusal(error);
      if (badText) return sendError(reply, badText.codigo, badText.message);
      request.log.error({ err: error, path }, 'call failed');
      return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
    }
  });
}
