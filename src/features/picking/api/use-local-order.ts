/**
 * The order as this device shows it: the cached `/Picking/Get` snapshot (persisted, so it also opens offline)
 * with the outbox's waiting changes replayed, plus which lines wait to be sent and which changes came back
 * as conflicts. Lines that did not change keep their object identity across renders (memoized cards).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { PickingGetData, PickingLine, PickingOrder } from '../../../../contract/schemas/picking';
import { useOutboxStatus } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { useUserData } from '../../../lib/user-data';
import { createPendingReplay, type LocalUser, type PendingReplay } from '../lib/apply-pending';
import { problemsOf, waitingLineIds, type OrderProblems } from '../lib/conflict';
import { pickingOrderQuery } from './picking-queries';

export interface LocalOrder {
  query: UseQueryResult<PickingGetData>;
  snapshot: PickingGetData | undefined;
  view: PickingOrder | undefined;
  /** This order's outbox entries, oldest first. */
  entries: readonly OutboxEntry[];
  waitingLines: ReadonlySet<number>;
  problems: OrderProblems;
  user: LocalUser | null;
  /** The replay behind `view`: a read of the newest view between renders goes on from its last answer. */
  replay: PendingReplay;
}

function sameLine(a: PickingLine, b: PickingLine): boolean {
  for (const key of Object.keys(a) as (keyof PickingLine)[]) {
    if (a[key] !== b[key]) return false;
  }
  return true;
}

/** `next` with the previous objects of lines whose fields are all the same. */
function keepEqualLines(previous: PickingOrder | undefined, next: PickingOrder): PickingOrder {
  if (!previous || previous.id !== next.id) return next;
  let changed = false;
  const lines = next.lines.map((line, index) => {
    const before = previous.lines[index];
    if (before && before !== line && before.id === line.id && sameLine(before, line)) {
      changed = true;
      return before;
    }
    return line;
  });
  return changed ? { ...next, lines } : next;
}

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size !== b.size) return false;
  for (const item of b) if (!a.has(item)) return false;
  return true;
}

function sameProblems(a: OrderProblems, b: OrderProblems): boolean {
  if (a.order.length !== b.order.length || a.byLine.size !== b.byLine.size) return false;
  if (b.order.some((entry, index) => a.order[index] !== entry)) return false;
  for (const [lineId, entry] of b.byLine) if (a.byLine.get(lineId) !== entry) return false;
  return true;
}

/** `next`, or the value returned last time while the two are `same`. */
function useKeptWhileEqual<T>(next: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(next);
  if (kept.current !== next && !same(kept.current, next)) kept.current = next;
  return kept.current;
}

export function useLocalOrder(orderId: number): LocalOrder {
  const query = useQuery(pickingOrderQuery(orderId));
  const status = useOutboxStatus();
  const userData = useUserData();
  const userId = userData?.userID ?? null;
  const user = useMemo<LocalUser | null>(() => (userId === null ? null : { userId }), [userId]);

  const all = status.entries;
  const entries = useMemo(() => all.filter((entry) => entry.orderId === orderId), [all, orderId]);
  const previous = useRef<PickingOrder | undefined>(undefined);
  const [replay] = useState(createPendingReplay);
  const snapshot = query.data;
  const view = useMemo(() => {
    if (!snapshot) return undefined;
    const replayed = user ? replay(snapshot, entries, user) : snapshot.order;
    return keepEqualLines(previous.current, replayed);
  }, [snapshot, entries, user, replay]);
  previous.current = view;

  // The same objects while their contents stay: most taps change neither, and the memoized line groups compare them.
  const waitingLines = useKeptWhileEqual(
    useMemo(() => waitingLineIds(entries, orderId), [entries, orderId]),
    sameSet,
  );
  const problems = useKeptWhileEqual(
    useMemo(() => problemsOf(entries, orderId), [entries, orderId]),
    sameProblems,
  );
  return { query, snapshot, view, entries, waitingLines, problems, user, replay };
}
