/** Finds Debian packages the tests need; installs them with apt-get when root, else says exactly what to run. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(`${base}/${v}/bin/initdb`) && existsSync(`${base}/${v}/bin/postgres`));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? `${base}/${versions[0]}/bin` : null;
}

const CHECKS = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: () => postgresBinDir() !== null,
};

export function ensureSystemPackages(names) {
  const missing = names.filter((name) => !CHECKS[name]());
  if (missing.length === 0) {
    console.log(`Found: ${names.join(', ')}`);
    return { ok: true };
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return { ok: false, message: `missing Debian packages: ${missing.join(' ')}. Install them with: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}` };
  }
  console.log(`Installing from Debian: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return { ok: false, message: 'apt-get update failed' };
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (install.status !== 0) return { ok: false, message: `apt-get install ${missing.join(' ')} failed` };
  const still = missing.filter((name) => !CHECKS[name]());
  if (still.length) return { ok: false, message: `still missing after install: ${still.join(' ')}` };
  try {
    console.log(execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim());
  } catch {
    // Only informative.
  }
  return { ok: true };
}
