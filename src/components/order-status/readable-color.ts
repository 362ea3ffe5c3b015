import { useComputedColorScheme } from '@mantine/core';
import { useCallback } from 'react';

/** Hues whose darkest Mantine shade is still below AA (4.5:1) on white or on their own pale tint. */
const PALE_HUES = new Set(['yellow', 'orange', 'green', 'teal', 'lime']);

/**
 * Text colour for a light badge or coloured small text that stays AA-readable. Mantine's light variant
 * text (shade 6 on a pale tint) fails contrast for most hues on white: dark hues use their shade 9, pale
 * hues the body text colour (the tint, border and dot still carry the colour); dark skin uses shade 2.
 */
export function useReadableColor(): (color: string) => string {
  const scheme = useComputedColorScheme('light');
  return useCallback(
    (color: string) => {
      if (color === 'gray') return 'var(--mantine-color-dimmed)';
      if (scheme === 'dark') return `var(--mantine-color-${color}-2)`;
      return PALE_HUES.has(color) ? 'var(--mantine-color-text)' : `var(--mantine-color-${color}-9)`;
    },
    [scheme],
  );
}
