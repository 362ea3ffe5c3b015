import { CallError } from '../errors/call-error';

/** A handler whose call is in the contract but not built yet: answers INTERNAL (replaced as the issue lands). */
export const notBuilt = async (): Promise<never> => {
  throw new CallError('INTERNAL', 'Llamada aún no construida.');
};
