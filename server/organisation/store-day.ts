/** A store's business day: the calendar date (and weekday) in its company's time zone at an instant. */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timezone: string): Intl.DateTimeFormat {
  let format = formats.get(timezone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timezone, format);
  }
  return format;
}

/** YYYY-MM-DD of `at` in `timezone`. */
export function localDay(timezone: string, at: Date): string {
  return formatFor(timezone).format(at);
}

/** 0 = Sunday … 6 = Saturday of a YYYY-MM-DD date. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
