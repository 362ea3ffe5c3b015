/**
 * The server side of every offline change (ADR 003): the call it maps to and the same function that call's handler
 * runs. The `satisfies` makes an OFFLINE_MUTATIONS name without an applier (or with the wrong call) a type error.
 */
import type { CallParsedRequest, OfflineData } from '../../../contract/calls';
import type { OFFLINE_MUTATIONS, OfflineMutationName } from '../../../contract/offline-mutations';
import type { AppDb } from '../../db/client';
import { appendNote } from '../orders/add-note';
import { applyMove } from '../orders/move-order';
import { finishPicking } from '../picking/finish-picking';
import { setPickLine } from '../picking/set-line';
import { takeOrder } from '../picking/take-order';
import type { AuthUser } from '../../auth/auth-user';

/** A change's parsed args: its call's parsed request without the session token. */
export type ParsedArgs<N extends OfflineMutationName> = Omit<CallParsedRequest<(typeof OFFLINE_MUTATIONS)[N]>, 'tokenSesion'>;

export interface Applier<N extends OfflineMutationName> {
  path: (typeof OFFLINE_MUTATIONS)[N];
  /** Runs inside the change's transaction (a savepoint); a CallError is the change's refusal. */
  apply(tx: AppDb, user: AuthUser, args: ParsedArgs<N>, now: Date): Promise<OfflineData<N>>;
  /** The order the change touches, for the realtime event after commit. */
  orderId(args: ParsedArgs<N>): number;
}

export const APPLIERS = {
  'order.move': { path: '/Order/Move', apply: (tx, user, args, now) => applyMove(tx, user, args, now), orderId: (args) => args.orderId },
  'order.addNote': {
    path: '/Order/AddNote',
    apply: async (tx, user, args, now) => {
      const { note, version } = await appendNote(tx, user, args, now);
      return { note, version };
    },
    orderId: (args) => args.orderId,
  },
  'picking.take': { path: '/Picking/Take', apply: (tx, user, args, now) => takeOrder(tx, user, args, now), orderId: (args) => args.orderId },
  'picking.setLine': { path: '/Picking/SetLine', apply: (tx, user, args, now) => setPickLine(tx, user, args, now), orderId: (args) => args.orderId },
  'picking.finish': { path: '/Picking/Finish', apply: (tx, user, args, now) => finishPicking(tx, user, args, now), orderId: (args) => args.orderId },
} satisfies { [N in OfflineMutationName]: Applier<N> };

/** The applier of a change whose name is only known at run time (args are checked by its call's schema first). */
export interface AnyApplier {
  path: (typeof OFFLINE_MUTATIONS)[OfflineMutationName];
  apply(tx: AppDb, user: AuthUser, args: unknown, now: Date): Promise<unknown>;
  orderId(args: unknown): number;
}

export function applierFor(name: OfflineMutationName): AnyApplier {
  // The table is indexed by the same name its args were parsed for; TypeScript cannot correlate the two.
  return APPLIERS[name] as unknown as AnyApplier;
}
