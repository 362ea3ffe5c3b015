/**
 * "Apply again on the current state": the same change, rebased on what the server says now
 * (`detalle.current`, `detalle.currentLine`), with a fresh mutation id (the old one is spent).
 */
import type { OfflineArgs } from '../../../../contract/calls';
import type { OfflineMutationName } from '../../../../contract/offline-mutations';
import { serverStateOf } from '../../../lib/outbox/server-state';
import type { OutboxEntry } from '../../../lib/outbox/types';

/** The arguments of any one outbox change (a union, unlike `OfflineArgs<OfflineMutationName>`). */
export type AnyOfflineArgs = { [N in OfflineMutationName]: OfflineArgs<N> }[OfflineMutationName];

/** The change's arguments rebased on the server's state, or null when there is nothing to rebase on. */
export function rebaseChange(entry: OutboxEntry): AnyOfflineArgs | null {
  const { order, line } = serverStateOf(entry);
  const mutationId = crypto.randomUUID();
  switch (entry.name) {
    case 'order.move': {
      if (!order) return null;
      const args = entry.args as OfflineArgs<'order.move'>;
      return { ...args, from: order.status, baseVersion: order.version, mutationId };
    }
    case 'picking.setLine': {
      if (!order) return null;
      const args = entry.args as OfflineArgs<'picking.setLine'>;
      return { ...args, baseVersion: order.version, lineVersion: line ? line.lineVersion : args.lineVersion, mutationId };
    }
    case 'picking.take':
    case 'picking.finish': {
      if (!order) return null;
      const args = entry.args as OfflineArgs<'picking.take'>;
      return { ...args, baseVersion: order.version, mutationId };
    }
    case 'order.addNote':
      return { ...(entry.args as OfflineArgs<'order.addNote'>), mutationId };
  }
}
