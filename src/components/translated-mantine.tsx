import { useLingui } from '@lingui/react/macro';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

/**
 * Mantine's built-in accessible names in the user's language: PasswordInput's toggle says "Toggle password
 * visibility" in English whatever the locale, and the close buttons of Modal and Drawer have no name at all. A theme
 * layered over the app's (`inherit`) gives them translated defaults; a screen's own props still win. Components are
 * named by key only, so this imports none of them (they stay out of the startup chunk).
 */
export function TranslatedMantineDefaults({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const close = t`Cerrar`;
  const showPassword = t`Mostrar la contraseña`;
  const theme = useMemo<MantineThemeOverride>(
    () => ({
      components: {
        PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPassword, title: showPassword } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
      },
    }),
    [close, showPassword],
  );
  return (
    <MantineThemeProvider theme={theme} inherit>
      {children}
    </MantineThemeProvider>
  );
}
