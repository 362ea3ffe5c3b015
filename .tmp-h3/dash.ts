import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: 4 });
const config = { ...loadConfig({}), logLevel: 'silent' as const, staticDir: '/nonexistent' };
const app = await buildApp({ config, database });
const call = async (path: string, body: unknown) => (await app.inject({ method: 'POST', url: '/api/middleware', payload: { path, body: JSON.stringify(body) } })).json();
const token = (await call('/User/Login', { email: 'ad@canasta.demo', password: 'canasta-demo' })).data.token;
for (const [path, body] of [['/Dashboard/Summary', {}], ['/Order/Counts', { createdFrom: '2026-11-01', storeId: 2 }], ['/Order/List', { number: 'A' }], ['/Order/List', { q: 'Luis' }], ['/Order/List', { customer: 'Luis', statuses: ['entregada', 'cancelada'] }], ['/Order/List', { createdFrom: '2026-11-20', sort: 'total_desc' }]] as const) {
  const times: number[] = [];
  for (let i = 0; i < 8; i++) { const t0 = performance.now(); const a = await call(path, { ...body, tokenSesion: token }); times.push(performance.now() - t0); if (!a.bOk) console.log(a); }
  console.log(process.env.H3_PLAN ?? 'generic', path, JSON.stringify(body), times.map((t) => t.toFixed(1)).join(' '));
}
await app.close();
await database.close();
