import { createTheme, type CollapseProps, type ComboboxProps, type CSSVariablesResolver, type MantineColorScheme, type MantineColorSchemeManager, type MantineColorsTuple } from '@mantine/core';
import { getDefaultStore } from 'jotai';
import { patchSettings, settingsAtom } from './settings';

/**
 * Canasta green. Shades 7–9 are darker than Mantine's green so white text on filled
 * controls passes WCAG AA (4.5:1): shade 7 #2a7f3c is 5.0:1, shade 8 #237032 is 6.1:1.
 * In the dark skin text uses shade 4 (8.9:1 on the dark body).
 */
const canastaGreen: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#37a04c',
  '#2a7f3c',
  '#237032',
  '#1b5a28',
];

export const theme = createTheme({
  primaryColor: 'canasta',
  primaryShade: { light: 7, dark: 8 },
  colors: { canasta: canastaGreen },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif' },
  // Plain objects rather than `Collapse.extend(…)`: `.extend` only adds types, and importing a component here
  // would put it (Combobox brings Popover and floating-ui) into the startup chunk of every screen.
  components: {
    // Collapsed menu groups keep their links in the DOM (hidden with display: none), in every environment.
    Collapse: { defaultProps: { keepMounted: true, keepMountedMode: 'display-none' } satisfies Partial<CollapseProps> },
    // Mantine 9 keeps closed option lists mounted, and they repeat the select's aria-label: two elements
    // would answer to its name. Mounted only while open, the label names the input alone.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
  },
});

/**
 * Mantine's default "dimmed" greys are 3.3:1 (light) and 4.0:1 (dark) on the body: below AA.
 * These reach 5.4:1 on white / 4.9:1 on gray.1, and 6.5:1 on the dark body / 4.7:1 on dark.5.
 * Its field error red is 3.3:1 (red.6 on white) and 3.4:1 (red.8 on the dark body): red.9 is 5.5:1 on white and
 * 4.9:1 on gray.1, red.4 6.7:1 on the dark body.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f676e', '--mantine-color-placeholder': '#646b72', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-dimmed': '#a8a8a8', '--mantine-color-placeholder': '#a1a1a1', '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

/**
 * Mantine's colour scheme lives in `canasta.settings.skin` (spec §3) rather than in a key of its own,
 * through the same jotai atom the rest of the app reads.
 */
export function settingsColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  const store = getDefaultStore();
  return {
    get: (defaultValue) => {
      try {
        return store.get(settingsAtom).skin;
      } catch {
        return defaultValue;
      }
    },
    set: (value: MantineColorScheme) => {
      // "auto" is never offered; anything but dark is the default light skin.
      patchSettings({ skin: value === 'dark' ? 'dark' : 'light' });
    },
    subscribe: (onUpdate) => {
      unsubscribe?.();
      let last = store.get(settingsAtom).skin;
      // Only a skin that changed elsewhere (another tab) is reported; Mantine's own writes echo back unchanged.
      unsubscribe = store.sub(settingsAtom, () => {
        const skin = store.get(settingsAtom).skin;
        if (skin === last) return;
        last = skin;
        onUpdate(skin);
      });
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => patchSettings({ skin: 'light' }),
  };
}
