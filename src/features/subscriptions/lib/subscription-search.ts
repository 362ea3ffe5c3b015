/**
 * The subscription screens' shared URL search (`?app=<id>`): the application chosen in the filter, the same key on
 * all five screens so the links between them keep it. Tiny and zod-free: route files' `validateSearch` imports it
 * into the main chunk.
 */
export interface SubscriptionSearch {
  app?: number;
}

export function parseSubscriptionSearch(raw: Record<string, unknown>): SubscriptionSearch {
  const value = raw['app'];
  const app = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(app) && app > 0 && app <= 2_147_483_647 ? { app } : {};
}
