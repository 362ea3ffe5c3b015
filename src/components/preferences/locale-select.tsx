import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n';
import { DeferredSelect } from '../deferred-select';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** "Idioma": each language named in itself; the choice is remembered (canasta.locale). */
export function LocaleSelect({ width = 150 }: { width?: number | string }) {
  const { i18n, t } = useLingui();
  return (
    <DeferredSelect
      aria-label={t`Idioma`}
      data={OPTIONS}
      value={i18n.locale}
      onChange={(value) => {
        if (isLocale(value)) void activateLocale(value);
      }}
      allowDeselect={false}
      leftSection={<IconLanguage size={18} aria-hidden />}
      w={width}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
