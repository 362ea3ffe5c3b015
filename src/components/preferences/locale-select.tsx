import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** "Idioma": each language named in itself; the choice is remembered (canasta.locale). */
export function LocaleSelect({ width = 150 }: { width?: number | string }) {
  const { i18n, t } = useLingui();
  return (
    <Select
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
