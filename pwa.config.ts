import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The service worker is our own source in sw/ (injectManifest); the manifest makes the app installable. */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // sw.js.map stays in dist for error reports, with no sourceMappingURL in sw.js (the server does not serve maps).
    sourcemap: 'hidden',
  },
  manifest: {
    name: 'Canasta — back office',
    short_name: 'Canasta',
    description: 'Órdenes, picking y catálogo de la tienda en línea',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#2f9e44',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  devOptions: { enabled: false },
};
