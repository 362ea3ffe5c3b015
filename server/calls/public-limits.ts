/**
 * A per-process cap on public calls that send mail or create accounts, per client address (IPv6 per /64), so one
 * address cannot flood a mailbox or the user table. @fastify/rate-limit counts (fixed window, in memory); these calls
 * share the one middleware route, so the cap is applied per call path from the middleware, after the request is
 * validated. Login has its own limits in the database, shared by every instance (auth/login-limits.ts).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallPath } from '../../contract/calls';

const LIMITS: Partial<Record<CallPath, { max: number; timeWindow: number }>> = {
  '/User/ForgotPassword': { max: 10, timeWindow: 15 * 60_000 },
  '/User/Register': { max: 20, timeWindow: 60 * 60_000 },
};

/** Counts the call; resolves to the seconds to wait when this address is over the path's cap, else null. */
export type PublicCallLimit = (path: CallPath, request: FastifyRequest) => Promise<number | null>;

export async function publicCallLimits(app: FastifyInstance): Promise<PublicCallLimit> {
  // Not on every route: only the calls above, through the limiters made here.
  await app.register(fastifyRateLimit, { global: false });
  const limiters = new Map(Object.entries(LIMITS).map(([path, rule]) => [path, app.createRateLimit(rule)]));
  return async (path, request) => {
    const limiter = limiters.get(path);
    if (!limiter) return null;
    const state = await limiter(request);
    return !state.isAllowed && state.isExceeded ? Math.max(1, state.ttlInSeconds) : null;
  };
}
