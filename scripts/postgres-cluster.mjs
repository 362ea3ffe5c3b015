/**
 * A throw-away PostgreSQL cluster on 127.0.0.1 for the server tests and benchmarks.
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { postgresBinDir } from './system-deps.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function asOwner(isRoot, command, args) {
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a cluster in `dir`. With `options.keep`, an existing cluster there is reused and left on disk
 * when stopped (benchmarks keep their large data set between runs).
 */
export async function startPostgres(dir, options = {}) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const isRoot = process.getuid?.() === 0;
  const reuse = options.keep && existsSync(`${dir}/data/PG_VERSION`);
  if (!reuse) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (isRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const user = isRoot ? 'postgres' : userInfo().username;
  const dataDir = `${dir}/data`;
  if (!reuse) asOwner(isRoot, `${binDir}/initdb`, ['-D', dataDir, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = options.port ?? (await freePort());
  const settings = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    // Throw-away test clusters skip durability; benchmarks ask for a durable one.
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    `-c max_connections=200`,
    ...(options.settings ?? []),
  ].join(' ');
  asOwner(isRoot, `${binDir}/pg_ctl`, ['-D', dataDir, '-o', settings, '-l', `${dir}/server.log`, '-w', 'start']);
  const version = spawnSync(`${binDir}/postgres`, ['--version'], { encoding: 'utf8' }).stdout.trim();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      asOwner(isRoot, `${binDir}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', () => {
    if (!stopped) spawnSync(isRoot ? 'runuser' : `${binDir}/pg_ctl`, isRoot ? ['-u', 'postgres', '--', `${binDir}/pg_ctl`, '-D', dataDir, '-m', 'immediate', 'stop'] : ['-D', dataDir, '-m', 'immediate', 'stop']);
  });
  return { url: `postgres://${user}@127.0.0.1:${port}/postgres`, port, version, stop };
}
