import { useMemo } from 'react';
import { useFormat } from '../../../lib/format';

/** A YYYY-MM-DD day in the user's locale with its year ("24 dic 2026"); the day as given if it is not one. */
export function useDayFormat(): (iso: string) => string {
  const { locale } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (iso: string) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [locale]);
}
