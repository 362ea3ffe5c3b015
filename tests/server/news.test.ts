/**
 * Issue 19 §4, staff news: SA writes a company's news (`/News/List|Get|Save|Delete`); every staff role reads the news
 * meant for it (`/News/Feed`, `/News/MarkRead`), C is refused. Audience by role and window, pinned order, company
 * isolation, idempotent reads keeping the first time, the readers list, and bad input changing nothing.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { CallPath } from '../../contract/calls';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, newsDetailSchema, newsFeedData, newsGetData, newsListData, newsMarkReadData, newsSaveData, type NewsDetail } from '../../contract/schemas/news';
import { FIXTURE_NOW } from './helpers/fixture';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLES, SAMPLE_REFUSALS } from './helpers/samples';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const key = (role: RoleCode, n: 1 | 2 = 1) => (role === 'SA' ? 'SA' : `${role}@${n}`);
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(FIXTURE_NOW.getTime() + offsetHours * HOUR).toISOString();

afterEach(async () => {
  await t.database.query('DELETE FROM news_posts');
  t.clock.set(FIXTURE_NOW);
});

/** A hash of the news and their reads: equal before and after means a refused change changed nothing. */
async function newsFingerprint(): Promise<string> {
  const rows = await t.database.query<{ h: string }>(
    `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM news_posts x), '') || '#' || coalesce((SELECT string_agg(r::text, '|' ORDER BY r.news_id, r.user_id) FROM news_reads r), '')) AS h`,
  );
  return rows[0]!.h;
}

function call(path: CallPath, body: Record<string, unknown>, who = 'SA'): Promise<Answer> {
  return t.call(path, body, { token: t.tokens[who]! });
}

