/** Plugins shared by the app build (vite.config.ts) and the client unit tests (vitest.config.ts). */
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';

/**
 * The app runs on Preact 11 (preact/compat) rather than React: react-dom alone is ~62 KB gzip of the startup chunk,
 * compat ~5 KB, and a first visit of the picking screen has a 170 KB budget (docs/decisions/006-preact-runtime.md).
 * `CANASTA_RUNTIME=react` builds (and unit-tests) the same code on React, to compare.
 */
export const PREACT_RUNTIME = process.env.CANASTA_RUNTIME !== 'react';

/**
 * Every import of React resolves to preact/compat, ours and the libraries' alike. Exact-match patterns, so
 * `@tanstack/react-query`… keep their own names; `react` itself goes through src/lib/preact-react.ts, which adds
 * what compat lacks. The types stay @types/react (preact/compat implements that API), so tsc is unchanged.
 */
const PREACT_ALIASES: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: resolve(import.meta.dirname, 'src/lib/preact-react.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

function preactCompat(): Plugin {
  return {
    name: 'canasta:preact-compat',
    config: () => ({ resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] } }),
  };
}

/** Lingui macros compiled by Babel (plugin-react 6 has no babel option), then React. */
export function clientPlugins(): PluginOption[] {
  return [
    ...(PREACT_RUNTIME ? [preactCompat()] : []),
    babel({
      include: [/[\\/](src|tests[\\/]unit)[\\/].*\.[jt]sx?($|\?)/],
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui(),
  ];
}
