import type { RestData, RestKey, RestParsedRequest } from '../../contract/rest-calls';
import type { CallContext } from './types';

/** A subscription API route's handler (contract/rest-calls.ts): parsed input in, `data` out (void: HTTP 204). */
export type RestHandler<K extends RestKey> = (input: RestParsedRequest<K>, ctx: CallContext) => Promise<RestData<K>>;

export type RestHandlers = { [K in RestKey]: RestHandler<K> };
