#!/usr/bin/env node
/**
 * `npm start`: build the PWA (unless it is already built from these sources), then run the server,
 * which migrates, seeds demo data into an empty database and serves the PWA and the API on one port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const skipBuild = process.env.SKIP_BUILD === '1' && existsSync(join(root, 'dist', 'index.html'));
if (!skipBuild) {
  console.log('Building the PWA…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
