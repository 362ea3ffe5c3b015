/**
 * Issue 18 §2, card BIN ranges: `binRangesCovering` (the pricing call's card promotions) and the `/Bin/*` calls of
 * /bines: who reaches them, company isolation, the 6–8 digit and order rules, overlap (equal, inside, touching ends,
 * different lengths, inactive ranges, concurrent saves), versions, deactivation and delete while promotions use a range.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { binSpan } from '../../contract/bin-range';
import type { CallPath } from '../../contract/calls';
import { ROLE_CODES } from '../../contract/roles';
import { binListData, binSaveData, binSetActiveData, type BinRange } from '../../contract/schemas/bins';
import { binRangesCovering } from '../../server/selling/bin-ranges';
import { expectOk } from './helpers/picking-helpers';
import { SAMPLES, SAMPLE_REFUSALS } from './helpers/samples';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const BIN_CALLS: CallPath[] = ['/Bin/List', '/Bin/Save', '/Bin/SetActive', '/Bin/Delete'];

/** A range straight in the table (for the service's tests, independent of the calls). */
async function insertRange(companyId: number, binFrom: string, binTo: string, active = true, bank = 'Banco Test', brand = 'Visa'): Promise<number> {
  const { low, high } = binSpan(binFrom, binTo);
  const [row] = await t.database.query<{ id: number }>('INSERT INTO bin_ranges (company_id, bin_from, bin_to, low, high, bank, brand, active) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id', [
    companyId,
    binFrom,
    binTo,
    low,
    high,
    bank,
    brand,
    active,
  ]);
  return row!.id;
}