function save(body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> {
  return call('/News/Save', {
    empresaId: company(n).id,
    title: 'Nuevo horario de bodega',
    bodyMarkdown: 'La bodega abre a las **7:00**.',
    roles: [],
    pinned: false,
    startsAt: at(-1),
    endsAt: null,
    active: true,
    mutationId: crypto.randomUUID(),
    ...body,
  });
}

async function publish(body: Record<string, unknown>, n: 1 | 2 = 1): Promise<NewsDetail> {
  return newsSaveData.parse(expectOk(await save(body, n))).news;
}

async function feed(who: string, body: Record<string, unknown> = {}) {
  return newsFeedData.parse(expectOk(await call('/News/Feed', body, who)));
}

async function detail(id: number): Promise<NewsDetail> {
  return newsGetData.parse(expectOk(await call('/News/Get', { empresaId: company().id, id }))).news;
}

describe('who reaches /News/*', () => {
  for (const path of ['/News/List', '/News/Get', '/News/Save', '/News/Delete'] as const) {
    test(`${path}: SA reaches it; every other role is refused and nothing changes`, async () => {
      const outcomes: Array<{ role: string; codigo: string | null; unchanged: boolean }> = [];
      for (const role of ROLE_CODES) {
        const body = SAMPLES[path]({ t, userId: t.user(role).id, email: t.user(role).email, unique: `${path}-${role}` });
        const before = await newsFingerprint();
        const answer = await call(path, body, key(role));
        outcomes.push({ role, codigo: answer.json.codigo ?? null, unchanged: role === 'SA' || (await newsFingerprint()) === before });
      }
      expect(outcomes).toEqual(ROLE_CODES.map((role) => ({ role, codigo: role === 'SA' ? (SAMPLE_REFUSALS[path] ?? null) : 'FORBIDDEN', unchanged: true })));
    });
  }

  test('/News/Feed and /News/MarkRead: every staff role reads; the customer (C) is refused and nothing changes', async () => {
    const news = await publish({ title: 'Para todos' });
    const outcomes: Array<{ role: string; feed: string | null; mark: string | null; changed: boolean }> = [];
    for (const role of ROLE_CODES) {
      const scope = role === 'SA' ? { empresaId: company().id } : {};
      const before = await newsFingerprint();
      const fed = await call('/News/Feed', scope, key(role));
      const marked = await call('/News/MarkRead', { id: news.id }, key(role));
      const changed = (await newsFingerprint()) !== before;
      outcomes.push({ role, feed: fed.json.codigo ?? (fed.json.data as { items: Array<{ title: string }> }).items[0]!.title, mark: marked.json.codigo ?? 'ok', changed });
    }
    expect(outcomes).toEqual(ROLE_CODES.map((role) => (role === 'C' ? { role, feed: 'FORBIDDEN', mark: 'FORBIDDEN', changed: false } : { role, feed: 'Para todos', mark: 'ok', changed: true })));
  });

  test('SA must name the company to write; its feed with none chosen is empty', async () => {
    const answer = await call('/News/List', {});
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('empresaId');
    await publish({});
    expect(await feed('SA')).toEqual({ items: [], unread: 0 });
    expect((await feed('SA', { empresaId: company().id })).unread).toBe(1);
  });
});

describe('writing news', () => {
  test('publishes, lists with audience size and read count, edits at its version; a stale save is refused with the current one', async () => {
    const news = await publish({ title: '  Inventario del sábado  ', roles: ['PK', 'SU', 'PK'], pinned: true, endsAt: at(48) });
    expect(news).toMatchObject({ title: 'Inventario del sábado', roles: ['PK', 'SU'], pinned: true, state: 'current', version: 1, readCount: 0, audienceSize: 2, readers: [] });
    expect(news.unread.map((u) => u.role).toSorted()).toEqual(['PK', 'SU']);

    const list = newsListData.parse(expectOk(await call('/News/List', { empresaId: company().id })));
    expect(list.rows.map((r) => [r.title, r.audienceSize, r.readCount])).toEqual([['Inventario del sábado', 2, 0]]);

    const edited = newsSaveData.parse(expectOk(await save({ id: news.id, baseVersion: 1, title: 'Inventario del domingo', roles: [] })));
    expect(edited).toMatchObject({ created: false, news: { title: 'Inventario del domingo', version: 2, roles: [] } });
    // Every enabled staff member of company 1 (ten roles but SA): the audience of a news item naming no role.
    expect(edited.news.audienceSize).toBe(9);

    const before = await newsFingerprint();
    const stale = await save({ id: news.id, baseVersion: 1, title: 'Otra versión' });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(newsDetailSchema.parse(stale.json.detalle?.['current']).title).toBe('Inventario del domingo');
    expect(await newsFingerprint()).toBe(before);
  });

  test('states: scheduled, current, ended, inactive', async () => {
    await publish({ title: 'Programada', startsAt: at(2) });
    await publish({ title: 'Vigente' });
    await publish({ title: 'Terminada', startsAt: at(-5), endsAt: at(-2) });
    await publish({ title: 'Apagada', active: false });
    const list = newsListData.parse(expectOk(await call('/News/List', { empresaId: company().id })));
    expect(Object.fromEntries(list.rows.map((r) => [r.title, r.state]))).toEqual({ Programada: 'scheduled', Vigente: 'current', Terminada: 'ended', Apagada: 'inactive' });
  });

  test('bad input is refused with a clear message naming the field, and nothing changes', async () => {
    const before = await newsFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(NEWS_TITLE_MAX + 1) }, 'title'],
      [{ bodyMarkdown: 'x'.repeat(NEWS_BODY_MAX + 1) }, 'bodyMarkdown'],
      [{ roles: ['C'] }, 'roles'],
      [{ roles: ['XX'] }, 'roles'],
      [{ startsAt: 'mañana' }, 'startsAt'],
      [{ endsAt: at(-1) }, 'endsAt'],
      [{ startsAt: at(3), endsAt: at(1) }, 'endsAt'],
    ];
    for (const [body, campo] of cases) {
      const answer = await save(body);
      expect({ body, codigo: answer.json.codigo, campo: answer.json.errores?.[0]?.campo.split('.')[0], clear: (answer.json.mensaje ?? '').length > 5 }).toEqual({ body, codigo: 'VALIDATION', campo, clear: true });
    }
    const window = await save({ startsAt: at(3), endsAt: at(1) });
    expect(window.json.mensaje).toBe('El fin de la vigencia debe ser posterior a su inicio.');
    expect(window.json.errores?.[0]?.codigo).toBe('news_window');
    expect(await newsFingerprint()).toBe(before);
  });

  test('a save repeated with its mutationId publishes once', async () => {
    const mutationId = crypto.randomUUID();
    const first = expectOk<{ news: { id: number } }>(await save({ mutationId }));
    const again = expectOk<{ news: { id: number } }>(await save({ mutationId }));
    expect(again.news.id).toBe(first.news.id);
    expect(newsListData.parse(expectOk(await call('/News/List', { empresaId: company().id }))).rows).toHaveLength(1);
  });

  test('deletes at its version (its reads go with it); a stale or unknown one is refused', async () => {
    const news = await publish({});
    expectOk(await call('/News/MarkRead', { id: news.id }, 'PK@1'));
    const stale = await call('/News/Delete', { empresaId: company().id, id: news.id, baseVersion: 2, mutationId: crypto.randomUUID() });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    const deleted = await call('/News/Delete', { empresaId: company().id, id: news.id, baseVersion: 1, mutationId: crypto.randomUUID() });
    expect(deleted.json).toMatchObject({ bOk: true, mensaje: 'Novedad eliminada.' });
    expect(await t.database.query('SELECT * FROM news_reads')).toEqual([]);
    expect((await feed('PK@1')).items).toEqual([]);
  });
});

