import type { FastifyReply } from 'fastify';
import { ERROR_STATUS, type ErrorAnswer, type ErrorCode, type FieldIssue } from '../../contract/envelope';

/** Sends a bOk:false answer with the contract's HTTP status for its code. */
export function sendError(
  reply: FastifyReply,
  codigo: ErrorCode,
  mensaje: string,
  extra: { errores?: FieldIssue[] | undefined; detalle?: Record<string, unknown> | undefined } = {},
): FastifyReply {
  const answer: ErrorAnswer = { bOk: false, mensaje, codigo };
  if (extra.errores) answer.errores = extra.errores;
  if (extra.detalle) answer.detalle = extra.detalle;
  if (codigo === 'RATE_LIMITED' && typeof extra.detalle?.retryAfterSeconds === 'number') {
    void reply.header('Retry-After', String(extra.detalle.retryAfterSeconds));
  }
  return reply.code(ERROR_STATUS[codigo]).type('application/json; charset=utf-8').send(answer);
}

export const INTERNAL_MESSAGE = 'Ocurrió un error interno. Inténtalo de nuevo en unos minutos.';
