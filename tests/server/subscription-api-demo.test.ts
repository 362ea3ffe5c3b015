/** The demo data of subscriptions, as the demo SU reads it through the API; seeding it again adds nothing. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import type { Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed-demo';
import { seedDemoSubscriptions } from '../../server/db/seed-data/demo-subscriptions';
import { restCall } from './helpers/rest-samples';
import { captureMailer, createTestDatabase, databaseFingerprint, testConfig, type TestDatabase } from './helpers/test-app';

const NOW = new Date('2026-11-22T15:30:00Z');
let target: TestDatabase;
let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  // PGlite, or a fresh database on TEST_DATABASE_URL's PostgreSQL.
  target = await createTestDatabase();
  database = target.database;
  await migrateDatabase(database);
  await seedDemo(database, { now: NOW });
  const config = testConfig();
  app = await buildApp({ config, database, mailer: captureMailer([]), now: () => NOW, logger: false });
  const [su] = await database.query<{ id: number }>(`SELECT id FROM users WHERE email = 'su@canasta.demo'`);
  token = (await createSession(database.db, config, su!.id, NOW)).token;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await target?.drop();
});

const get = async <T>(key: Parameters<typeof restCall>[1], request: Parameters<typeof restCall>[2] = {}): Promise<T> => {
  const answer = await restCall({ app }, key, request, { token });
  expect(answer.status).toBe(200);
  return answer.json.data as T;
};

describe('demo subscriptions', () => {
  it('Mercado Andino has "Canasta Prime" with its plans, benefits, offer, products and two subscribers', async () => {
    const [prime] = await get<Array<{ id: number; name: string; plans: number; subscribers: number; products: number }>>('GET application');
    expect(prime).toMatchObject({ name: 'Canasta Prime', plans: 2, subscribers: 2, products: 12 });
    const plans = await get<Array<{ name: string; priceCents: number; periodMonths: number; trialDays: number; userGroupTypes: string[]; subscribers: number; currentOffer: { priceCents: number } | null }>>(
      'GET plan/application/{id}',
      { params: { id: prime!.id } },
    );
    expect(plans.map(({ name, priceCents, periodMonths, trialDays, userGroupTypes, subscribers }) => ({ name, priceCents, periodMonths, trialDays, userGroupTypes, subscribers }))).toEqual([
      { name: 'Prime Anual', priceCents: 4999, periodMonths: 12, trialDays: 0, userGroupTypes: ['cliente', 'empleado'], subscribers: 1 },
      { name: 'Prime Mensual', priceCents: 499, periodMonths: 1, trialDays: 15, userGroupTypes: ['cliente'], subscribers: 1 },
    ]);
    expect(plans[0]!.currentOffer).toMatchObject({ priceCents: 3999 });
    const options = await get<Array<{ name: string; kind: string; discountBp: number; minOrderCents: number }>>('GET option', { query: { ApplicationId: prime!.id } });
    expect(options.map(({ name, kind, discountBp, minOrderCents }) => ({ name, kind, discountBp, minOrderCents }))).toEqual([
      { name: '5 % en productos Prime', kind: 'descuento', discountBp: 500, minOrderCents: 0 },
      { name: 'Envío gratis', kind: 'envio_gratis', discountBp: 0, minOrderCents: 2000 },
    ]);
    const offers = await get<Array<{ state: string; endsAt: string }>>('GET offer', { query: { ApplicationId: prime!.id } });
    expect(offers).toEqual([expect.objectContaining({ state: 'vigente', endsAt: new Date(NOW.getTime() + 30 * 86_400_000).toISOString() })]);
    const enrolled = await get<unknown[]>('GET product/application/{id}', { params: { id: prime!.id } });
    expect(enrolled).toHaveLength(12);
    const periods = await database.query<{ kind: string; amount_cents: number | string }>('SELECT kind, amount_cents FROM customer_subscription_periods ORDER BY kind');
    expect(periods.map((row) => [row.kind, Number(row.amount_cents)])).toEqual([
      ['alta', 4999],
      ['prueba', 0],
    ]);
  });

  it('seeding it again adds nothing', async () => {
    const before = await databaseFingerprint(database);
    const [company] = await database.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Mercado Andino'`);
    await database.db.transaction((tx) => seedDemoSubscriptions(tx, company!.id, null, NOW));
    expect(await databaseFingerprint(database)).toBe(before);
  });
});
