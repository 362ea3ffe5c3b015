/**
 * The server's VAPID identity (server/push/vapid-keys.ts): made once on the first start and kept in `push_keys`, the
 * same across app rebuilds and concurrent starts; the configured pair wins when given; the subject has a default.
 */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loadVapidIdentity, vapidSubject } from '../../server/push/vapid-keys';
import { createTestApp, suiteTestApp, testConfig, type TestApp } from './helpers/test-app';

const t = suiteTestApp();

async function storedKeys(app: TestApp): Promise<Array<{ id: number; public_key: string }>> {
  return app.database.query<{ id: number; public_key: string }>('SELECT id, public_key FROM push_keys');
}

describe('VAPID keys from the database', () => {
  test('the first start makes one key pair; a rebuilt app (a restart) keeps it', async () => {
    const first = await storedKeys(t);
    expect(first).toEqual([{ id: 1, public_key: t.app.push.publicKey }]);
    // An uncompressed P-256 point, as browsers take it.
    expect(Buffer.from(t.app.push.publicKey, 'base64url')).toHaveLength(65);

    const again = await buildApp({ config: testConfig(), database: t.database, logger: false });
    try {
      expect(again.push.publicKey).toBe(t.app.push.publicKey);
      const answer = await t.call('/Push/Config', {}, { token: t.tokens['PK@1']! });
      expect(answer.json).toMatchObject({ bOk: true, data: { publicKey: t.app.push.publicKey } });
    } finally {
      await again.close();
    }
    expect(await storedKeys(t)).toEqual(first);
  });

  test('processes starting at once on an empty table agree on one pair', async () => {
    await t.database.query('DELETE FROM push_keys');
    const others = t.target.url ? await Promise.all([t.target.openAnother(), t.target.openAnother()]) : [t.database, t.database];
    const identities = await Promise.all([t.database, ...others].map((database) => loadVapidIdentity(database.db, testConfig())));
    const keys = new Set(identities.map((identity) => identity.publicKey));
    expect(keys.size).toBe(1);
    expect((await storedKeys(t)).map((row) => row.public_key)).toEqual([...keys]);
  });
});

describe('VAPID keys from the configuration', () => {
  const configured = webpush.generateVAPIDKeys();
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ config: { push: { vapidPublicKey: configured.publicKey, vapidPrivateKey: configured.privateKey, vapidSubject: 'https://canasta.example/contacto', allowLocalEndpoints: false } } });
  });
  afterAll(async () => {
    await own.close();
  });

  test('both keys given: browsers get that key and nothing is stored', async () => {
    const answer = await own.call('/Push/Config', {}, { token: own.tokens['DE@1']! });
    expect(answer.json).toMatchObject({ bOk: true, data: { publicKey: configured.publicKey, staffAlerts: true, devices: 0 } });
    expect(await storedKeys(own)).toEqual([]);
  });

  test('one key without the other, or a subject that is no contact, stops the start', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: configured.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'canasta' })).toThrow(/VAPID_SUBJECT/);
  });
});

test('the subject: VAPID_SUBJECT, else the mail sender, else a default', () => {
  expect(vapidSubject(loadConfig({ VAPID_SUBJECT: 'mailto:ops@canasta.example' }))).toBe('mailto:ops@canasta.example');
  expect(vapidSubject(loadConfig({ MAIL_FROM: 'Canasta <avisos@canasta.example>' }))).toBe('mailto:avisos@canasta.example');
  expect(vapidSubject(loadConfig({ MAIL_FROM: 'avisos@canasta.example' }))).toBe('mailto:avisos@canasta.example');
  expect(vapidSubject(loadConfig({ MAIL_FROM: 'Canasta' }))).toBe('mailto:no-reply@canasta.local');
  expect(loadConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: '1' }).push.allowLocalEndpoints).toBe(true);
  expect(loadConfig({}).push.allowLocalEndpoints).toBe(false);
});
