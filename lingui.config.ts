import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en', 'de', 'fr', 'pt'],
  // The macro strips source strings in production builds: missing translations fall back to Spanish at compile time.
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  compileNamespace: 'ts',
});
