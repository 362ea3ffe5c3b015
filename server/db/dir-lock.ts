/**
 * PGlite has no lock on its data directory: two processes opening it would corrupt it.
 * A lock file holding the owner's pid refuses a second process with a clear message;
 * a lock left by a process that no longer runs is taken over. The same process opening it twice is refused too.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_NAME = 'canasta.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`The database in ${dir} is already open by another Canasta process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`);
    this.name = 'DirectoryLockedError';
  }
}

export async function acquireDirectoryLock(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) throw new DirectoryLockedError(dir, pid);
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
