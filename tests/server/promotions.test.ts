/**
 * Promotions (/promocodes, /promotarjetas, issue 18 §2): promo codes and card promotions created, listed with their
 * state, edited at the version read (once per mutationId), switched on and off, and their uses read; every field
 * rule refused with the field named and nothing changed; codes unique per company and kind ignoring case; a total
 * limit never below the uses counted; each kind held to its own screen; other companies' records NOT_FOUND.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CALLS, type CallPath } from '../../contract/calls';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { ROLE_SCREENS, type Screen } from '../../contract/screens';
import { promoGetData, promoListData, promoSaveData, promoSetActiveData, promoUsesData, type PromotionDetail } from '../../contract/schemas/promotions';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLES } from './helpers/samples';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: CallPath, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });

let counter = 0;
/** A call by the company 1 user of `role`. */
const as = (role: RoleCode, path: CallPath, body: Record<string, unknown>) => t.call(path, body, { token: t.tokens[`${role}@1`]! });
const freshCode = (prefix = 'PROMO') => `${prefix}${++counter}${randomUUID().slice(0, 4).toUpperCase()}`;
const NOW = () => t.clock.now().getTime();
const iso = (offsetDays: number) => new Date(NOW() + offsetDays * 86_400_000).toISOString();

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'code',
    code: freshCode(),
    description: 'Diez por ciento de bienvenida',
    discountKind: 'percent',
    value: 1000,
    startsAt: iso(-1),
    endsAt: null,
    totalLimit: null,
    perCustomerLimit: null,
    minOrderCents: 0,
    productIds: [],
    categoryIds: [],
    binRangeIds: [],
    active: true,
    mutationId: randomUUID(),
    ...overrides,
  };
}
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa('/Promo/Save', body, n);
const create = async (overrides: Record<string, unknown> = {}, n: 1 | 2 = 1): Promise<PromotionDetail> => promoSaveData.parse(expectOk(await save(form(overrides), n))).promotion;
const list = async (kind: 'code' | 'card', extra: Record<string, unknown> = {}, n: 1 | 2 = 1) => promoListData.parse(expectOk(await sa('/Promo/List', { kind, ...extra }, n))).rows;

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

async function insertBinRange(n: 1 | 2, from: string, to: string, bank: string, brand: string): Promise<number> {
  const low = Number(from.padEnd(8, '0'));
  const high = Number(to.padEnd(8, '9'));
  const [row] = await t.database.query<{ id: number }>('INSERT INTO bin_ranges (company_id, bin_from, bin_to, low, high, bank, brand) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id', [
    company(n).id,
    from,
    to,
    low,
    high,
    bank,
    brand,
  ]);
  return row!.id;
}

let pichincha = 0;
let otherCompanyRange = 0;
beforeAll(async () => {
  pichincha = await insertBinRange(1, '454545', '454599', 'Banco Pichincha', 'Visa');
  otherCompanyRange = await insertBinRange(2, '515151', '515199', 'Banco del Valle', 'Mastercard');
});