/** A card promotion of the company naming the ranges. */
async function cardPromotion(companyId: number, code: string, binRangeIds: number[], active = true): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO promotions (company_id, kind, code, discount_kind, value, starts_at, bin_range_ids, active)
     VALUES ($1, 'card', $2, 'percent', 1000, '2026-11-01T00:00:00Z', $3::int[], $4) RETURNING id`,
    [companyId, code, binRangeIds, active],
  );
  return row!.id;
}

async function clean(): Promise<void> {
  await t.database.query("DELETE FROM promotions WHERE kind = 'card'");
  await t.database.query('DELETE FROM bin_ranges');
}
afterEach(clean);

/**
 * A hash of the ranges and promotions: equal before and after means a refused change changed nothing (its refusal is
 * stored in idempotency_records on purpose, so the whole database's fingerprint would differ).
 */
async function rangesFingerprint(): Promise<string> {
  const rows = await t.database.query<{ h: string }>(
    `SELECT md5(coalesce((SELECT string_agg(x::text, '|' ORDER BY x.id) FROM bin_ranges x), '') || '#' || coalesce((SELECT string_agg(p::text, '|' ORDER BY p.id) FROM promotions p), '')) AS h`,
  );
  return rows[0]!.h;
}

function call(path: CallPath, body: Record<string, unknown>, key = 'SA'): Promise<Answer> {
  return t.call(path, { empresaId: company().id, ...body }, { token: t.tokens[key]! });
}

async function save(body: Record<string, unknown>, key = 'SA'): Promise<Answer> {
  return call(
    '/Bin/Save',
    {
      bank: 'Banco Pichincha',
      brand: 'Visa',
      mutationId: crypto.randomUUID(),
      ...body,
    },
    key,
  );
}

async function created(binFrom: string, binTo: string, bank = 'Banco Pichincha', brand = 'Visa'): Promise<BinRange> {
  return binSaveData.parse(expectOk(await save({ binFrom, binTo, bank, brand }))).range;
}

async function list(body: Record<string, unknown> = {}) {
  return binListData.parse(expectOk(await call('/Bin/List', body)));
}

describe('binRangesCovering', () => {
  test("answers the company's active ranges containing the card BIN, at every length from 6 to 8 digits", async () => {
    const visa = await insertRange(company().id, '411111', '411111');
    const diners = await insertRange(company().id, '3600000', '3699999', true, 'Diners Club', 'Diners');
    const narrow = await insertRange(company().id, '52000010', '52000020', true, 'Banco Angosto', 'Mastercard');
    await insertRange(company().id, '422222', '422222', false);
    const other = await insertRange(company(2).id, '433333', '433333');
    const db = t.database.db;
    expect(await binRangesCovering(db, company().id, '411111')).toEqual([visa]);
    expect(await binRangesCovering(db, company().id, '4111119')).toEqual([visa]);
    expect(await binRangesCovering(db, company().id, '41111199')).toEqual([visa]);
    expect(await binRangesCovering(db, company().id, '36999999')).toEqual([diners]);
    expect(await binRangesCovering(db, company().id, '360000')).toEqual([diners]);
    expect(await binRangesCovering(db, company().id, '52000015')).toEqual([narrow]);
    // A 6-digit BIN stands for 52000000–52009999: more than the narrow range holds.
    expect(await binRangesCovering(db, company().id, '520000')).toEqual([]);
    // Inactive, another company's, outside every range, or not a BIN: nothing.
    expect(await binRangesCovering(db, company().id, '422222')).toEqual([]);
    expect(await binRangesCovering(db, company().id, '433333')).toEqual([]);
    expect(await binRangesCovering(db, company(2).id, '433333')).toEqual([other]);
    expect(await binRangesCovering(db, company().id, '411112')).toEqual([]);
    for (const notBin of ['41111', '411111999', '4111a1', '', "411111' OR '1'='1"]) expect(await binRangesCovering(db, company().id, notBin)).toEqual([]);
  });
});

describe('who reaches /Bin/*', () => {
  for (const path of BIN_CALLS) {
    test(`${path}: SA reaches it; every other role is refused and nothing changes`, async () => {
      const outcomes: Array<{ role: string; codigo: string | null; unchanged: boolean }> = [];
      for (const role of ROLE_CODES) {
        const key = role === 'SA' ? 'SA' : `${role}@1`;
        const body = SAMPLES[path]({
          t,
          userId: t.user(role).id,
          email: t.user(role).email,
          unique: `${path}-${role}`,
        });
        const before = await t.fingerprint();
        const answer = await t.call(path, body, { token: t.tokens[key]! });
        outcomes.push({ role, codigo: answer.json.codigo ?? null, unchanged: role === 'SA' || (await t.fingerprint()) === before });
      }
      // SA reaches the handler (the sample's own refusal, if it has one); the rest are refused before it.
      expect(outcomes).toEqual(ROLE_CODES.map((role) => ({ role, codigo: role === 'SA' ? (SAMPLE_REFUSALS[path] ?? null) : 'FORBIDDEN', unchanged: true })));
    });
  }

  test('SA must name the company', async () => {
    const answer = await t.call('/Bin/List', {}, { token: t.tokens['SA']! });
    expect(answer.json.codigo).toBe('VALIDATION');
    expect(answer.json.errores?.[0]?.campo).toBe('empresaId');
  });
});

describe('/Bin/Save and /Bin/List', () => {
  test('creates a range: padded ends, who changed it, no promotions; the list finds it by bank, brand and BIN', async () => {
    const [sa] = await t.database.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [t.user('SA').id]);
    const saName = sa!.name;
    const answer = await save({ binFrom: '454545', binTo: '454545' });
    expect(answer.json.mensaje).toBe('Rango creado.');
    const range = binSaveData.parse(expectOk(answer)).range;
    expect(range).toMatchObject({
      binFrom: '454545',
      binTo: '454545',
      low: 45_454_500,
      high: 45_454_599,
      bank: 'Banco Pichincha',
      brand: 'Visa',
      active: true,
      version: 1,
    });
    expect(range).toMatchObject({
      promotionCount: 0,
      activePromotionCount: 0,
      updatedByName: saName,
    });
    const diners = await created('3600000', '3699999', 'Diners Club', 'Diners');
    await created('55550000', '55559999', 'Banco Guayaquil', 'Mastercard');
    await insertRange(company(2).id, '411111', '411111', true, 'Banco de Otra Empresa');

    const all = await list();
    expect(all.rows.map((r) => r.bank)).toEqual(['Banco Guayaquil', 'Banco Pichincha', 'Diners Club']);
    expect(all.total).toBe(3);
    expect((await list({ q: 'PICHIN' })).rows.map((r) => r.id)).toEqual([range.id]);
    expect((await list({ q: 'master' })).rows.map((r) => r.bank)).toEqual(['Banco Guayaquil']);
    // A BIN finds the range containing it, a card number its first 8 digits, a few digits the ends starting so.
    expect((await list({ q: '36500000' })).rows.map((r) => r.id)).toEqual([diners.id]);
    expect((await list({ q: '4545 4512 3456 7890' })).rows.map((r) => r.id)).toEqual([range.id]);
    expect((await list({ q: '3600' })).rows.map((r) => r.id)).toEqual([diners.id]);
    expect((await list({ q: '411111' })).rows).toEqual([]);
    expect((await list({ active: false })).rows).toEqual([]);
  });

  test('refuses a BIN that is not 6–8 digits or a range whose end is before its start, naming the field; nothing changes', async () => {
    const before = await rangesFingerprint();
    const cases: Array<[string, string, string, string]> = [
      ['45454', '454545', 'binFrom', 'bin_digits'],
      ['454545', '454545123', 'binTo', 'bin_digits'],
      ['45a545', '454545', 'binFrom', 'bin_digits'],
      ['4545 45', '454545', 'binFrom', 'bin_digits'],
      ['', '454545', 'binFrom', 'bin_digits'],
      ['555599', '555500', 'binTo', 'bin_order'],
      ['4545460', '454545', 'binTo', 'bin_order'],
    ];
    const MESSAGES: Record<string, RegExp> = { bin_digits: /de 6 a 8 dígitos/, bin_order: /no puede ser menor/ };
    for (const [binFrom, binTo, campo, codigo] of cases) {
      const answer = await save({ binFrom, binTo });
      expect({
        binFrom,
        binTo,
        codigo: answer.json.codigo,
        issue: answer.json.errores?.[0],
      }).toMatchObject({
        binFrom,
        binTo,
        codigo: 'VALIDATION',
        issue: { campo, codigo },
      });
      expect(answer.json.mensaje).toMatch(MESSAGES[codigo]!);
    }
    expect(await rangesFingerprint()).toBe(before);
  });

  test('refuses an overlapping range (equal, inside, around, touching ends, different lengths, inactive), naming it on the field', async () => {
    await created('454545', '454545');
    await created('55550000', '55559999', 'Banco Guayaquil', 'Mastercard');
    const inactive = await created('600000', '600099', 'Banco Dormido', 'Diners');
    expectOk(
      await call('/Bin/SetActive', {
        binRangeId: inactive.id,
        baseVersion: 1,
        active: false,
        mutationId: crypto.randomUUID(),
      }),
    );
    const before = await rangesFingerprint();
    const clashes: Array<[string, string, string]> = [
      ['454545', '454545', 'Banco Pichincha Visa (454545–454545)'],
      ['45454512', '45454512', 'Banco Pichincha Visa (454545–454545)'],
      ['4545451', '4545459', 'Banco Pichincha Visa (454545–454545)'],
      ['454500', '454599', 'Banco Pichincha Visa (454545–454545)'],
      ['555512', '555512', 'Banco Guayaquil Mastercard (55550000–55559999)'],
      ['55559999', '55560000', 'Banco Guayaquil Mastercard (55550000–55559999)'],
      ['55540000', '55550000', 'Banco Guayaquil Mastercard (55550000–55559999)'],
      ['600050', '600050', 'Banco Dormido Diners (600000–600099)'],
    ];
    for (const [binFrom, binTo, named] of clashes) {
      const answer = await save({ binFrom, binTo, bank: 'Banco Nuevo' });
      expect({
        binFrom,
        binTo,
        codigo: answer.json.codigo,
        issue: answer.json.errores?.[0]?.campo,
        reason: answer.json.detalle?.['reason'],
      }).toEqual({
        binFrom,
        binTo,
        codigo: 'VALIDATION',
        issue: 'binFrom',
        reason: 'bin_overlap',
      });
      expect(answer.json.mensaje).toContain(named);
    }
    expect(await rangesFingerprint()).toBe(before);
    // Neighbours that touch nothing are fine; another company's ranges do not count.
    await created('454544', '454544');
    await created('45454600', '45454699');
    await created('55549999', '55549999');
    await insertRange(company(2).id, '700000', '700000');
    await created('700000', '700000');
  });

  test('concurrent saves of overlapping ranges: exactly one is stored', async () => {
    const answers = await Promise.all(['800000', '800000', '80000050', '8000005', '800000'].map((bin, i) => save({ binFrom: bin, binTo: bin, bank: `Banco ${i}` })));
    expect(answers.map((a) => a.json.codigo ?? 'ok').toSorted()).toEqual(['VALIDATION', 'VALIDATION', 'VALIDATION', 'VALIDATION', 'ok']);
    expect(answers.filter((a) => !a.json.bOk).map((a) => a.json.detalle?.['reason'])).toEqual(['bin_overlap', 'bin_overlap', 'bin_overlap', 'bin_overlap']);
    // Whichever won (they race), it is the only range.
    expect((await list()).total).toBe(1);
  });

  test('an edit needs the version it read: a stale one is refused with the current range; its own range never clashes', async () => {
    const range = await created('454545', '454545');
    const edited = binSaveData.parse(
      expectOk(
        await save({
          binRangeId: range.id,
          baseVersion: 1,
          binFrom: '45454500',
          binTo: '45454599',
          brand: 'Visa Platinum',
        }),
      ),
    );
    expect(edited).toMatchObject({
      created: false,
      range: {
        version: 2,
        binFrom: '45454500',
        brand: 'Visa Platinum',
        low: 45_454_500,
        high: 45_454_599,
      },
    });
    const before = await rangesFingerprint();
    const stale = await save({
      binRangeId: range.id,
      baseVersion: 1,
      binFrom: '454545',
      binTo: '454545',
    });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(stale.json.detalle?.['current']).toMatchObject({
      id: range.id,
      version: 2,
      brand: 'Visa Platinum',
    });
    const missing = await save({
      binRangeId: range.id,
      binFrom: '454545',
      binTo: '454545',
    });
    expect(missing.json.errores?.[0]?.campo).toBe('baseVersion');
    expect(await rangesFingerprint()).toBe(before);
  });

  test('a repeated mutationId stores one range and answers the first result', async () => {
    const body = {
      binFrom: '424242',
      binTo: '424242',
      mutationId: crypto.randomUUID(),
    };
    const first = binSaveData.parse(expectOk(await save(body)));
    const again = binSaveData.parse(expectOk(await save(body)));
    expect(again.range.id).toBe(first.range.id);
    expect((await list()).total).toBe(1);
  });
});

describe('/Bin/SetActive and /Bin/Delete', () => {
  test('deactivating a range an active card promotion uses is allowed and says so; its cards stop matching', async () => {
    const range = await created('454545', '454545');
    await cardPromotion(company().id, 'VISA10', [range.id]);
    await cardPromotion(company().id, 'VISAOFF', [range.id], false);
    expect((await list()).rows[0]).toMatchObject({
      promotionCount: 2,
      activePromotionCount: 1,
    });
    const off = await call('/Bin/SetActive', {
      binRangeId: range.id,
      baseVersion: 1,
      active: false,
      mutationId: crypto.randomUUID(),
    });
    expect(off.json.mensaje).toBe('Rango desactivado. Una promoción de tarjeta activa lo usa: ya no se aplica a estas tarjetas.');
    expect(binSetActiveData.parse(expectOk(off)).range).toMatchObject({
      active: false,
      version: 2,
    });
    expect(await binRangesCovering(t.database.db, company().id, '454545')).toEqual([]);
    const stale = await call('/Bin/SetActive', {
      binRangeId: range.id,
      baseVersion: 1,
      active: true,
      mutationId: crypto.randomUUID(),
    });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    const on = await call('/Bin/SetActive', {
      binRangeId: range.id,
      baseVersion: 2,
      active: true,
      mutationId: crypto.randomUUID(),
    });
    expect(on.json.mensaje).toBe('Rango activado.');
    expect(await binRangesCovering(t.database.db, company().id, '45454511')).toEqual([range.id]);
  });

  test('a range a promotion names is not deleted (deactivate it instead); an unused one is', async () => {
    const used = await created('454545', '454545');
    const unused = await created('3600000', '3699999', 'Diners Club', 'Diners');
    await cardPromotion(company().id, 'VISAOFF', [used.id], false);
    const before = await rangesFingerprint();
    const refused = await call('/Bin/Delete', {
      binRangeId: used.id,
      baseVersion: 1,
      mutationId: crypto.randomUUID(),
    });
    expect(refused.json).toMatchObject({
      bOk: false,
      codigo: 'CONFLICT',
      detalle: { reason: 'bin_in_use', promotionCount: 1 },
    });
    expect(refused.json.mensaje).toBe('No se puede eliminar: lo usan la promoción «VISAOFF». Desactívalo para que deje de aplicarse.');
    expect(await rangesFingerprint()).toBe(before);
    const stale = await call('/Bin/Delete', {
      binRangeId: unused.id,
      baseVersion: 2,
      mutationId: crypto.randomUUID(),
    });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(
      expectOk(
        await call('/Bin/Delete', {
          binRangeId: unused.id,
          baseVersion: 1,
          mutationId: crypto.randomUUID(),
        }),
      ),
    ).toEqual({ binRangeId: unused.id });
    expect((await list()).rows.map((r) => r.id)).toEqual([used.id]);
  });
});

describe('company isolation', () => {
  test("another company's range is not found and unchanged; the list shows only the named company's", async () => {
    const theirs = await insertRange(company(2).id, '454545', '454545', true, 'Banco del Valle');
    const before = await rangesFingerprint();
    for (const [path, body] of [
      [
        '/Bin/Save',
        {
          binRangeId: theirs,
          baseVersion: 1,
          binFrom: '411111',
          binTo: '411111',
          bank: 'X',
          brand: 'Visa',
          mutationId: crypto.randomUUID(),
        },
      ],
      [
        '/Bin/SetActive',
        {
          binRangeId: theirs,
          baseVersion: 1,
          active: false,
          mutationId: crypto.randomUUID(),
        },
      ],
      ['/Bin/Delete', { binRangeId: theirs, baseVersion: 1, mutationId: crypto.randomUUID() }],
    ] as const) {
      expect({ path, codigo: (await call(path, body)).json.codigo }).toEqual({
        path,
        codigo: 'NOT_FOUND',
      });
    }
    expect(await rangesFingerprint()).toBe(before);
    expect((await list()).rows).toEqual([]);
    const mine = await list({ empresaId: company(2).id });
    expect(mine.rows.map((r) => r.bank)).toEqual(['Banco del Valle']);
  });
});
