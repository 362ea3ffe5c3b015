/**
 * The date range presets of /reportes, as local calendar days (YYYY-MM-DD, inclusive) counted from "today" in the
 * user's time zone. Plain date arithmetic in UTC, so no daylight-saving shift moves a day. Zod-free: the route's
 * validateSearch imports this module.
 */
export const RANGE_PRESETS = ['today', 'last7', 'lastWeek', 'thisMonth', 'last90'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** The preset a screen opens with. */
export const DEFAULT_PRESET: RangePreset = 'last7';

const DAY_MS = 86_400_000;

/** Today's calendar day in `timeZone` (the device's by default), YYYY-MM-DD. */
export function todayIn(now: Date = new Date(), timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(now);
}

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(toUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6 (the week starts on Monday here, as the pickers show it). */
function weekdayFromMonday(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

/** The range a preset names, for `today`. */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'lastWeek': {
      // Monday to Sunday of the week before this one.
      const thisMonday = addDays(today, -weekdayFromMonday(today));
      return { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
  }
}

/** The preset whose range is exactly this one today, or null (a custom range). */
export function matchingPreset(range: DateRange, today: string): RangePreset | null {
  return RANGE_PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;
}

/** Days in an inclusive range. */
export function rangeDays(range: DateRange): number {
  return Math.round((toUtc(range.to) - toUtc(range.from)) / DAY_MS) + 1;
}
