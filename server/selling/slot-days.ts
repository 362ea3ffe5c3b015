/**
 * Which delivery windows a store offers on a day (docs/call-center.md, "Slots"), as pure rules the slots call uses:
 * a window is closed when it already started (company time zone) or the store does not open that day.
 */

export interface WeeklyHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** The day's exception row (store_hour_exceptions), or null. */
export interface DayException {
  closed: boolean;
}

/** The stored weekly hours that are well formed (stores.opening_hours is jsonb written by the store form). */
export function weeklyHours(value: unknown): WeeklyHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is WeeklyHours =>
      typeof entry === 'object' && entry !== null && typeof entry.weekday === 'number' && typeof entry.opens === 'string' && typeof entry.closes === 'string',
  );
}

/**
 * Whether the store opens on a day: an exception decides (closed, or special hours: open); else the weekly hours
 * (a weekday without hours is closed). A store with no weekly hours at all has not set them and counts as open.
 */
export function storeOpensOn(hours: readonly WeeklyHours[], weekday: number, exception: DayException | undefined): boolean {
  if (exception) return !exception.closed;
  return hours.length === 0 || hours.some((entry) => entry.weekday === weekday);
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' (24 h) of `at` in `timezone`. */
export function localClock(timezone: string, at: Date): string {
  let format = clockFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timezone, format);
  }
  return format.format(at);
}

/** Whether the window on `day` starting at `starts` has already started at (`today`, `clock`), all local times. */
export function windowStarted(day: string, starts: string, today: string, clock: string): boolean {
  return day < today || (day === today && starts <= clock);
}

/** The `count` days from `first` (YYYY-MM-DD), calendar arithmetic in UTC so no time zone shifts a day. */
export function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}
