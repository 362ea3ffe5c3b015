import { useCallback, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * Code downloaded once, on demand, and remembered: every control using it renders the real thing as soon as any of
 * them loaded it.
 */
export interface OnDemand<T> {
  /** Starts the download (once); a failed download may be retried by the next call. */
  load: () => Promise<T>;
  /** The loaded value, if any instance loaded it already. */
  loaded: () => T | undefined;
  /** Calls `listener` once the value has arrived (useSyncExternalStore's subscribe). */
  subscribe: (listener: () => void) => () => void;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () => {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value once it has arrived (re-renders then), whoever asked for it. */
export function useOnDemand<T>(code: OnDemand<T>): T | undefined {
  return useSyncExternalStore(code.subscribe, code.loaded, () => undefined);
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface DeferredSwap<T> {
  /** The real control's code, once the user showed interest and it arrived (and no press is under way). */
  real: T | undefined;
  /** The user asked the placeholder to open (click, tap, Enter, Space, arrows) before the code arrived (`opensOnPress`). */
  openOnSwap: boolean;
  /** The placeholder had the focus when the real control took its place: the real one takes it. */
  focusOnSwap: boolean;
  /** Spread on the placeholder element. */
  placeholderProps: {
    ref: RefObject<HTMLElement | null>;
    onPointerEnter: () => void;
    onPointerDown: () => void;
    onPointerLeave: () => void;
    onPointerCancel: () => void;
    onTouchStart: () => void;
    onFocus: (event: FocusEvent) => void;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
}

/**
 * A look-alike placeholder stands in for an interactive control (select, menu) whose code is not needed to show
 * the screen. The first sign of interest — pointer over it, focus, touch — downloads the code; on arrival the real
 * control takes the placeholder's place, open if the user already pressed it and focused if it had the focus.
 * The swap never happens between a press and its click (the click would be lost); it waits for the click.
 */
export function useDeferredSwap<T>(code: OnDemand<T>, { opensOnPress = true }: { opensOnPress?: boolean } = {}): DeferredSwap<T> {
  const [state, setState] = useState<{ real: T | undefined; open: boolean; focus: boolean }>(() => ({ real: code.loaded(), open: false, focus: false }));
  const ref = useRef<HTMLElement | null>(null);
  const pressing = useRef(false);
  const wantsOpen = useRef(false);

  const swap = useCallback(() => {
    const real = code.loaded();
    if (real === undefined || pressing.current) return;
    const focus = ref.current !== null && ref.current === document.activeElement;
    setState((current) => (current.real === undefined ? { real, open: wantsOpen.current, focus } : current));
  }, [code]);

  const interest = useCallback(() => {
    code.load().then(swap, () => {
      // Offline before the worker cached it: the placeholder stays, the next interest retries.
    });
  }, [code, swap]);

  const release = useCallback(() => {
    pressing.current = false;
    swap();
  }, [swap]);

  return {
    real: state.real,
    openOnSwap: state.open,
    focusOnSwap: state.focus,
    placeholderProps: {
      ref,
      onPointerEnter: interest,
      onPointerDown: () => {
        pressing.current = true;
        interest();
      },
      onPointerLeave: release,
      onPointerCancel: release,
      onTouchStart: interest,
      onFocus: interest,
      onClick: () => {
        if (opensOnPress) wantsOpen.current = true;
        release();
        interest();
      },
      onKeyDown: (event) => {
        // A control that opens (select, menu) opens on arrival; any other key press is the element's own business.
        if (!opensOnPress || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        wantsOpen.current = true;
        interest();
      },
    },
  };
}
