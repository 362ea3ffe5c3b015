import { defineConfig } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientPlugins } from './vite.plugins.ts';
import { pwaOptions } from './pwa.config.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before React's.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/route-tree.gen.ts' }),
    ...clientPlugins(),
    VitePWA(pwaOptions),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
