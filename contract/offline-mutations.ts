/**
 * Names of the changes the client may queue in its offline outbox (ADR 003).
 * Each name maps to the middleware call that applies it on the server; the change's `args` are that call's
 * request without `tokenSesion`, and the call's access rule decides who may make it.
 */
export const OFFLINE_MUTATIONS = {
  'order.move': '/Order/Move',
  'order.addNote': '/Order/AddNote',
  'picking.take': '/Picking/Take',
  'picking.setLine': '/Picking/SetLine',
  'picking.finish': '/Picking/Finish',
} as const;
export type OfflineMutationName = keyof typeof OFFLINE_MUTATIONS;
export const OFFLINE_MUTATION_NAMES = Object.keys(OFFLINE_MUTATIONS) as [OfflineMutationName, ...OfflineMutationName[]];
