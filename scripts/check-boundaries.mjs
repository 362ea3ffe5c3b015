#!/usr/bin/env node
/**
 * Import boundaries and file conventions of the architecture (DEVELOPERS.md):
 * - contract/ imports nothing local outside contract/;
 * - server/ imports server/ and contract/ only; src/ imports src/ and contract/ only;
 * - sw/ imports sw/ and contract/ only, and no React;
 * - a feature never imports another feature (src/features/<a> ↛ src/features/<b>);
 * - no barrel files (index.ts); kebab-case file names outside src/routes.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const AREAS = ['contract', 'server', 'src', 'sw', 'tests', 'bench', 'scripts'];
const ALLOWED = {
  contract: ['contract'],
  server: ['server', 'contract'],
  src: ['src', 'contract'],
  sw: ['sw', 'contract'],
};
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*\.(?:ts|tsx|mjs|js|d\.ts)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const problems = [];
for (const area of AREAS) {
  let files;
  try {
    files = [...walk(join(root, area))];
  } catch {
    continue;
  }
  for (const file of files) {
    const rel = relative(root, file);
    const name = rel.split(sep).pop();
    const inRoutes = rel.startsWith(`src${sep}routes${sep}`);
    // TanStack file routes name index routes index.tsx; those are routes, not barrels.
    if (!inRoutes && /^index\.(ts|tsx)$/.test(name)) problems.push(`${rel}: barrel files (index.ts) are not used; import the module itself`);
    if (!inRoutes && !name.endsWith('.gen.ts') && !KEBAB.test(name)) problems.push(`${rel}: file names are kebab-case`);
    const allowed = ALLOWED[area];
    if (!allowed) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (area === 'sw' && /^(react|react-dom|@mantine|@tanstack\/react)/.test(spec)) problems.push(`${rel}: the service worker must not import ${spec}`);
      if (!spec.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(file), spec));
      const targetArea = target.split(sep)[0];
      if (!allowed.includes(targetArea)) {
        problems.push(`${rel}: ${area}/ may not import ${target} (allowed: ${allowed.join(', ')})`);
        continue;
      }
      const ownFeature = /^src[\\/]features[\\/]([^\\/]+)/.exec(rel)?.[1];
      const targetFeature = /^src[\\/]features[\\/]([^\\/]+)/.exec(target)?.[1];
      if (ownFeature && targetFeature && ownFeature !== targetFeature) problems.push(`${rel}: feature "${ownFeature}" imports feature "${targetFeature}"; compose them in a route instead`);
      if (area === 'src' && /^src[\\/](lib|components)/.test(rel) && targetFeature) problems.push(`${rel}: shared code may not import a feature (${target})`);
    }
  }
}
if (problems.length) {
  console.error(`Architecture check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries and file conventions: ok');
