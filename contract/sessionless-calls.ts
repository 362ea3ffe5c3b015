/**
 * The calls whose request carries no `tokenSesion`, as a plain list: the client needs only this to know whether to
 * add the session token, and importing CALLS for it would put every zod schema in the app's first download.
 * The types below tie the list to CALLS at compile time: a call added without `tokenSesion`, or a listed call
 * that gains one, fails `tsc`. Nothing here is imported at run time except the list itself (no zod).
 */
import type { CallPath, CallRequest } from './calls';

/** Every path whose request type has no `tokenSesion` field. */
type SessionlessPath = { [P in CallPath]: 'tokenSesion' extends keyof CallRequest<P> ? never : P }[CallPath];

export const SESSIONLESS_CALLS = ['/User/Login', '/User/ForgotPassword', '/User/ResetPassword', '/User/Register'] as const satisfies readonly SessionlessPath[];

/** Compile-time check that the list is complete: `Missing` names any sessionless call left out. */
type Missing = Exclude<SessionlessPath, (typeof SESSIONLESS_CALLS)[number]>;
export const SESSIONLESS_CALLS_COMPLETE: [Missing] extends [never] ? true : Missing = true;

export function isSessionlessCall(path: string): boolean {
  return (SESSIONLESS_CALLS as readonly string[]).includes(path);
}
