import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** "Cambiar tema": light ↔ dark; the colour scheme manager stores it in canasta.settings.skin. */
export function SkinToggle({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  const { t } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const dark = colorScheme === 'dark';
  const label = t`Cambiar tema`;
  return (
    <Tooltip label={dark ? t`Usar tema claro` : t`Usar tema oscuro`} withArrow>
      <ActionIcon variant="default" size={size} aria-label={label} aria-pressed={dark} onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
        {dark ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
