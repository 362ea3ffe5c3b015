import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n';

const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * "Idioma": each language named in itself; the choice is remembered (canasta.locale). A native select: five fixed
 * options need no search, phones open their own picker, and it keeps Combobox and floating-ui out of every screen's
 * first download.
 */
export function LocaleSelect({ width = 150 }: { width?: number | string }) {
  const { i18n, t } = useLingui();
  return (
    <NativeSelect
      aria-label={t`Idioma`}
      data={OPTIONS}
      value={i18n.locale}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) void activateLocale(value);
      }}
      leftSection={<IconLanguage size={18} aria-hidden />}
      w={width}
    />
  );
}
