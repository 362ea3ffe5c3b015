import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { messages as esMessages } from '../locales/es/messages.ts';

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

// Spanish ships with the app; the other catalogues load when chosen.
const loaders: Record<Exclude<Locale, 'es'>, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.ts'),
  de: () => import('../locales/de/messages.ts'),
  fr: () => import('../locales/fr/messages.ts'),
  pt: () => import('../locales/pt/messages.ts'),
};

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'es') return esMessages;
  return (await loaders[locale]()).messages;
}

function applyToDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  dayjs.locale(locale);
}

/** Switch the app's language: loads the catalogue, activates it, remembers it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  let messages: Messages;
  try {
    messages = await loadMessages(locale);
  } catch {
    // A catalogue chunk that cannot load (offline, stale deploy): stay usable in Spanish.
    locale = DEFAULT_LOCALE;
    messages = esMessages;
  }
  i18n.loadAndActivate({ locale, messages });
  applyToDocument(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts for this visit.
  }
}

/** At startup: Spanish synchronously so the first render has text, then the remembered locale. */
export async function initI18n(): Promise<void> {
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: esMessages });
  applyToDocument(DEFAULT_LOCALE);
  const locale = storedLocale();
  if (locale !== DEFAULT_LOCALE) await activateLocale(locale);
}

/** The Intl tag for the active Lingui locale (for formatMoney and dates). */
export function intlLocale(locale: string = i18n.locale): string {
  return isLocale(locale) ? INTL_LOCALES[locale] : INTL_LOCALES[DEFAULT_LOCALE];
}

export { i18n };