describe('promo codes: create, list, edit', () => {
  test('a new code is listed with its value, window, uses and state; found by code or description, ignoring case', async () => {
    const created = await create({ code: '  Hola10  ', description: 'Campaña de noviembre', totalLimit: 10, perCustomerLimit: 1, minOrderCents: 3000, categoryIds: [company().picking.categoryIds.grains] });
    expect(created).toMatchObject({ kind: 'code', code: 'Hola10', description: 'Campaña de noviembre', discountKind: 'percent', value: 1000, totalLimit: 10, perCustomerLimit: 1, minOrderCents: 3000, usedCount: 0, state: 'active', version: 1, updatedByName: 'Super Admin' });
    expect(created.categoryIds).toEqual([company().picking.categoryIds.grains]);
    expect((await list('code', { q: 'hola1' })).map((row) => row.id)).toEqual([created.id]);
    expect((await list('code', { q: 'NOVIEMBRE' })).map((row) => row.id)).toEqual([created.id]);
    // Not among the card promotions, nor in the other company.
    expect((await list('card', { q: 'hola1' })).length).toBe(0);
    expect((await list('code', { q: 'hola1' }, 2)).length).toBe(0);
    const got = promoGetData.parse(expectOk(await sa('/Promo/Get', { kind: 'code', promotionId: created.id })));
    expect(got.promotion?.code).toBe('Hola10');
    expect(got.currency).toBe('USD');
    expect(got.binRangeOptions).toEqual([]);
    expect(got.categoryOptions.map((c) => c.id)).toContain(company().picking.categoryIds.grains);
  });

  test('the state and the filters: scheduled, ended, used up, inactive, current', async () => {
    const tag = freshCode('EST');
    const current = await create({ code: `${tag}A` });
    const scheduled = await create({ code: `${tag}B`, startsAt: iso(2) });
    const ended = await create({ code: `${tag}C`, startsAt: iso(-10), endsAt: iso(-1) });
    const usedUp = await create({ code: `${tag}D`, totalLimit: 2 });
    await t.database.query('UPDATE promotions SET used_count = 2 WHERE id = $1', [usedUp.id]);
    const off = await create({ code: `${tag}E`, active: false });
    const states = Object.fromEntries((await list('code', { q: tag })).map((row) => [row.code, `${row.state} ${row.usedCount}/${row.totalLimit ?? '∞'}`]));
    expect(states).toEqual({ [`${tag}A`]: 'active 0/∞', [`${tag}B`]: 'scheduled 0/∞', [`${tag}C`]: 'ended 0/∞', [`${tag}D`]: 'used_up 2/2', [`${tag}E`]: 'inactive 0/∞' });
    const ids = async (filter: string) => (await list('code', { q: tag, filter })).map((row) => row.id).toSorted((a, b) => a - b);
    expect(await ids('current')).toEqual([current.id]);
    expect(await ids('ended')).toEqual([ended.id, usedUp.id]);
    expect(await ids('inactive')).toEqual([off.id]);
    expect(await ids('active')).toEqual([current.id, scheduled.id, ended.id, usedUp.id]);
  });

  test('edit at the version read: fields replaced, version up; a stale version is refused with the current record and who saved it', async () => {
    const created = await create();
    const edited = promoSaveData.parse(
      expectOk(await save(form({ promotionId: created.id, baseVersion: 1, code: created.code, discountKind: 'fixed', value: 500, totalLimit: 100, perCustomerLimit: 1, productIds: [company().picking.products.rice] }))),
    );
    expect(edited).toMatchObject({ created: false, promotion: { discountKind: 'fixed', value: 500, totalLimit: 100, perCustomerLimit: 1, version: 2, productIds: [company().picking.products.rice] } });
    const before = await dataFingerprint();
    const stale = await save(form({ promotionId: created.id, baseVersion: 1, code: created.code, value: 700 }));
    expect(refusal(stale)).toEqual({ bOk: false, codigo: 'STALE_VERSION', campos: [] });
    expect(stale.json.detalle).toMatchObject({ current: { id: created.id, value: 500, version: 2 }, changedBy: 'Super Admin' });
    expect(await dataFingerprint()).toBe(before);
  });

  test('exactly once per mutationId; the same id with another body is refused', async () => {
    const body = form();
    const first = promoSaveData.parse(expectOk(await save(body)));
    const again = promoSaveData.parse(expectOk(await save(body)));
    expect(again.promotion.id).toBe(first.promotion.id);
    const [count] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions WHERE code = $1', [body['code']]);
    expect(count!.n).toBe(1);
    expect((await save({ ...body, code: freshCode() })).json.codigo).toBe('CONFLICT');
  });

  test('switched off and on at the version read; a stale switch is refused', async () => {
    const created = await create();
    const off = promoSetActiveData.parse(expectOk(await sa('/Promo/SetActive', { kind: 'code', promotionId: created.id, baseVersion: 1, active: false, mutationId: randomUUID() })));
    expect(off.promotion).toMatchObject({ active: false, state: 'inactive', version: 2 });
    const stale = await sa('/Promo/SetActive', { kind: 'code', promotionId: created.id, baseVersion: 1, active: true, mutationId: randomUUID() });
    expect(refusal(stale)).toEqual({ bOk: false, codigo: 'STALE_VERSION', campos: [] });
    const on = promoSetActiveData.parse(expectOk(await sa('/Promo/SetActive', { kind: 'code', promotionId: created.id, baseVersion: 2, active: true, mutationId: randomUUID() })));
    expect(on.promotion).toMatchObject({ active: true, state: 'active', version: 3 });
  });
});

