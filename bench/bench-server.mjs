/**
 * Helpers shared by the API benchmarks: start the real server, log in, call the middleware, and put it under load —
 * with wrk (Debian's `wrk` package, written in C) when it is installed, else with autocannon. On a 2-core machine
 * the load generator shares the cores with the server and PostgreSQL: autocannon (node) parses every answer in
 * JavaScript and takes a large share of a core at these rates, which the server's latency then pays for; wrk takes
 * a few percent. BENCH_LOAD=autocannon forces autocannon.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

export const root = resolve(import.meta.dirname, '..');

export async function startServer(env, port) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', resolve(process.env.BENCH_CPU_PROF)] : [];
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [...profile, join(root, 'server', 'main.ts')], {
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

/** Whether wrk is on this machine (and not overridden by BENCH_LOAD=autocannon). */
export function loadGenerator() {
  if (process.env.BENCH_LOAD === 'autocannon') return 'autocannon';
  return spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error ? 'autocannon' : 'wrk';
}

const luaString = (text) => JSON.stringify(text);


/**
 * wrk for `seconds` with `connections` on one thread: the same POST `body` each time, or — with `lua` — a script
 * whose `request()` builds each body. Latency percentiles from wrk's own distribution (--latency).
 */
function loadWithWrk(base, { title, connections, seconds, body, lua }) {
  const dir = mkdtempSync(join(tmpdir(), 'canasta-wrk-'));
  try {
    const script = join(dir, 'load.lua');
    const done = `done = function(summary, latency, requests)
  io.write(string.format("BENCH %d %d %d %d %d %d %d\\n", summary.requests, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.errors.status,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;
    writeFileSync(script, `wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n${lua ?? `wrk.body = ${luaString(body)}\n`}${done}`);
    const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, `${base}/api/middleware`], { encoding: 'utf8' });
    const match = /BENCH (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out);
    const rate = /Requests\/sec:\s+([\d.]+)/.exec(out);
    if (!match || !rate) throw new Error(`could not read wrk's output:\n${out}`);
    const [requests, errors, non2xx, p50, p90, p99, max] = match.slice(1).map(Number);
    // wrk counts latency in microseconds.
    const ms = (us) => Math.round(us / 100) / 10;
    return { title, requests, rps: Math.round(Number(rate[1])), p50: ms(p50), p90: ms(p90), p99: ms(p99), max: ms(max), failures: errors + non2xx };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Puts `seconds` of load with `connections` on the middleware: `body` each time, or per request — `lua` for wrk
 * (a script defining `request()`) and `requests` for autocannon (its setupRequest), both given for such scenarios.
 */
export async function load(base, { title, connections = 20, seconds = 10, body, requests, lua }) {
  if (loadGenerator() === 'wrk' && (body || lua)) return loadWithWrk(base, { title, connections, seconds, body, lua });
  return loadWithAutocannon(base, { title, connections, seconds, body, requests });
}

/** Runs autocannon for `seconds` with `connections`; `requests` as in autocannon (may set bodies per request). */
function loadWithAutocannon(base, { title, connections = 20, seconds = 10, body, requests }) {
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

export { luaString };

/** Chromium's flags for the browser benches (a closed network: no background calls home). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const s = values.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export function verdict(line, limitMs) {
  const ok = line.p99 <= limitMs && line.failures === 0;
  return `${ok ? 'PASS' : 'FAIL'} ${line.title}: p99 ${line.p99} ms (limit ${limitMs} ms), p50 ${line.p50} ms, ${line.rps} req/s, ${line.requests} requests, ${line.failures} failures`;
}
