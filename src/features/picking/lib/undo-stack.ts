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
const stacks = new Map<number, UndoItem[]>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of Array.from(listeners)) listener();
}

export function pushUndo(orderId: number, item: UndoItem): void {
  const stack = [...(stacks.get(orderId) ?? []), item].slice(-MAX_ITEMS);
  stacks.set(orderId, stack);
  emit();
}

export function popUndo(orderId: number): UndoItem | undefined {
  const stack = stacks.get(orderId);
  if (!stack || stack.length === 0) return undefined;
  const item = stack[stack.length - 1];
  stacks.set(orderId, stack.slice(0, -1));
  emit();
  return item;
}

/** Puts an item back when its restoring change could not be saved. */
export function restoreUndo(orderId: number, item: UndoItem): void {
  pushUndo(orderId, item);
}

export function peekUndo(orderId: number): UndoItem | undefined {
  const stack = stacks.get(orderId);
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

/** The newest undoable change of an order, live. */
export function useLastUndo(orderId: number): UndoItem | undefined {
  const snapshot = useCallback(() => peekUndo(orderId), [orderId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
