/**
 * The subscription API (spec §7 `proxy/v1`, ADR 013): every row of contract/rest-calls.ts as a REST route under
 * SUBSCRIPTION_API_BASE. Order of checks as in the middleware: route, forbidden keys, session (Bearer), role,
 * parameters/query/body (zod), handler. Answers: `{succeeded:true, data, message:null}` (201 for POST), 204 with no
 * body where the contract's data is null; refusals `{succeeded:false, data:null, message, codigo, errores?, detalle?}`
 * with the middleware's HTTP status for the code.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { roleMayCall } from '../../contract/calls';
import { ERROR_STATUS, MAX_BODY_BYTES, type ErrorCode, type FieldIssue } from '../../contract/envelope';
import { REST_KEYS, REST_ROUTES, type RestKey } from '../../contract/rest-calls';
import { SUBSCRIPTION_API_BASE } from '../../contract/subscription-constants';
import { CallError } from '../errors/call-error';
import { INTERNAL_MESSAGE } from './answers';
import { restHandlers } from '../calls/subscriptions/rest-registry';
import type { RestHandler } from '../calls/rest-types';
import type { CallContext } from '../calls/types';
import { scanKeys, toFieldIssues, validationMessage } from '../calls/validation';
import { unstorableTextRefusal } from '../calls/unstorable-text';

type Refusal = { codigo: ErrorCode; message: string; errores?: FieldIssue[] | undefined; detalle?: Record<string, unknown> | undefined };

function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  const answer: Record<string, unknown> = { succeeded: false, data: null, message: refusal.message, codigo: refusal.codigo };
  if (refusal.errores) answer.errores = refusal.errores;
  if (refusal.detalle) answer.detalle = refusal.detalle;
  if (refusal.codigo === 'NOT_AUTHENTICATED' || refusal.codigo === 'SESSION_EXPIRED') void reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(ERROR_STATUS[refusal.codigo]).type('application/json; charset=utf-8').send(answer);
}

/** "Bearer <token>" → the token; null when the header is missing or another scheme. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{20,200})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Whether the request came with a body: Fastify does not parse one on GET, so the headers tell. */
function carriesBody(request: FastifyRequest): boolean {
  if (request.body !== undefined && request.body !== null) return true;
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Fastify's route syntax for the contract's `{name}` parameters. */
const fastifyUrl = (path: string) => `/${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;

/** Parses one part of the request; issues of the path and query are named `params.…` / `query.…`, the body's by their own name. */
function parsePart(schema: (typeof REST_ROUTES)[RestKey]['params'], value: unknown, prefix: string): { ok: true; value: unknown } | { ok: false; errores: FieldIssue[] } {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errores: toFieldIssues(result.error, value ?? {}, prefix) };
}

/** Each URL of the table with the methods it takes, for the 405 answer's Allow header. */
function methodsByUrl(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of REST_KEYS) {
    const def = REST_ROUTES[key];
    out.set(def.path, [...(out.get(def.path) ?? []), def.method]);
  }
  return out;
}

export async function restApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      api.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof CallError) return sendRefusal(reply, { codigo: error.codigo, message: error.message, detalle: error.detalle, errores: error.errores });
        switch (error.code) {
          case 'FST_ERR_CTP_BODY_TOO_LARGE':
            return sendRefusal(reply, { codigo: 'BODY_TOO_LARGE', message: 'La petición es demasiado grande: el máximo es 1 MiB.' });
          case 'FST_ERR_CTP_INVALID_JSON_BODY':
            return sendRefusal(reply, { codigo: 'BAD_JSON', message: 'El cuerpo de la petición no es JSON válido.' });
          case 'FST_ERR_CTP_EMPTY_JSON_BODY':
            return sendRefusal(reply, { codigo: 'BAD_REQUEST', message: 'La petición está vacía.' });
          case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
            return sendRefusal(reply, { codigo: 'BAD_REQUEST', message: 'Envía el cuerpo como application/json.' });
          default:
            if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
              return sendRefusal(reply, { codigo: 'BAD_REQUEST', message: 'La petición no es válida.' });
            }
            request.log.error({ err: error }, 'subscription api request failed');
            return sendRefusal(reply, { codigo: 'INTERNAL', message: INTERNAL_MESSAGE });
        }
      });
      api.setNotFoundHandler((request, reply) =>
        sendRefusal(reply, { codigo: 'UNKNOWN_PATH', message: `No existe ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}.` }),
      );

      for (const key of REST_KEYS) {
        const def = REST_ROUTES[key];
        api.route({
          method: def.method,
          url: fastifyUrl(def.path),
          bodyLimit: MAX_BODY_BYTES,
          handler: async (request, reply) => {
            const scan = scanKeys({ params: request.params, query: request.query, body: request.body });
            if (!scan.ok) {
              return scan.reason === 'forbidden'
                ? sendRefusal(reply, { codigo: 'FORBIDDEN_KEY', message: `El campo "${scan.key}" no está permitido.`, detalle: { campo: scan.campo } })
                : sendRefusal(reply, { codigo: 'BAD_REQUEST', message: 'El cuerpo de la petición tiene demasiados niveles de anidación.' });
            }
            const token = bearerToken(request);
            if (token === null) return sendRefusal(reply, { codigo: 'NOT_AUTHENTICATED', message: 'Inicia sesión para continuar.' });
            const check = await app.authenticate(token);
            if (!check.ok) {
              return check.codigo === 'SESSION_EXPIRED'
                ? sendRefusal(reply, { codigo: 'SESSION_EXPIRED', message: 'Tu sesión expiró. Vuelve a iniciar sesión.' })
                : sendRefusal(reply, { codigo: 'NOT_AUTHENTICATED', message: 'Inicia sesión para continuar.' });
            }
            if (!roleMayCall(check.user.role, def.access)) return sendRefusal(reply, { codigo: 'FORBIDDEN', message: 'Tu rol no tiene permiso para esta acción.' });

            const params = parsePart(def.params, request.params, 'params');
            const query = parsePart(def.query, request.query, 'query');
            const body: { ok: true; value: unknown } | { ok: false; errores: FieldIssue[] } =
              def.body === null
                ? !carriesBody(request)
                  ? { ok: true, value: undefined }
                  : { ok: false, errores: [{ campo: '', codigo: 'unexpected_body', mensaje: 'Esta ruta no lleva cuerpo.' }] }
                : parsePart(def.body, request.body, '');
            const errores = [...(params.ok ? [] : params.errores), ...(query.ok ? [] : query.errores), ...(body.ok ? [] : body.errores)];
            if (errores.length > 0) return sendRefusal(reply, { codigo: 'VALIDATION', message: validationMessage(errores), errores });

            const ctx: CallContext = {
              database: app.database,
              db: app.database.db,
              user: check.user,
              ip: request.ip,
              now: app.now,
              log: request.log,
              config: app.config,
              realtime: app.realtime,
              mailer: app.mailer,
              files: app.files,
              push: app.push,
            };
            const input = { params: params.ok ? params.value : {}, query: query.ok ? query.value : {}, body: body.ok ? body.value : undefined };
            try {
              // The registry's `satisfies` ties each key to its handler; one signature here (the input was parsed by that key's schemas).
              const data = await (restHandlers[key] as unknown as RestHandler<RestKey>)(input as never, ctx);
              if (def.data === null) return reply.code(204).send();
              if (!app.config.production) {
                const checkData = def.data.safeParse(data);
                if (!checkData.success) {
                  request.log.error({ key, issues: checkData.error.issues }, 'answer does not match the contract data schema');
                  return sendRefusal(reply, { codigo: 'INTERNAL', message: INTERNAL_MESSAGE });
                }
              }
              return reply.code(def.method === 'POST' ? 201 : 200).send({ succeeded: true, data, message: null });
            } catch (error) {
              if (error instanceof CallError) return sendRefusal(reply, { codigo: error.codigo, message: error.message, detalle: error.detalle, errores: error.errores });
              const badText = unstorableTextRefusal(error);
              if (badText) return sendRefusal(reply, { codigo: badText.codigo, message: badText.message });
              request.log.error({ err: error, key }, 'subscription api call failed');
              return sendRefusal(reply, { codigo: 'INTERNAL', message: INTERNAL_MESSAGE });
            }
          },
        });
      }

      // A known URL asked with another method is told which ones it takes (405 with Allow), not "not found".
      for (const [path, methods] of methodsByUrl()) {
        // Fastify answers HEAD itself where GET is routed.
        const others = app.supportedMethods.filter((method) => !methods.includes(method) && !(method === 'HEAD' && methods.includes('GET')));
        api.route({
          method: others,
          url: fastifyUrl(path),
          handler: async (request, reply) => {
            void reply.header('Allow', methods.join(', '));
            return sendRefusal(reply, { codigo: 'METHOD_NOT_ALLOWED', message: `${SUBSCRIPTION_API_BASE}/${path} solo acepta ${methods.join(', ')} (llegó ${request.method}).` });
          },
        });
      }
    },
    { prefix: SUBSCRIPTION_API_BASE },
  );
}