describe('rules', () => {
  test('every field rule refused at its field; nothing changes', async () => {
    const existing = await create();
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: '  ' }, 'code:required'],
      [{ code: 'AB' }, 'code:code_length'],
      [{ code: 'X'.repeat(41) }, 'code:code_length'],
      [{ code: 'DESCUENTO 5' }, 'code:code_chars'],
      [{ code: 'AÑO2026' }, 'code:code_chars'],
      [{ code: existing.code.toLowerCase() }, 'code:code_taken'],
      [{ description: 'x'.repeat(301) }, 'description:description_too_long'],
      [{ discountKind: 'percent', value: 0 }, 'value:percent_range'],
      [{ discountKind: 'percent', value: 10_001 }, 'value:percent_range'],
      [{ discountKind: 'fixed', value: 0 }, 'value:fixed_positive'],
      [{ discountKind: 'free_shipping', value: 100 }, 'value:free_shipping_value'],
      [{ startsAt: iso(1), endsAt: iso(1) }, 'endsAt:window_order'],
      [{ startsAt: iso(2), endsAt: iso(1) }, 'endsAt:window_order'],
      [{ totalLimit: 0 }, 'totalLimit:limit_positive'],
      [{ perCustomerLimit: 0 }, 'perCustomerLimit:limit_positive'],
      [{ binRangeIds: [pichincha] }, 'binRangeIds:bins_card_only'],
      [{ productIds: [company(2).picking.products.rice] }, 'productIds:not_found'],
      [{ categoryIds: [company(2).picking.categoryIds.grains] }, 'categoryIds:not_found'],
      [{ promotionId: existing.id, code: existing.code }, 'baseVersion:required'],
    ];
    for (const [patch, campo] of cases) {
      const answer = await save(form(patch));
      expect({ patch, ...refusal(answer) }).toEqual({ patch, bOk: false, codigo: 'VALIDATION', campos: [campo] });
      expect(answer.json.mensaje?.length ?? 0).toBeGreaterThan(5);
    }
    for (const patch of [{ value: -1 }, { minOrderCents: -5 }, { discountKind: 'bogo' }, { kind: 'gift' }, { startsAt: 'mañana' }, { extra: 1 }]) {
      expect({ patch, codigo: (await save(form(patch))).json.codigo }).toEqual({ patch, codigo: 'VALIDATION' });
    }
    const noCompany = await t.call('/Promo/Save', form(), { token: t.tokens.SA! });
    expect(refusal(noCompany)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
    expect(await dataFingerprint()).toBe(before);
  });

  test('a code is unique per company and kind, ignoring case: the other kind and the other company may use it', async () => {
    const code = freshCode('DUP');
    await create({ code });
    const dup = await save(form({ code: code.toLowerCase() }));
    expect(refusal(dup)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['code:code_taken'] });
    expect(dup.json.mensaje).toContain(code.toLowerCase());
    await create({ code, kind: 'card', binRangeIds: [pichincha] });
    await create({ code }, 2);
  });

  test('the total limit of an edit may not go below the uses already counted', async () => {
    const created = await create({ totalLimit: 10 });
    await t.database.query('UPDATE promotions SET used_count = 5 WHERE id = $1', [created.id]);
    const before = await dataFingerprint();
    const below = await save(form({ promotionId: created.id, baseVersion: 1, code: created.code, totalLimit: 4 }));
    expect(refusal(below)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['totalLimit:limit_below_used'] });
    expect(below.json.detalle).toMatchObject({ usedCount: 5 });
    expect(await dataFingerprint()).toBe(before);
    const atUsed = promoSaveData.parse(expectOk(await save(form({ promotionId: created.id, baseVersion: 1, code: created.code, totalLimit: 5 })))).promotion;
    expect(atUsed).toMatchObject({ totalLimit: 5, usedCount: 5, state: 'used_up' });
  });
});

