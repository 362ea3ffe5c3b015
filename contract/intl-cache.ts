/**
 * Intl formatters kept by locale and options. Building a formatter costs far more than formatting with it, and
 * screens such as the kanban (hundreds of cards) or the picking lines render many values per change (money.ts formats
 * amounts and quantities through them too, on the client and in exports); the number of
 * distinct locale/option pairs is small, so the caches stay small.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F, O>(cache: Map<string, F>, locale: string, options: O, make: () => F): F {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return cached(relativeTimeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
