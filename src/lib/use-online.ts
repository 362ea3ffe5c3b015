import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// Module-level, so the store hook sees the same functions at every render and does not check again after each one.
const onLine = (): boolean => navigator.onLine;
const onLineOnServer = (): boolean => true;

/** The browser's hint of a connection (`navigator.onLine` is only a hint: a push can still fail while it says true). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, onLine, onLineOnServer);
}
