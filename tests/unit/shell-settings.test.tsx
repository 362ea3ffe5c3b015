import { DirectionProvider, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DirectionToggle } from '../../src/components/preferences/direction-toggle';
import { SkinToggle } from '../../src/components/preferences/skin-toggle';
import { DEFAULT_SETTINGS, normalizeSettings, parseSelectedStore, patchSettings, readSettings, SETTINGS_KEY, settingsAtom } from '../../src/lib/settings';
import { settingsColorSchemeManager, theme } from '../../src/lib/theme';

i18n.loadAndActivate({ locale: 'es', messages: {} });

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, unknown>;
}

beforeEach(() => {
  localStorage.clear();
  // The app's atoms live in jotai's default store: start each test from the defaults.
  getDefaultStore().set(settingsAtom, { ...DEFAULT_SETTINGS });
  document.documentElement.setAttribute('dir', 'ltr');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('parseSelectedStore (spec §3: number, 0 if not numeric, or null)', () => {
  it('keeps numbers', () => {
    expect(parseSelectedStore(3)).toBe(3);
    expect(parseSelectedStore(0)).toBe(0);
    expect(parseSelectedStore('12')).toBe(12);
    expect(parseSelectedStore(' 7 ')).toBe(7);
  });
  it('turns anything not numeric into 0', () => {
    expect(parseSelectedStore('abc')).toBe(0);
    expect(parseSelectedStore('12abc')).toBe(0);
    expect(parseSelectedStore(Number.NaN)).toBe(0);
    expect(parseSelectedStore({})).toBe(0);
    expect(parseSelectedStore(true)).toBe(0);
  });
  it('is null when nothing was chosen', () => {
    expect(parseSelectedStore(null)).toBeNull();
    expect(parseSelectedStore(undefined)).toBeNull();
    expect(parseSelectedStore('')).toBeNull();
  });
});

describe('settings storage', () => {
  it('repairs whatever is stored', () => {
    expect(normalizeSettings({ selectedStore: 'x', skin: 'purple', dir: 'up', market: 'yes' })).toEqual({ ...DEFAULT_SETTINGS, selectedStore: 0 });
    localStorage.setItem(SETTINGS_KEY, '{broken');
    expect(readSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('writes patches to canasta.settings, keeping the other fields', () => {
    patchSettings({ selectedStore: 2, market: true });
    patchSettings({ selectedWarehouse: 4 });
    expect(stored()).toEqual({ ...DEFAULT_SETTINGS, selectedStore: 2, market: true, selectedWarehouse: 4 });
  });
});

function Shell({ dir = 'ltr' as 'ltr' | 'rtl' }) {
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider theme={theme} colorSchemeManager={settingsColorSchemeManager()} defaultColorScheme="light">
        <I18nProvider i18n={i18n}>
          <SkinToggle />
          <DirectionToggle />
        </I18nProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

describe('skin', () => {
  it('"Cambiar tema" switches to dark, stores it and a new visit starts dark', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Shell />);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await user.click(screen.getByRole('button', { name: 'Cambiar tema' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(stored().skin).toBe('dark');
    unmount();

    document.documentElement.removeAttribute('data-mantine-color-scheme');
    render(<Shell />);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Cambiar tema' }));
    expect(stored().skin).toBe('light');
  });
});

describe('direction', () => {
  it('"Cambiar dirección" sets <html dir="rtl">, remembers it, and back', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const button = screen.getByRole('button', { name: 'Cambiar dirección' });
    await user.click(button);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(stored().dir).toBe('rtl');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(stored().dir).toBe('ltr');
  });
});
