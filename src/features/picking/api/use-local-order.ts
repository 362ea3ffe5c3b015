/**
 * The order as this device shows it: the cached `/Picking/Get` snapshot (persisted, so it also opens offline)
 * with the outbox's waiting changes replayed, plus which lines wait to be sent and which changes came back
 * as conflicts. Lines that did not change keep their object identity across renders (memoized cards).
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { PickingGetData, PickingLine, PickingOrder } from '../../../../contract/schemas/picking';
import { useOutboxStatus } from '../../../lib/outbox/outbox';
import type { OutboxEntry } from '../../../lib/outbox/types';
import { useUserData } from '../../../lib/user-data';
import { applyPending, type LocalUser } from '../lib/apply-pending';
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

function sameSetOr<T>(previous: ReadonlySet<T> | undefined, next: ReadonlySet<T>): ReadonlySet<T> {
  if (!previous || previous.size !== next.size) return next;
  for (const item of next) if (!previous.has(item)) return next;
  return previous;
}

function sameProblemsOr(previous: OrderProblems | undefined, next: OrderProblems): OrderProblems {
  if (!previous || previous.order.length !== next.order.length || previous.byLine.size !== next.byLine.size) return next;
  if (next.order.some((entry, index) => previous.order[index] !== entry)) return next;
  for (const [lineId, entry] of next.byLine) if (previous.byLine.get(lineId) !== entry) return next;
  return previous;
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
  const snapshot = query.data;
  const view = useMemo(() => {
    if (!snapshot) return undefined;
    const replayed = user ? applyPending(snapshot, entries, user) : snapshot.order;
    return keepEqualLines(previous.current, replayed);
  }, [snapshot, entries, user]);
  previous.current = view;

  // The same objects while their contents stay: most taps change neither, and the memoized line groups compare them.
  const lastWaiting = useRef<ReadonlySet<number> | undefined>(undefined);
  const waitingLines = useMemo(() => sameSetOr(lastWaiting.current, waitingLineIds(entries, orderId)), [entries, orderId]);
  lastWaiting.current = waitingLines;
  const lastProblems = useRef<OrderProblems | undefined>(undefined);
  const problems = useMemo(() => sameProblemsOr(lastProblems.current, problemsOf(entries, orderId)), [entries, orderId]);
  lastProblems.current = problems;
  return { query, snapshot, view, entries, waitingLines, problems, user };
}
