/** Plugins shared by the app build (vite.config.ts) and the client unit tests (vitest.config.ts). */
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** Lingui macros compiled by Babel (plugin-react 6 has no babel option), then React. */
export function clientPlugins(): PluginOption[] {
  return [
    babel({
      include: [/[\\/](src|tests[\\/]unit)[\\/].*\.[jt]sx?($|\?)/],
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui(),
  ];
}
