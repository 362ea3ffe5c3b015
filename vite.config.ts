import { resolve } from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { clientPlugins } from './vite.plugins.ts';
import { pwaOptions } from './pwa.config.ts';
import { precompress } from './scripts/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const routesDir = resolve(import.meta.dirname, 'src/routes');

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];
interface ShellModules {
  /** Statically reachable from the _app route's (code-split) component. */
  shell: Set<string>;
  /** Statically reachable from the public routes' components (login, register…). */
  publicPages: Set<string>;
}
const shellModulesCache = new WeakMap<object, ShellModules>();
/**
 * Our own modules (src/, contract/), the only ones the groups below pick by name: a library's modules follow the
 * modules that use them. (Static closures run through barrel files — @mantine/core's index imports every component —
 * so a library module "reachable" from the shell need not be in the bundle at all.)
 */
const isAppSource = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0');

/** The module ids each side reaches through static imports, computed once per chunking pass. */
function shellModules(ctx: ChunkingContext): ShellModules {
  const routeTree = ctx.getModuleInfo(resolve(routesDir, '../route-tree.gen.ts'));
  if (!routeTree) return { shell: new Set(), publicPages: new Set() };
  const cached = shellModulesCache.get(routeTree);
  if (cached) return cached;
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  // A route file's component lives in `<file>?tsr-split=component`, which the route file imports lazily.
  const components = (routeFile: (id: string) => boolean) =>
    routeTree.importedIds.filter(routeFile).flatMap((id) => (ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((split) => split.includes('tsr-split=component')));
  const result = {
    shell: closure(components((id) => id === resolve(routesDir, '_app.tsx'))),
    publicPages: closure(components((id) => id === resolve(routesDir, '_public.tsx') || id.startsWith(resolve(routesDir, '_public') + '/'))),
  };
  shellModulesCache.set(routeTree, result);
  return result;
}

/**
 * After everything is written (the service worker included, hence last and sequential): `.gz` and `.br` next to
 * each text asset, which the server sends as they are. Not precached: the worker's globs match no .gz/.br.
 */
function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'canasta:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { files, raw, gzip } = await precompress(outDir);
        this.info(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KiB → ${(gzip / 1024).toFixed(0)} KiB gzip (+ brotli)`);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before React's.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/route-tree.gen.ts' }),
    ...clientPlugins(),
    VitePWA(pwaOptions),
    precompressPlugin(),
  ],
  server: {
    proxy: { '/api': { target: apiTarget, ws: true }, '/files': { target: apiTarget }, '/proxy': { target: apiTarget } },
  },
  build: {
    target: 'es2022',
    sourcemap: 'hidden', // maps stay in dist for reading error reports; no sourceMappingURL, and the server does not serve them
    // The startup chunk is one file on purpose (about 700 kB, 220 kB gzip; see codeSplitting below): the warning
    // stays for anything larger, and bench/first-visit-js.mjs is the real check of what a first visit loads.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks where every page that loads one needs all of it: gzip compresses one file of
        // 200 KB far better than 50 files of 4 KB (measured: 25 KB less for the same modules), and each
        // modulepreload is a request. Left alone, rolldown cuts the startup graph into dozens of shared chunks,
        // one per route definition among them (route-tree.gen.ts imports every route file, and each route's
        // code-split component imports its `Route` back). Measured on React (2026-11-25), first visit of
        // /picking/orden/:id: 290 KB gzip in 19 files with these groups, 301 KB in 49 with the startup group
        // alone, 311 KB in 72 with none.
        codeSplitting: {
          groups: [
            {
              // Everything main.tsx needs before the first render ($initial: statically reachable from the entry).
              name: 'index',
              tags: ['$initial'],
              priority: 3,
            },
            {
              // Our modules the signed-in shell shares with the public pages (the skin and direction toggles…),
              // with the library code they use: one small chunk both load, so the login page does not download
              // the shell (measured: 30 KB less for a first visit of /login).
              debugName: 'shell-public',
              name: (id, ctx) => {
                const { shell, publicPages } = shellModules(ctx);
                return isAppSource(id) && shell.has(id) && publicPages.has(id) ? 'shell-public' : null;
              },
              priority: 2,
            },
            {
              // The rest of the signed-in shell (the _app route's component and what it imports, with the library
              // code they use), which every signed-in screen renders. A module's dependencies follow it into its
              // group, so the shared group above, of higher priority, takes its modules first.
              debugName: 'app-shell',
              name: (id, ctx) => {
                const { shell, publicPages } = shellModules(ctx);
                return isAppSource(id) && shell.has(id) && !publicPages.has(id) ? 'app-shell' : null;
              },
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
