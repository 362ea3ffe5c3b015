/**
 * "Deshacer último cambio": per order, the line changes made on this page session, newest last. Kept in
 * memory only (a reload starts a new session); undoing enqueues a change that restores the line's
 * previous state, it never removes a change from the outbox (it may already be on the server).
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { LineTarget } from './line-change';

export interface UndoItem {
  lineId: number;
  /** The line's name, for the button's label. */
  name: string;
  /** What the line was before the change. */
  before: LineTarget;
}

/** Enough for a whole order walked twice; older changes drop off. */
const MAX_ITEMS = 200;
/** Per user and order: another user signing in on this tab must not undo someone else's changes. */
const stacks = new Map<string, UndoItem[]>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of Array.from(listeners)) listener();
}

export function undoKey(userId: number, orderId: number): string {
  return `${userId}:${orderId}`;
}

export function pushUndo(key: string, item: UndoItem): void {
  const stack = [...(stacks.get(key) ?? []), item].slice(-MAX_ITEMS);
  stacks.set(key, stack);
  emit();
}

export function popUndo(key: string): UndoItem | undefined {
  const stack = stacks.get(key);
  if (!stack || stack.length === 0) return undefined;
  const item = stack[stack.length - 1];
  stacks.set(key, stack.slice(0, -1));
  emit();
  return item;
}

/** Puts an item back when its restoring change could not be saved. */
export function restoreUndo(key: string, item: UndoItem): void {
  pushUndo(key, item);
}

export function peekUndo(key: string): UndoItem | undefined {
  const stack = stacks.get(key);
  return stack?.[stack.length - 1];
}

/** Tests and sign-out: forget every stack. */
export function clearUndo(): void {
  stacks.clear();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The line name of an order's newest undoable change (null when there is none), live. A name, not the item: a
 * change to the same line as the one before (+ then −) leaves it as it was, and its reader does not render again.
 */
export function useLastUndoName(key: string): string | null {
  const snapshot = useCallback(() => peekUndo(key)?.name ?? null, [key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
