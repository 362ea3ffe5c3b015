import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { relativeTimeFormat } from '../../../../contract/intl-cache';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "hace 2 minutos" in the user's locale; under a minute reads as "ahora". */
export function useRelativeTime(): (iso: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (iso: string) => {
      const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
      const format = relativeTimeFormat(i18n.locale, { numeric: 'auto' });
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
      }
      return format.format(0, 'second');
    },
    [i18n.locale],
  );
}
