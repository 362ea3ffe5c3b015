#!/usr/bin/env node
/**
 * Import boundaries and file conventions of the architecture (DEVELOPERS.md):
 * - contract/ imports nothing local outside contract/;
 * - server/ imports server/ and contract/ only; src/ imports src/ and contract/ only;
 * - sw/ imports sw/ and contract/ only, and no React;
 * - a feature never imports another feature (src/features/<a> ↛ src/features/<b>);
 * - server layers (SERVER_LAYERS): db/ and errors/ import no other server layer; auth/, orders/ (the order data every
 *   call area shares) and realtime/ never import calls/; a call area (server/calls/<area>/) reaches another area only
 *   through the modules that area shares (SHARED_CALL_MODULES) — anything else both need goes in a module made for it;
 * - SQL runs through drizzle: the data code (SQL_LAYERS) does not call the driver-level `database.query`;
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
/** Server layers a layer may not import (besides the area rules above). */
const SERVER_LAYERS = {
  db: ['auth', 'calls', 'orders', 'realtime', 'http', 'export', 'mail'],
  errors: ['auth', 'calls', 'orders', 'realtime', 'http', 'export', 'mail', 'db'],
  auth: ['calls', 'orders', 'realtime', 'http'],
  orders: ['calls', 'realtime', 'http'],
  realtime: ['calls'],
};
/**
 * The modules of a call area that other call areas may import: the change functions, which the outbox applies
 * (sync/appliers.ts) and a kanban move into or out of picking runs (orders/move-order.ts).
 */
const SHARED_CALL_MODULES = new Set([
  'server/calls/orders/move-order.ts',
  'server/calls/orders/add-note.ts',
  'server/calls/picking/take-order.ts',
  'server/calls/picking/set-line.ts',
  'server/calls/picking/finish-picking.ts',
]);
/**
 * Layers whose SQL runs through drizzle only; the driver-level raw SQL of server/db/client.ts's Database is for the
 * seeds, scripts, tests and the health probe.
 */
const SQL_LAYERS = ['auth', 'calls', 'orders', 'realtime', 'export'];
const RAW_QUERY = /\bdatabase\.query\s*[<(]/;
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
    if (area === 'server' && SQL_LAYERS.includes(rel.split(sep)[1]) && RAW_QUERY.test(text)) {
      problems.push(`${rel}: run SQL with drizzle (the query builder, or db.execute(sql\`…\`) where it cannot say it), not database.query`);
    }
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
      if (area === 'server') problems.push(...serverLayerProblems(rel, target));
      const ownFeature = /^src[\\/]features[\\/]([^\\/]+)/.exec(rel)?.[1];
      const targetFeature = /^src[\\/]features[\\/]([^\\/]+)/.exec(target)?.[1];
      if (ownFeature && targetFeature && ownFeature !== targetFeature) problems.push(`${rel}: feature "${ownFeature}" imports feature "${targetFeature}"; compose them in a route instead`);
      if (area === 'src' && /^src[\\/](lib|components)/.test(rel) && targetFeature) problems.push(`${rel}: shared code may not import a feature (${target})`);
    }
  }
}
/** The server layering rules for an import of `target` (a path relative to the root) by the server file `rel`. */
function serverLayerProblems(rel, target) {
  const [, layer, callArea] = rel.split(sep);
  const [targetRoot, targetLayer, targetArea] = target.split(sep);
  if (targetRoot !== 'server') return [];
  const found = [];
  // The seeds build demo data with the application's own rules (password hashing), like a script would.
  const isSeed = layer === 'db' && (callArea ?? '').startsWith('seed-');
  if (!isSeed && SERVER_LAYERS[layer]?.includes(targetLayer)) found.push(`${rel}: server/${layer}/ may not import server/${targetLayer}/ (${target})`);
  // A file of server/calls/<area>/ importing server/calls/<other area>/ (files directly in server/calls/, such as the
  // registry, are the calls' shared infrastructure and compose the areas).
  const ownArea = layer === 'calls' && rel.split(sep).length > 3 ? callArea : null;
  if (!ownArea) return found;
  const otherArea = targetLayer === 'calls' && target.split(sep).length > 3 ? targetArea : null;
  if (otherArea && otherArea !== ownArea && !SHARED_CALL_MODULES.has(target.split(sep).join('/') + (target.endsWith('.ts') ? '' : '.ts'))) {
    found.push(`${rel}: reaches into calls/${otherArea}/ (${target}); share it through a module made for it (server/orders/, server/calls/*.ts) or SHARED_CALL_MODULES`);
  }
  return found;
}

if (problems.length) {
  console.error(`Architecture check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries and file conventions: ok');
