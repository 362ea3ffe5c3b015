/**
 * The intrusive banner (issue 19 §2, docs/intrusive-banner.md): SA creates, edits at a version and deletes a store's
 * banners; bad input is refused naming the field with nothing changed; an active banner overlapping another active
 * one of the same store is refused naming it, even when saves race; nothing of another company is reachable; the
 * shop reads the banner only within its window and only for the audience it is meant for.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { bannerListData, bannerSaveData, shopBannerData, type IntrusiveBanner } from '../../contract/schemas/intrusive-banner';
import { FIXTURE_NOW } from './helpers/fixture';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const LIST = '/Administracion/GetIntrusiveBanners';
const SAVE = '/Administracion/SaveIntrusiveBanner';
const DELETE = '/Administracion/DeleteIntrusiveBanner';
const SHOP = '/Shop/IntrusiveBanner';

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const imageKey = (n: 1 | 2 = 1, c = 'a') => `content/${company(n).id}/${c.repeat(24)}`;
const DAY = 86_400_000;
/** An instant `days` from the fixture's now. */
const at = (days: number) => new Date(FIXTURE_NOW.getTime() + days * DAY).toISOString();

const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const banner = (body: Record<string, unknown>, n: 1 | 2 = 1) => ({
  tiendaId: company(n).storeId,
  title: 'Promo',
  imageKey: imageKey(n),
  link: '/tienda',
  startsAt: at(100),
  endsAt: at(101),
  audience: 'all',
  everyDays: 3,
  active: true,
  mutationId: randomUUID(),
  ...body,
});
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa(SAVE, banner(body, n), n);
const create = async (body: Record<string, unknown>, n: 1 | 2 = 1): Promise<IntrusiveBanner> => bannerSaveData.parse(expectOk(await save(body, n))).banner;
const remove = (b: IntrusiveBanner, n: 1 | 2 = 1) => sa(DELETE, { id: b.id, baseVersion: b.version, mutationId: randomUUID() }, n);
const list = async (n: 1 | 2 = 1) => bannerListData.parse(expectOk(await sa(LIST, {}, n)));
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });
const roleToken = (role: RoleCode) => (role === 'SA' ? t.tokens.SA! : t.tokens[`${role}@1`]!);
const shop = async (body: Record<string, unknown>, token = t.tokens['PS@1']!) =>
  shopBannerData.parse(expectOk(await t.call(SHOP, { tiendaId: company().storeId, ...body }, { token }))).banner;

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

async function newCustomer(): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(`INSERT INTO customers (company_id, name) VALUES ($1, 'Cliente sin compras') RETURNING id`, [company().id]);
  return row!.id;
}

