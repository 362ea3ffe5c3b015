import type { ErrorCode, FieldIssue } from '../../contract/envelope';

/**
 * A refusal a handler answers on purpose (bOk:false with this codigo and Spanish mensaje).
 * Anything else a handler throws is a fault: logged, and answered INTERNAL without details.
 */
export class CallError extends Error {
  readonly codigo: ErrorCode;
  readonly detalle: Record<string, unknown> | undefined;
  readonly errores: FieldIssue[] | undefined;

  constructor(codigo: ErrorCode, mensaje: string, detalle?: Record<string, unknown>, errores?: FieldIssue[]) {
    super(mensaje);
    this.name = 'CallError';
    this.codigo = codigo;
    this.detalle = detalle;
    this.errores = errores;
  }
}

/** The standard "does not exist or is not yours" refusal: never reveal another company's records. */
export function notFound(what = 'El registro'): CallError {
  return new CallError('NOT_FOUND', `${what} no existe o no está disponible para tu usuario.`);
}
