import { defineConfig } from 'vitest/config';
import { clientPlugins } from './vite.plugins.ts';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: clientPlugins(),
        test: {
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
