/**
 * Every refusal Fastify itself produces, in the app's envelope `{bOk:false, codigo, mensaje}`: errors thrown while
 * handling a request (body parsing, limits, handlers), a URL the router cannot decode, and requests Node's HTTP
 * parser rejects before Fastify sees them. Fastify's own shape (`{error, message, statusCode}`) never reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, type ErrorAnswer } from '../../contract/envelope';
import { CallError } from '../errors/call-error';
import { INTERNAL_MESSAGE, sendError } from './answers';
import { PRE_ROUTING_HEADERS } from './security';

/** `setErrorHandler`: anything thrown or passed to `reply.send(error)` while handling a request. */
export function appErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof CallError) return sendError(reply, error.codigo, error.message, { detalle: error.detalle, errores: error.errores });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(reply, 'BODY_TOO_LARGE', 'La petición es demasiado grande: el máximo es 1 MiB.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(reply, 'BAD_JSON', 'La petición no es JSON válido.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return sendError(reply, 'BAD_REQUEST', 'La petición está vacía.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(reply, 'BAD_REQUEST', 'Envía la petición como application/json.');
    default:
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, 'BAD_REQUEST', 'La petición no es válida.');
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
  }
}

/**
 * Fastify's `frameworkErrors`: a URL with a broken percent escape (`/%E0%A4%A`), a too long route parameter.
 * No hooks ran for these requests (helmet's neither), so their headers are set here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  void reply.headers(PRE_ROUTING_HEADERS);
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendError(reply, 'BAD_REQUEST', 'La dirección de la petición no es válida: tiene un carácter mal codificado.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, 'BAD_REQUEST', 'La dirección de la petición es demasiado larga.');
    default:
      request.log.error({ err: error }, 'request failed before routing');
      return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
  }
}

function rawAnswer(mensaje: string): string {
  const answer: ErrorAnswer = { bOk: false, codigo: 'BAD_REQUEST', mensaje };
  const body = JSON.stringify(answer);
  const status = ERROR_STATUS.BAD_REQUEST;
  const headers = Object.entries(PRE_ROUTING_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`
  );
}

/** Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (bad request line, headers too large). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const mensaje =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'La petición tardó demasiado en llegar.'
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 'Las cabeceras de la petición son demasiado grandes.'
          : 'La petición no es una petición HTTP válida.';
    socket.write(rawAnswer(mensaje));
  }
  socket.destroy(error);
}
