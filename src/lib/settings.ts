import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Local storage key of the user's settings (team conventions). */
export const SETTINGS_KEY = 'canasta.settings';

export type Skin = 'light' | 'dark';
export type TextDirection = 'ltr' | 'rtl';

/** Spec §3 settings, plus the text direction the user picked. */
export interface Settings {
  /** Selected store: a number (0 when the stored value was not numeric) or null when none was chosen. */
  selectedStore: number | null;
  selectedWarehouse: number | null;
  /** Whether the selected store is a market store. */
  market: boolean;
  skin: Skin;
  dir: TextDirection;
}

export const DEFAULT_SETTINGS: Settings = {
  selectedStore: null,
  selectedWarehouse: null,
  market: false,
  skin: 'light',
  dir: 'ltr',
};

/** Spec §3: the selected store is a number, 0 if what was given is not numeric, or null when nothing was given. */
export function parseSelectedStore(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const parsed = Number(trimmed);
    return trimmed !== '' && Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

function parseWarehouse(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** Whatever is stored (old, hand-edited or broken) becomes a complete, valid settings object. */
export function normalizeSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_SETTINGS };
  const value = raw as Record<string, unknown>;
  return {
    selectedStore: parseSelectedStore(value.selectedStore),
    selectedWarehouse: parseWarehouse(value.selectedWarehouse),
    market: value.market === true,
    skin: value.skin === 'dark' ? 'dark' : 'light',
    dir: value.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}

export function readSettings(): Settings {
  try {
    const text = localStorage.getItem(SETTINGS_KEY);
    return normalizeSettings(text === null ? null : JSON.parse(text));
  } catch {
    // Unparsable JSON or no storage (private mode): defaults.
    return { ...DEFAULT_SETTINGS };
  }
}

/** jotai's sync storage shape (not exported by name from jotai/utils). */
type SettingsStorage = NonNullable<Parameters<typeof atomWithStorage<Settings>>[2]>;

const settingsStorage: SettingsStorage = {
  getItem: () => readSettings(),
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the setting still applies for this visit.
    }
  },
  removeItem: (key) => localStorage.removeItem(key),
  subscribe: (key, callback) => {
    // Other tabs changing the settings.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(readSettings());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const settingsAtom = atomWithStorage<Settings>(SETTINGS_KEY, DEFAULT_SETTINGS, settingsStorage, { getOnInit: true });

/** Write some settings, keeping the rest. */
export const patchSettingsAtom = atom(null, (get, set, patch: Partial<Settings>) => {
  const current = get(settingsAtom);
  // Unchanged values write nothing (and wake no subscriber).
  const changed = (Object.keys(patch) as (keyof Settings)[]).some((key) => patch[key] !== undefined && patch[key] !== current[key]);
  if (changed) set(settingsAtom, { ...current, ...patch });
});

export const skinAtom = atom((get) => get(settingsAtom).skin);
export const dirAtom = atom((get) => get(settingsAtom).dir);
export const selectedStoreAtom = atom((get) => get(settingsAtom).selectedStore);
export const selectedWarehouseAtom = atom((get) => get(settingsAtom).selectedWarehouse);
export const marketAtom = atom((get) => get(settingsAtom).market);

/** For code outside React (color scheme manager, startup): the app uses jotai's default store. */
export function patchSettings(patch: Partial<Settings>): void {
  getDefaultStore().set(patchSettingsAtom, patch);
}

export function getSettings(): Settings {
  return getDefaultStore().get(settingsAtom);
}
