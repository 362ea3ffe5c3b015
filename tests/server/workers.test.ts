/**
 * PostgreSQL only: WORKERS=2 runs two server processes on one port under a supervisor. Both answer calls; a worker
 * that dies is replaced; SIGTERM stops the supervisor and every worker.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIDDLEWARE_URL } from '../../contract/envelope';
import { createSession } from '../../server/auth/sessions';
import { startServerProcess, waitFor, type ServerProcess } from './helpers/server-process';
import { createTestApp, type TestApp } from './helpers/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The supervisor's child processes (its workers). */
function workerPids(supervisorPid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(supervisorPid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(onPostgres)('WORKERS=2 on PostgreSQL', () => {
  let t: TestApp;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await t?.close();
  });

  it('serves from two processes, replaces one that dies and stops them all on SIGTERM', async () => {
    server = await startServerProcess(t.target.url!, { WORKERS: '2' });
    const supervisor = server.child.pid!;
    const first = await waitFor('two workers', async () => {
      const pids = workerPids(supervisor);
      return pids.length === 2 ? pids : null;
    });

    const { token } = await createSession(t.database.db, t.config, t.user('AD').id, new Date());
    const list = async () => {
      const response = await fetch(`${server!.url}${MIDDLEWARE_URL}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/Order/List', body: JSON.stringify({ tokenSesion: token, limit: 5 }) }),
      });
      return (await response.json()) as { bOk: boolean; data?: { rows: unknown[] } };
    };
    // Connections are spread over the workers; every answer is a real one.
    for (let i = 0; i < 6; i += 1) expect(await list()).toMatchObject({ bOk: true, data: { rows: expect.any(Array) } });

    process.kill(first[0]!, 'SIGKILL');
    const replaced = await waitFor('a replacement worker', async () => {
      const pids = workerPids(supervisor);
      return pids.length === 2 && !pids.includes(first[0]!) ? pids : null;
    });
    expect(replaced).toContain(first[1]);
    await waitFor('an answer after the replacement', async () => (await list()).bOk);

    const exited = new Promise<number | null>((done) => server!.child.once('exit', (code) => done(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await waitFor('every worker to end', async () => replaced.every((pid) => !alive(pid)), 10_000);
  });
});
