// Outbox apply speed: 3 × 200 changes (setLine alternating on 3 lines of an en_picking order + notes) on PGlite and/or PG.
import { randomUUID } from 'node:crypto';
import { createTestApp } from '../tests/server/helpers/test-app';
import { change, insertPickingOrder, push } from '../tests/server/helpers/picking-helpers';
const t = await createTestApp();
const token = t.tokens['PK@1'];
for (let round = 0; round < 3; round++) {
  const order = await insertPickingOrder(t, t.fixture.companies[0], { status: 'en_picking', pickerId: t.user('PK').id });
  const clientId = randomUUID();
  const changes = [];
  for (let i = 1; i <= 200; i++) changes.push(change(i, 'order.addNote', { orderId: order.id, text: `nota ${i}` }));
  const t0 = performance.now();
  for (let i = 0; i < changes.length; i += 50) { const r = await push(t, token, clientId, changes.slice(i, i + 50)); if (!r.data) throw new Error(JSON.stringify(r.answer.json)); }
  console.log(process.env.TEST_DATABASE_URL ? 'pg' : 'pglite', 'round', round, ((performance.now() - t0) / 200).toFixed(2), 'ms per outbox change');
  const t1 = performance.now();
  for (let i = 0; i < 50; i++) { const r = await t.call('/Order/Get', { orderId: order.id }, { token: t.tokens['AD@1'] }); if (!r.json.bOk) throw new Error('get'); }
  console.log('  Get', ((performance.now() - t1) / 50).toFixed(2), 'ms;');
}
await t.close();