describe('who may call', () => {
  test('the banners: SA only; the shop’s read: SA and the selling roles (CC, PS, SU); the others are refused', async () => {
    const outcome: Record<string, string[]> = {};
    for (const role of ROLE_CODES) {
      const body = role === 'SA' ? { empresaId: company().id } : {};
      const answers = [
        await t.call(LIST, body, { token: roleToken(role) }),
        await t.call(SAVE, { ...body, ...banner({ title: `Rol ${role}`, active: false }) }, { token: roleToken(role) }),
        await t.call(DELETE, { ...body, id: 999_999, baseVersion: 1, mutationId: randomUUID() }, { token: roleToken(role) }),
        await t.call(SHOP, { tiendaId: company().storeId }, { token: roleToken(role) }),
      ];
      outcome[role] = answers.map((a) => (a.json.bOk ? 'ok' : `${a.status} ${a.json.codigo}`));
    }
    const refused = '403 FORBIDDEN';
    const none = [refused, refused, refused, refused];
    const seller = [refused, refused, refused, 'ok'];
    expect(outcome).toEqual({ SA: ['ok', 'ok', '404 NOT_FOUND', 'ok'], AD: none, CA: none, CC: seller, GE: none, SG: none, SU: seller, DE: none, C: none, PS: seller, PK: none });
    const [made] = (await list()).rows.filter((b) => b.title === 'Rol SA');
    expectOk(await remove(made!));
  });

  test('SA must name a company', async () => {
    expect(refusal(await t.call(LIST, {}, { token: t.tokens.SA! }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
  });
});

describe('creating, listing, editing and deleting', () => {
  test('a banner is stored trimmed with its image URL and store, listed with who saved it; the stores are offered', async () => {
    const made = await create({ title: '  Ofertas de verano  ', link: ' https://example.com/verano ', audience: 'new', everyDays: 7 });
    expect(made).toMatchObject({
      tiendaId: company().storeId,
      title: 'Ofertas de verano',
      link: 'https://example.com/verano',
      imageKey: imageKey(),
      audience: 'new',
      everyDays: 7,
      active: true,
      version: 1,
      startsAt: at(100),
      endsAt: at(101),
      updatedByName: 'Super Admin',
    });
    expect(made.imageUrl).toContain(imageKey());
    const listed = await list();
    expect(listed.rows.map((b) => b.id)).toContain(made.id);
    expect(listed.stores.map((s) => s.id)).toEqual([company().storeId]);
    expect(listed.now).toBe(FIXTURE_NOW.toISOString());
    // One store's banners only when asked.
    expect(bannerListData.parse(expectOk(await sa(LIST, { tiendaId: company().storeId }))).rows.map((b) => b.id)).toContain(made.id);
    expectOk(await remove(made));
    expect((await list()).rows.find((b) => b.id === made.id)).toBeUndefined();
  });

  test('an edit at the version read changes it; a stale one is refused with the current banner, nothing changed', async () => {
    const first = await create({ title: 'Primero', startsAt: at(110), endsAt: at(111) });
    const edited = await create({ id: first.id, baseVersion: 1, title: 'Editado', startsAt: at(110), endsAt: at(112), audience: 'returning' });
    expect(edited).toMatchObject({ id: first.id, title: 'Editado', endsAt: at(112), audience: 'returning', version: 2 });
    const before = await dataFingerprint();
    const stale = await save({ id: first.id, baseVersion: 1, title: 'Pisado', startsAt: at(110), endsAt: at(111) });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(stale.json.detalle?.['current']).toMatchObject({ id: first.id, title: 'Editado', version: 2 });
    expect((await sa(DELETE, { id: first.id, baseVersion: 1, mutationId: randomUUID() })).json.codigo).toBe('STALE_VERSION');
    expect(await dataFingerprint()).toBe(before);
    // Its own window never overlaps itself.
    expect((await create({ id: first.id, baseVersion: 2, title: 'Editado', startsAt: at(110.5), endsAt: at(112) })).version).toBe(3);
    expect(expectOk(await sa(DELETE, { id: first.id, baseVersion: 3, mutationId: randomUUID() }))).toEqual({ id: first.id });
  });

  test('the same mutationId twice creates one banner and answers the same', async () => {
    const body = { title: 'Una vez', startsAt: at(120), endsAt: at(121), mutationId: randomUUID() };
    const first = expectOk(await save(body));
    expect(expectOk(await save(body))).toEqual(first);
    const made = (await list()).rows.filter((b) => b.title === 'Una vez');
    expect(made).toHaveLength(1);
    expectOk(await remove(made[0]!));
  });
});

describe('refused, named, nothing changed', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an end before the start', { startsAt: at(130), endsAt: at(129) }, 'endsAt:banner_window'],
    ['an end equal to the start', { startsAt: at(130), endsAt: at(130) }, 'endsAt:banner_window'],
    ['a link that is neither https nor an app path', { link: 'http://example.com' }, 'link:banner_link'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link:banner_link'],
    ['a protocol-relative link', { link: '//evil.example' }, 'link:banner_link'],
    ['an active banner without an image', { imageKey: null }, 'imageKey:banner_image'],
    ['an image of another company', { imageKey: 'COMPANY_2_IMAGE' }, 'imageKey:image_key'],
    ['an image key that is not a content image', { imageKey: 'products/1/abc' }, 'imageKey:image_key'],
    ['show every 0 days', { everyDays: 0 }, 'everyDays:too_small'],
    ['show every 366 days', { everyDays: 366 }, 'everyDays:too_big'],
    ['an unknown audience', { audience: 'vip' }, 'audience:invalid_value'],
    ['a start that is not an instant', { startsAt: '2030-01-01' }, 'startsAt:invalid_format'],
  ];
  test.each(cases)('%s', async (_name, body, campo) => {
    const before = await dataFingerprint();
    const answer = await save(body['imageKey'] === 'COMPANY_2_IMAGE' ? { ...body, imageKey: imageKey(2) } : body);
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: [campo] });
    expect(answer.json.mensaje?.length).toBeGreaterThan(10);
    expect(await dataFingerprint()).toBe(before);
  });

  test('an inactive banner may be saved without an image (a draft)', async () => {
    const draft = await create({ title: 'Borrador', imageKey: null, active: false });
    expect(draft).toMatchObject({ imageKey: null, imageUrl: null, active: false });
    expectOk(await remove(draft));
  });
});