describe('card promotions', () => {
  test('need at least one of the company BIN ranges; the form offers only the company ranges', async () => {
    const before = await dataFingerprint();
    expect(refusal(await save(form({ kind: 'card', binRangeIds: [] })))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['binRangeIds:bins_required'] });
    expect(refusal(await save(form({ kind: 'card', binRangeIds: [otherCompanyRange] })))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['binRangeIds:not_found'] });
    expect(await dataFingerprint()).toBe(before);
    const card = await create({ kind: 'card', code: 'Pichincha Visa', binRangeIds: [pichincha, pichincha] });
    expect(card).toMatchObject({ kind: 'card', binRangeIds: [pichincha] });
    const options = promoGetData.parse(expectOk(await sa('/Promo/Get', { kind: 'card' }))).binRangeOptions;
    expect(options.map((o) => `${o.id} ${o.bank} ${o.brand} ${o.binFrom}-${o.binTo}`)).toEqual([`${pichincha} Banco Pichincha Visa 454545-454599`]);
    expect((await list('card', { q: 'pichincha' })).map((row) => row.id)).toEqual([card.id]);
  });

  test('a record of the other kind is NOT_FOUND, answered as one that does not exist', async () => {
    const card = await create({ kind: 'card', code: freshCode('CARD'), binRangeIds: [pichincha] });
    const asCode = await sa('/Promo/Get', { kind: 'code', promotionId: card.id });
    const ghost = await sa('/Promo/Get', { kind: 'code', promotionId: 999_999 });
    expect(refusal(asCode)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(asCode.json).toEqual(ghost.json);
    expect((await sa('/Promo/SetActive', { kind: 'code', promotionId: card.id, baseVersion: 1, active: false, mutationId: randomUUID() })).json.codigo).toBe('NOT_FOUND');
    expect((await sa('/Promo/Uses', { kind: 'code', promotionId: card.id })).json.codigo).toBe('NOT_FOUND');
  });
});

describe('uses', () => {
  test('the orders that used it: number, customer, discount, newest first, a page at a time', async () => {
    const created = await create();
    const orderIds = company().orderIds.slice(0, 3);
    for (const [i, orderId] of orderIds.entries()) {
      await t.database.query('INSERT INTO promotion_uses (promotion_id, company_id, customer_id, order_id, discount_cents, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        created.id,
        company().id,
        company().customerId,
        orderId,
        100 * (i + 1),
        new Date(NOW() - (3 - i) * 60_000),
      ]);
    }
    const [expected] = await t.database.query<{ number: string; name: string }>('SELECT o.number, c.name FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = $1', [orderIds[2]]);
    const first = promoUsesData.parse(expectOk(await sa('/Promo/Uses', { kind: 'code', promotionId: created.id, limit: 2 })));
    expect(first.rows.map((row) => ({ orderId: row.orderId, discountCents: row.discountCents }))).toEqual([
      { orderId: orderIds[2], discountCents: 300 },
      { orderId: orderIds[1], discountCents: 200 },
    ]);
    expect(first.rows[0]).toMatchObject({ orderNumber: expected!.number, customerName: expected!.name, customerId: company().customerId });
    const rest = promoUsesData.parse(expectOk(await sa('/Promo/Uses', { kind: 'code', promotionId: created.id, limit: 2, beforeId: first.nextBeforeId })));
    expect({ orders: rest.rows.map((row) => row.orderId), next: rest.nextBeforeId }).toEqual({ orders: [orderIds[0]], next: null });
  });
});

