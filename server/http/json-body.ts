/**
 * The JSON body parser, in place of Fastify's: the same safety (a body with a `__proto__`, `constructor` or
 * `prototype` key never reaches a handler), but each refusal says what it is. Fastify's parser answers a forbidden
 * key as "not JSON", which it is; here that is FORBIDDEN_KEY naming the key, and broken JSON stays BAD_JSON.
 */
import type { FastifyInstance } from 'fastify';
import { CallError } from '../errors/call-error';
import { scanKeys } from '../calls/validation';

export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new CallError('BAD_REQUEST', 'La petición está vacía.');
  let parsed: unknown;
  try {
    // JSON.parse makes a "__proto__" key an own property (it sets no prototype); scanKeys refuses it below.
    parsed = JSON.parse(text);
  } catch {
    throw new CallError('BAD_JSON', 'La petición no es JSON válido.');
  }
  const scan = scanKeys(parsed);
  if (scan.ok) return parsed;
  if (scan.reason === 'forbidden') throw new CallError('FORBIDDEN_KEY', `El campo "${scan.campo}" no está permitido.`, { campo: scan.campo });
  throw new CallError('BAD_REQUEST', 'La petición tiene demasiados niveles de anidación.');
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as CallError, undefined);
    }
  });
}
