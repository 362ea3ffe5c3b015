import { dateTimeFormat } from '../../../../contract/intl-cache';
import { intlLocale } from '../../../lib/i18n';

/** The week as shops read it: Monday first, Sunday last (0 = Sunday, as stored). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name in the app's locale ("lunes", "Monday"); 2026-11-22 was a Sunday. */
export function weekdayName(weekday: number, appLocale: string, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(intlLocale(appLocale), { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + weekday)));
}
