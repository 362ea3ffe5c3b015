/**
 * Names of the changes the client may queue in its offline outbox (ADR 003).
 * Each name maps to the middleware call that applies it on the server.
 */
export const OFFLINE_MUTATIONS = {} as const satisfies Record<string, string>;
export type OfflineMutationName = keyof typeof OFFLINE_MUTATIONS;
