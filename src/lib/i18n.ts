import { i18n, type Messages } from '@lingui/core';

/** Spec §1/§9: Spanish is the default and the fallback; German, English, French and Portuguese also. */
export const LOCALES = ['es', 'en', 'de', 'fr', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es';
/** Local storage key of the chosen locale (team conventions). */
export const LOCALE_KEY = 'canasta.locale';

/** Each language named in itself, as the "Idioma" select shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

/** BCP 47 tags for Intl (dates, numbers, money). */
export const INTL_LOCALES: Record<Locale, string> = {
  es: 'es-EC',
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  pt: 'pt-BR',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// Only the active locale's catalogue is downloaded: each one is its own chunk (all precached by the service worker).
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.ts'),
  en: () => import('../locales/en/messages.ts'),
  de: () => import('../locales/de/messages.ts'),
  fr: () => import('../locales/fr/messages.ts'),
  pt: () => import('../locales/pt/messages.ts'),
};

// dayjs only serves @mantine/dates pickers, which no first screen shows: its locales load on demand (see
// loadDatesLocale). English is built into dayjs.
const dayjsLocales: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  pt: () => import('dayjs/locale/pt'),
};
let datesLocaleWanted = false;

async function applyDatesLocale(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), locale === 'en' ? undefined : dayjsLocales[locale]()]);
  dayjs.locale(locale);
}

/**
 * Screens with @mantine/dates pickers call this once (e.g. in an effect) before showing dates: it loads dayjs and the
 * active language's dayjs locale, makes it dayjs' global locale, and keeps it in step with later language changes.
 */
export async function loadDatesLocale(): Promise<void> {
  datesLocaleWanted = true;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  try {
    await applyDatesLocale(locale);
  } catch {
    // Chunk unavailable (offline before the worker cached it): dates stay in English.
  }
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  if (datesLocaleWanted) void applyDatesLocale(locale).catch(() => undefined);
}

async function loadMessages(locale: Locale): Promise<{ locale: Locale; messages: Messages }> {
  try {
    return { locale, messages: (await loaders[locale]()).messages };
  } catch {
    // A catalogue chunk that cannot load (offline before the worker cached it, stale deploy): Spanish, and if even
    // that fails, no catalogue at all rather than no app (the route error pages offer a reload).
    if (locale === DEFAULT_LOCALE) return { locale, messages: {} };
    return loadMessages(DEFAULT_LOCALE);
  }
}

/** Switch the app's language: loads the catalogue, activates it, remembers it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  const loaded = await loadMessages(locale);
  i18n.loadAndActivate(loaded);
  applyToDocument(loaded.locale);
  try {
    localStorage.setItem(LOCALE_KEY, loaded.locale);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** At startup, before the first render: the remembered locale's catalogue (Spanish when none or unavailable). */
export async function initI18n(): Promise<void> {
  const loaded = await loadMessages(storedLocale());
  i18n.loadAndActivate(loaded);
  applyToDocument(loaded.locale);
}

/** The Intl tag for the active Lingui locale (for formatMoney and dates). */
export function intlLocale(locale: string = i18n.locale): string {
  return isLocale(locale) ? INTL_LOCALES[locale] : INTL_LOCALES[DEFAULT_LOCALE];
}

export { i18n };
