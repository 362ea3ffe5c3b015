/** Helpers shared by the API benchmarks: start the real server, log in, call the middleware, run autocannon. */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '..');

export async function startServer(env, port) {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: join(root, 'dist'), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export function envelope(path, body) {
  return JSON.stringify({ path, body: JSON.stringify(body) });
}

export async function call(base, path, body) {
  const response = await fetch(`${base}/api/middleware`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: envelope(path, body) });
  const json = await response.json();
  if (!json.bOk) throw new Error(`${path}: ${json.codigo} ${json.mensaje}`);
  return json.data;
}

export async function login(base, email) {
  return (await call(base, '/User/Login', { email, password: 'canasta-demo' })).token;
}

/** Runs autocannon for `seconds` with `connections`; `requests` as in autocannon (may set bodies per request). */
export function load(base, { title, connections = 20, seconds = 10, body, requests }) {
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/middleware`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections,
        duration: seconds,
        ...(body ? { body } : {}),
        ...(requests ? { requests } : {}),
      },
      (error, result) => {
        if (error) reject(error);
        else {
          const non2xx = result.non2xx + result.errors + result.timeouts;
          const line = {
            title,
            requests: result.requests.total,
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p90: result.latency.p90,
            p99: result.latency.p99,
            max: result.latency.max,
            failures: non2xx,
          };
          resolvePromise(line);
        }
      },
    );
    instance.on('error', reject);
  });
}

export function verdict(line, limitMs) {
  const ok = line.p99 <= limitMs && line.failures === 0;
  return `${ok ? 'PASS' : 'FAIL'} ${line.title}: p99 ${line.p99} ms (limit ${limitMs} ms), p50 ${line.p50} ms, ${line.rps} req/s, ${line.requests} requests, ${line.failures} failures`;
}
