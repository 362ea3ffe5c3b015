/** The users calls' refusals; `reason` is what the client translates (src/features/users/lib/user-errors.ts). */
import { CallError } from '../../errors/call-error';

export function forbidden(reason: string, mensaje: string): CallError {
  return new CallError('FORBIDDEN', mensaje, { reason });
}

export function invalidField(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo }, [{ campo, codigo, mensaje }]);
}

export const RANK_ABOVE = (): CallError => forbidden('user_rank_above', 'No puedes cambiar a un usuario de rango superior al tuyo.');