describe('one banner per store at a time', () => {
  test('an overlapping active banner is refused naming the other; touching windows, inactive ones and other stores are fine', async () => {
    const navidad = await create({ title: 'Navidad', startsAt: at(200), endsAt: at(203) });
    const before = await dataFingerprint();
    for (const [from, to] of [
      [199, 201],
      [202, 204],
      [201, 202],
      [150, 250],
    ] as const) {
      const answer = await save({ title: 'Choque', startsAt: at(from), endsAt: at(to) });
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['startsAt:banner_overlap'] });
      expect(answer.json.mensaje).toContain('«Navidad»');
      expect(answer.json.detalle).toMatchObject({ reason: 'banner_overlap', banner: { id: navidad.id, title: 'Navidad' } });
    }
    expect(await dataFingerprint()).toBe(before);
    // Before and after (touching ends), an inactive one on the same days, another company's store on the same days.
    const dayBefore = await create({ title: 'Antes', startsAt: at(199), endsAt: at(200) });
    const dayAfter = await create({ title: 'Después', startsAt: at(203), endsAt: at(204) });
    const inactive = await create({ title: 'Inactivo', startsAt: at(200), endsAt: at(203), active: false });
    // Switching the inactive one on is refused like a new one.
    expect(refusal(await save({ id: inactive.id, baseVersion: 1, title: 'Inactivo', startsAt: at(200), endsAt: at(203), active: true }))).toEqual({
      bOk: false,
      codigo: 'VALIDATION',
      campos: ['startsAt:banner_overlap'],
    });
    const elsewhere = await create({ title: 'Navidad', startsAt: at(200), endsAt: at(203) }, 2);
    for (const b of [navidad, dayBefore, dayAfter, inactive]) expectOk(await remove(b));
    expectOk(await remove(elsewhere, 2));
  });

  test('saves racing for overlapping windows of one store: exactly one is stored', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => save({ title: `Carrera ${i}`, startsAt: at(300), endsAt: at(301 + i) })));
    expect(answers.filter((a) => a.json.bOk)).toHaveLength(1);
    expect(answers.filter((a) => !a.json.bOk).map((a) => a.json.errores?.[0]?.codigo)).toEqual(Array(5).fill('banner_overlap'));
    const stored = (await list()).rows.filter((b) => b.title.startsWith('Carrera'));
    expect(stored).toHaveLength(1);
    expectOk(await remove(stored[0]!));
  });
});

