import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { COMPANY_CHANGED_EVENT, USER_DATA_KEY, userDataSchema, type UserData } from '../../contract/user-data';

/**
 * Spec §3 stored user data in localStorage. A session exists when it exists (spec §2).
 * Writes outside React (api-client, login) go through these helpers, which also tell every
 * mounted `userDataAtom` in this tab; other tabs learn through the `storage` event.
 */

export type { UserData };

/** Same-tab notification: the `storage` event only reaches other tabs. */
const USER_DATA_CHANGED_EVENT = 'canasta:user-data-changed';

/** Exactly the spec §3 fields when `value` has them all with the right types, else null. Extra keys are dropped. */
function toUserData(value: unknown): UserData | null {
  const parsed = userDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseUserData(raw: string | null): UserData | null {
  if (raw === null) return null;
  try {
    return toUserData(JSON.parse(raw));
  } catch {
    // Not JSON: treated as no session.
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw when storage is disabled.
    return null;
  }
}

export function getUserData(): UserData | null {
  return parseUserData(storage()?.getItem(USER_DATA_KEY) ?? null);
}

function notify(): void {
  if (typeof window === 'undefined') return;
  // The app's default store learns at once, even where no component watches the atom yet.
  getDefaultStore().set(revisionAtom, (n) => n + 1);
  window.dispatchEvent(new Event(USER_DATA_CHANGED_EVENT));
}

/** Stores exactly the spec §3 fields (extra keys from the server are dropped). */
export function saveUserData(data: UserData): void {
  const exact = toUserData(data);
  if (!exact) throw new TypeError('saveUserData: not the spec §3 user data');
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(exact));
  notify();
}

export function clearUserData(): void {
  const store = storage();
  if (store?.getItem(USER_DATA_KEY) === null) return;
  store?.removeItem(USER_DATA_KEY);
  notify();
}

/** Stores the company; fires COMPANY_CHANGED_EVENT on window only when it actually changed. */
export function updateCompany(empresaAsociada: number | null): void {
  const current = getUserData();
  if (!current || current.empresaAsociada === empresaAsociada) return;
  saveUserData({ ...current, empresaAsociada });
  window.dispatchEvent(new Event(COMPANY_CHANGED_EVENT));
}

export function updateWarehouse(bodega: number | null): void {
  const current = getUserData();
  if (!current || current.bodega === bodega) return;
  saveUserData({ ...current, bodega });
}

/**
 * Bumped whenever the stored user data may have changed. The read below always goes back to
 * localStorage, so a store never serves a value older than the last bump it saw.
 */
const revisionAtom = atom(0);
revisionAtom.onMount = (setRevision) => {
  const bump = (): void => setRevision((n) => n + 1);
  const onStorage = (event: StorageEvent): void => {
    // key null: another tab cleared all of localStorage.
    if (event.key === USER_DATA_KEY || event.key === null) bump();
  };
  // Catch up with anything written while nothing was listening.
  bump();
  window.addEventListener(USER_DATA_CHANGED_EVENT, bump);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(USER_DATA_CHANGED_EVENT, bump);
    window.removeEventListener('storage', onStorage);
  };
};

/** `UserData | null`, in step with localStorage in this tab and across tabs. Writing null ends the session. */
export const userDataAtom = atom(
  (get) => {
    get(revisionAtom);
    return getUserData();
  },
  (_get, set, next: UserData | null) => {
    if (next === null) clearUserData();
    else saveUserData(next);
    set(revisionAtom, (n) => n + 1);
  },
);

export function useUserData(): UserData | null {
  return useAtomValue(userDataAtom);
}