describe('company isolation', () => {
  test("SA naming company 2 cannot read, edit or delete company 1's news; company 2's staff never see or mark it", async () => {
    const news = await publish({ title: 'Solo empresa 1' });
    await publish({ title: 'Solo empresa 2' }, 2);
    const before = await newsFingerprint();
    const other = { empresaId: company(2).id };
    expect((await call('/News/Get', { ...other, id: news.id })).json.codigo).toBe('NOT_FOUND');
    expect((await save({ ...other, id: news.id, baseVersion: 1, title: 'Tomada' })).json.codigo).toBe('NOT_FOUND');
    expect((await call('/News/Delete', { ...other, id: news.id, baseVersion: 1, mutationId: crypto.randomUUID() })).json.codigo).toBe('NOT_FOUND');
    expect((await feed('PK@2')).items.map((i) => i.title)).toEqual(['Solo empresa 2']);
    expect((await feed('PK@1')).items.map((i) => i.title)).toEqual(['Solo empresa 1']);
    const ghost = await call('/News/MarkRead', { id: 999_999 }, 'PK@2');
    const real = await call('/News/MarkRead', { id: news.id }, 'PK@2');
    expect(real.json).toEqual(ghost.json);
    expect(real.json.codigo).toBe('NOT_FOUND');
    // A staff member naming another company in the feed is refused as if it did not exist.
    expect((await call('/News/Feed', { empresaId: company(2).id }, 'PK@1')).json.codigo).toBe('NOT_FOUND');
    expect(await newsFingerprint()).toBe(before);
  });
});

describe('reading news', () => {
  test('the feed holds the news in force for the caller’s role (or every role), pinned first then the newest', async () => {
    await publish({ title: 'Para todos, antigua', startsAt: at(-10) });
    await publish({ title: 'Para pickers', roles: ['PK'], startsAt: at(-3) });
    await publish({ title: 'Fijada antigua', pinned: true, startsAt: at(-20) });
    await publish({ title: 'Para gerentes', roles: ['GE', 'SG'], startsAt: at(-2) });
    await publish({ title: 'Programada', startsAt: at(1) });
    await publish({ title: 'Terminada', startsAt: at(-5), endsAt: at(-1) });
    await publish({ title: 'Apagada', active: false });
    const pk = await feed('PK@1');
    expect(pk.items.map((i) => i.title)).toEqual(['Fijada antigua', 'Para pickers', 'Para todos, antigua']);
    expect(pk.unread).toBe(3);
    expect(pk.items.every((i) => !i.leida)).toBe(true);
    expect((await feed('GE@1')).items.map((i) => i.title)).toEqual(['Fijada antigua', 'Para gerentes', 'Para todos, antigua']);
    expect((await feed('DE@1')).items.map((i) => i.title)).toEqual(['Fijada antigua', 'Para todos, antigua']);
    // Once its start comes, the scheduled one shows; the ended one never comes back.
    t.clock.advance(2 * HOUR);
    expect((await feed('DE@1')).items.map((i) => i.title)).toEqual(['Fijada antigua', 'Programada', 'Para todos, antigua']);
  });

  test('marking read is idempotent and keeps the first time; the unread count drops; news for another role is NOT_FOUND', async () => {
    const forPickers = await publish({ title: 'Para pickers', roles: ['PK'] });
    await publish({ title: 'Para todos' });
    const first = newsMarkReadData.parse(expectOk(await call('/News/MarkRead', { id: forPickers.id }, 'PK@1')));
    expect(first).toEqual({ id: forPickers.id, readAt: FIXTURE_NOW.toISOString().replace('Z', '000Z'), unread: 1 });
    t.clock.advance(HOUR);
    const again = newsMarkReadData.parse(expectOk(await call('/News/MarkRead', { id: forPickers.id }, 'PK@1')));
    expect(again).toEqual(first);
    const pk = await feed('PK@1');
    expect(pk.unread).toBe(1);
    expect(pk.items.map((i) => [i.title, i.leida])).toEqual([
      ['Para todos', false],
      ['Para pickers', true],
    ]);

    const before = await newsFingerprint();
    const refused = await call('/News/MarkRead', { id: forPickers.id }, 'AD@1');
    expect(refused.json.codigo).toBe('NOT_FOUND');
    expect(await newsFingerprint()).toBe(before);
  });

  test('news not in force cannot be marked read', async () => {
    const scheduled = await publish({ startsAt: at(1) });
    const off = await publish({ active: false });
    for (const id of [scheduled.id, off.id]) expect((await call('/News/MarkRead', { id }, 'PK@1')).json.codigo).toBe('NOT_FOUND');
  });

  test('SA sees who of the audience read it and when, and who has not', async () => {
    const news = await publish({ roles: ['PK', 'DE', 'SU'] });
    await call('/News/MarkRead', { id: news.id }, 'PK@1');
    t.clock.advance(HOUR);
    await call('/News/MarkRead', { id: news.id }, 'SU@1');
    const read = await detail(news.id);
    expect(read.readers.map((r) => [r.role, r.readAt])).toEqual([
      ['PK', FIXTURE_NOW.toISOString().replace('Z', '000Z')],
      ['SU', at(1).replace('Z', '000Z')],
    ]);
    expect(read.unread.map((r) => r.role)).toEqual(['DE']);
    expect([read.readCount, read.audienceSize]).toEqual([2, 3]);
    // A disabled user leaves the audience.
    await t.database.query('UPDATE users SET disabled = true WHERE id = $1', [t.user('DE').id]);
    const after = await detail(news.id);
    expect([after.readCount, after.audienceSize, after.unread]).toEqual([2, 2, []]);
    await t.database.query('UPDATE users SET disabled = false WHERE id = $1', [t.user('DE').id]);
  });
});