describe('nothing of another company', () => {
  test('another company’s store, banner or image is answered as if it did not exist, nothing changed', async () => {
    const theirs = await create({ title: 'Ajeno', startsAt: at(400), endsAt: at(401) }, 2);
    const before = await dataFingerprint();
    expect((await save({ tiendaId: company(2).storeId, imageKey: imageKey(1), startsAt: at(400), endsAt: at(401) })).json.codigo).toBe('NOT_FOUND');
    expect((await save({ id: theirs.id, baseVersion: 1, startsAt: at(400), endsAt: at(401) })).json.codigo).toBe('NOT_FOUND');
    expect((await sa(DELETE, { id: theirs.id, baseVersion: 1, mutationId: randomUUID() })).json.codigo).toBe('NOT_FOUND');
    expect((await sa(LIST, { tiendaId: company(2).storeId })).json.codigo).toBe('NOT_FOUND');
    expect((await list()).rows.map((b) => b.id)).not.toContain(theirs.id);
    // The shop of company 1 cannot read company 2's store, nor ask about its customer.
    expect((await t.call(SHOP, { tiendaId: company(2).storeId }, { token: t.tokens['PS@1']! })).json.codigo).toBe('NOT_FOUND');
    expect((await t.call(SHOP, { tiendaId: company().storeId, idCliente: company(2).customerId }, { token: t.tokens['PS@1']! })).json.codigo).toBe('NOT_FOUND');
    expect(await dataFingerprint()).toBe(before);
    expectOk(await remove(theirs, 2));
  });
});

describe('the shop’s banner', () => {
  test('shown only within its window, and only while active', async () => {
    const now = FIXTURE_NOW.getTime();
    const HOUR = DAY / 24;
    const hours = (n: number) => new Date(now + n * HOUR).toISOString();
    const later = await create({ title: 'Pronto', startsAt: hours(1), endsAt: hours(2), link: '/tienda-cliente' });
    expect(await shop({})).toBeNull();
    t.clock.set(new Date(now + 1.5 * HOUR));
    try {
      expect(await shop({})).toEqual({ id: later.id, version: 1, title: 'Pronto', imageUrl: later.imageUrl, link: '/tienda-cliente', everyDays: 3, endsAt: hours(2) });
      // Switched off: gone at once (the edit bumps the cache).
      const off = await create({ id: later.id, baseVersion: 1, title: 'Pronto', startsAt: hours(1), endsAt: hours(2), active: false });
      expect(await shop({})).toBeNull();
      await create({ id: later.id, baseVersion: off.version, title: 'Pronto', startsAt: hours(1), endsAt: hours(2), active: true });
      expect((await shop({}))?.id).toBe(later.id);
      // Its end is not part of it.
      t.clock.set(new Date(now + 2 * HOUR));
      expect(await shop({})).toBeNull();
    } finally {
      t.clock.set(FIXTURE_NOW);
    }
    const [current] = (await list()).rows.filter((b) => b.id === later.id);
    expectOk(await remove(current!));
  });

  test('audience: new customers (no order yet), returning ones (ordered before), nobody known sees only "all"', async () => {
    const fresh = await newCustomer();
    const returning = company().customerId;
    const outcome: Record<string, Array<string | null>> = {};
    let current: IntrusiveBanner | null = null;
    for (const audience of ['all', 'new', 'returning'] as const) {
      current = await create(current ? { id: current.id, baseVersion: current.version, audience, title: audience, startsAt: at(-1), endsAt: at(1) } : { audience, title: audience, startsAt: at(-1), endsAt: at(1) });
      outcome[audience] = [(await shop({}))?.title ?? null, (await shop({ idCliente: fresh }))?.title ?? null, (await shop({ idCliente: returning }))?.title ?? null];
    }
    expect(outcome).toEqual({ all: ['all', 'all', 'all'], new: [null, 'new', null], returning: [null, null, 'returning'] });
    expectOk(await remove(current!));
  });

  test('the company’s other store is not shown this store’s banner', async () => {
    const [other] = await t.database.query<{ id: number }>(`INSERT INTO stores (company_id, name) VALUES ($1, 'Otra tienda') RETURNING id`, [company().id]);
    const here = await create({ title: 'Aquí', startsAt: at(-1), endsAt: at(1) });
    expect((await shop({}))?.id).toBe(here.id);
    expect(await shop({ tiendaId: other!.id }, t.tokens.SA!)).toBeNull();
    expectOk(await remove(here));
  });
});
