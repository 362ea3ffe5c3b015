/**
 * A Mantine component's CSS variables from its own resolver, computed once per theme and key: the lean controls
 * (lean-button.tsx, lean-indicator.tsx) draw with Mantine's CSS, and their props take few values.
 */
import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

const cache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

export function cachedVars(theme: MantineTheme, key: string, resolve: () => Record<string, string | undefined> | undefined): CSSProperties {
  let byKey = cache.get(theme);
  if (!byKey) {
    byKey = new Map();
    cache.set(theme, byKey);
  }
  let vars = byKey.get(key);
  if (!vars) {
    vars = (resolve() ?? {}) as CSSProperties;
    byKey.set(key, vars);
  }
  return vars;
}
