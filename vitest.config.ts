import { defineConfig } from 'vitest/config';
import { clientPlugins, PREACT_RUNTIME } from './vite.plugins.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: clientPlugins(),
        ...(PREACT_RUNTIME ? { resolve: { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] } } : {}),
        test: {
          // On Preact (the default, vite.plugins.ts) the React libraries (and @testing-library/react) go through
          // Vite, ES builds first, so the aliases reach them: left to Node, they would load the real react and
          // react-dom next to Preact. use-sync-external-store is CommonJS only: pre-bundled, aliases applied.
          server: { deps: { inline: PREACT_RUNTIME ? true : [] } },
          deps: { optimizer: { client: { enabled: PREACT_RUNTIME, include: ['use-sync-external-store/shim/with-selector', 'use-sync-external-store/with-selector.js'] } } },
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // PGlite is single-threaded WASM; files run in parallel forks, tests within a file in order.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
