/**
 * Service worker registration (production builds only) and the update state the prompt shows.
 * The worker waits after an update until the user accepts it (registerType "prompt").
 */
import { registerSW } from 'virtual:pwa-register';

export interface SwState {
  /** A new version is installed and waiting for the user's go-ahead. */
  needRefresh: boolean;
  /** The app shell is cached: the app now opens offline. */
  offlineReady: boolean;
}

declare global {
  interface Window {
    /** Optional hook (e.g. from devtools or a non-React module): how many local changes still wait to sync. */
    __canastaPendingChanges?: () => Promise<number>;
  }
}

type Listener = () => void;

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let state: SwState = { needRefresh: false, offlineReady: false };
const listeners = new Set<Listener>();
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;
let registered = false;
let pendingChangesProvider: (() => Promise<number>) | null = null;
/** The waiting worker the user said "later" to: asked about again only when a different one waits. */
let dismissedWorker: Promise<ServiceWorker | null> = Promise.resolve(null);

async function waitingWorker(): Promise<ServiceWorker | null> {
  try {
    return (await navigator.serviceWorker.getRegistration())?.waiting ?? null;
  } catch {
    return null;
  }
}

async function offerUpdate(): Promise<void> {
  // workbox-window may report the same waiting worker more than once (installed + waiting events).
  const waiting = await waitingWorker();
  // Read after that wait: a "later" given while it ran (the second report arrives as the user answers the first)
  // must count, or the card comes back at once.
  const dismissed = await dismissedWorker;
  if (dismissed !== null && dismissed === waiting) return;
  setState({ needRefresh: true });
}

function setState(patch: Partial<SwState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getSwState(): SwState {
  return state;
}

export function subscribeSwState(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Registers /sw.js once; a no-op in development, in tests and where service workers do not exist. */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => void offerUpdate(),
    onOfflineReady: () => setState({ offlineReady: true }),
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      // A back-office tab stays open all day and the SPA never navigates for real, so the browser
      // would not look for a new deployment by itself: check every hour while online.
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
}

/**
 * The offline outbox reports how many changes still wait to sync, so an update can say they are kept.
 * Pass null to remove the provider.
 */
export function setPendingChangesProvider(provider: (() => Promise<number>) | null): void {
  pendingChangesProvider = provider;
}

/** Changes waiting to sync; 0 when nobody reports or the report fails (the update must stay possible). */
export async function countPendingChanges(): Promise<number> {
  const provider = pendingChangesProvider ?? (typeof window === 'undefined' ? undefined : window.__canastaPendingChanges);
  if (typeof provider !== 'function') return 0;
  try {
    const count = await provider();
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}

/** Activates the waiting worker; the page reloads when it takes control. */
export async function applyUpdate(): Promise<void> {
  if (updateServiceWorker) await updateServiceWorker(true);
}

/** "Later": hide the prompt for this page's lifetime; the worker keeps waiting for the next visit. */
export function dismissUpdate(): void {
  setState({ needRefresh: false });
  dismissedWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? waitingWorker() : Promise.resolve(null);
}

export function dismissOfflineReady(): void {
  setState({ offlineReady: false });
}