describe('access', () => {
  const PROMO_CALLS: CallPath[] = ['/Promo/List', '/Promo/Get', '/Promo/Save', '/Promo/SetActive', '/Promo/Uses'];

  test('every promotion call as every role: SA only (the only role with these screens); nothing changes when refused', async () => {
    for (const path of PROMO_CALLS) {
      for (const role of ROLE_CODES) {
        const user = t.user(role);
        const body = SAMPLES[path]({ t, userId: user.id, email: user.email, unique: `${role}-${++counter}` });
        const token = await t.tokenFor(role);
        const before = await t.fingerprint();
        const answer = await t.call(path, body, { token });
        const unchanged = (await t.fingerprint()) === before;
        // SA's samples reach the handler (switching and uses name a promotion that does not exist); the rest are refused.
        const expected = role !== 'SA' ? 'FORBIDDEN' : path === '/Promo/SetActive' || path === '/Promo/Uses' ? 'NOT_FOUND' : 'OK';
        expect({ path, role, codigo: answer.json.codigo ?? 'OK', unchanged: role === 'SA' || unchanged }).toEqual({ path, role, codigo: expected, unchanged: true });
      }
    }
    expect(PROMO_CALLS.every((path) => CALLS[path].access.kind === 'screens')).toBe(true);
  });

  describe('a role with only one of the two screens reaches only that kind', () => {
    // This file alone: AD gets the promo code screen, GE the card promotion one (no role has just one in spec §6).
    const screens = ROLE_SCREENS as Record<RoleCode, readonly Screen[]>;
    const original = { AD: screens.AD, GE: screens.GE };
    beforeAll(() => {
      screens.AD = [...original.AD, 'promocodes'];
      screens.GE = [...original.GE, 'promotarjetas'];
    });
    afterAll(() => {
      screens.AD = original.AD;
      screens.GE = original.GE;
    });

    test('codes for the promo code screen, cards for the card one; the other kind FORBIDDEN and unchanged', async () => {
      const code = await create();
      const card = await create({ kind: 'card', code: freshCode('CARD'), binRangeIds: [pichincha] });
      // AD: promo codes only, held to company 1.
      expect((await as('AD', '/Promo/List', { kind: 'code', q: code.code })).json.bOk).toBe(true);
      const before = await dataFingerprint();
      for (const [path, body] of [
        ['/Promo/List', { kind: 'card' }],
        ['/Promo/Get', { kind: 'card', promotionId: card.id }],
        ['/Promo/Save', form({ kind: 'card', binRangeIds: [pichincha] })],
        ['/Promo/SetActive', { kind: 'card', promotionId: card.id, baseVersion: 1, active: false, mutationId: randomUUID() }],
        ['/Promo/Uses', { kind: 'card', promotionId: card.id }],
      ] as const) {
        expect({ path, codigo: (await as('AD', path, body)).json.codigo }).toEqual({ path, codigo: 'FORBIDDEN' });
      }
      expect(await dataFingerprint()).toBe(before);
      const adSaved = promoSaveData.parse(expectOk(await as('AD', '/Promo/Save', form()))).promotion;
      expect(adSaved.companyId).toBe(company().id);
      // GE: card promotions only.
      expect(promoGetData.parse(expectOk(await as('GE', '/Promo/Get', { kind: 'card', promotionId: card.id }))).promotion?.id).toBe(card.id);
      expect((await as('GE', '/Promo/Get', { kind: 'code', promotionId: code.id })).json.codigo).toBe('FORBIDDEN');
      expect((await as('GE', '/Promo/List', { kind: 'code' })).json.codigo).toBe('FORBIDDEN');
    });

    test('held to their own company: another company named, or its records, are NOT_FOUND', async () => {
      const theirs = await create({}, 2);
      const token = t.tokens['AD@1']!;
      const before = await dataFingerprint();
      expect((await t.call('/Promo/List', { kind: 'code', empresaId: company(2).id }, { token })).json.codigo).toBe('NOT_FOUND');
      expect((await t.call('/Promo/Get', { kind: 'code', promotionId: theirs.id }, { token })).json.codigo).toBe('NOT_FOUND');
      expect((await t.call('/Promo/Uses', { kind: 'code', promotionId: theirs.id }, { token })).json.codigo).toBe('NOT_FOUND');
      expect((await t.call('/Promo/SetActive', { kind: 'code', promotionId: theirs.id, baseVersion: 1, active: false, mutationId: randomUUID() }, { token })).json.codigo).toBe('NOT_FOUND');
      const edit = await t.call('/Promo/Save', { ...form({ promotionId: theirs.id, baseVersion: 1, code: theirs.code }) }, { token });
      expect(edit.json.codigo).toBe('NOT_FOUND');
      expect(await dataFingerprint()).toBe(before);
      // Their list never shows company 2's promotion.
      const rows = promoListData.parse(expectOk(await t.call('/Promo/List', { kind: 'code', q: theirs.code }, { token }))).rows;
      expect(rows).toEqual([]);
    });
  });

  test('SA naming company 1 does not reach company 2 records', async () => {
    const theirs = await create({}, 2);
    expect((await sa('/Promo/Get', { kind: 'code', promotionId: theirs.id }, 1)).json.codigo).toBe('NOT_FOUND');
    expect(refusal(await t.call('/Promo/List', { kind: 'code' }, { token: t.tokens.SA! }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
  });
});
