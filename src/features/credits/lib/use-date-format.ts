import { useLingui } from '@lingui/react';
import { dateTimeFormat } from '../../../../contract/intl-cache';
import { intlLocale } from '../../../lib/i18n';

/** A calendar day (YYYY-MM-DD) with its year, in the user's locale ("31 dic 2026"): expiry dates. */
export function useDateFormat(): (day: string) => string {
  const { i18n } = useLingui();
  const format = dateTimeFormat(intlLocale(i18n.locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
