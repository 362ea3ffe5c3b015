/** Every subscription API route's handler (contract/rest-calls.ts). The `satisfies` makes a route without one a type error. */
import type { RestHandlers } from '../rest-types';
import { CallError } from '../../errors/call-error';
import { listApplicationsHandler } from './applications';

// Filled in as the routes are built (issue 20); until then a route answers INTERNAL.
const notBuilt = async (): Promise<never> => {
  throw new CallError('INTERNAL', 'Ruta aún no construida.');
};

export const restHandlers = {
  'GET application': listApplicationsHandler,
  'POST application': notBuilt,
  'PUT application/{id}': notBuilt,
  'GET usergrouptypeplan': notBuilt,
  'GET offer': notBuilt,
  'POST offer': notBuilt,
  'GET option': notBuilt,
  'POST option': notBuilt,
  'PUT option/{id}': notBuilt,
  'POST plan': notBuilt,
  'PUT plan/{id}': notBuilt,
  'GET plan': notBuilt,
  'GET plan/application/{id}': notBuilt,
  'GET product/application/{id}': notBuilt,
  'POST product/prime': notBuilt,
  'DELETE product/prime/{ApplicationId}': notBuilt,
} satisfies RestHandlers;
