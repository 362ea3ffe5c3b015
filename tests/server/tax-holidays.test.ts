/**
 * Taxes (issue 18 §1, docs/taxes.md): the company's standard IVA rate, its holiday periods (create, edit at a version,
 * delete), overlapping periods refused with the period named even when two saves race, bad input refused with
 * nothing changed, nothing of another company reachable, and the rate a product is charged on, before, during and
 * after a period (`taxHolidayOn` + `effectiveTaxRate`).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { ROLE_CODES, type RoleCode } from '../../contract/roles';
import { taxHolidayDeleteData, taxHolidayListData, taxHolidaySaveData, taxRateData, type TaxHoliday } from '../../contract/schemas/tax';
import { effectiveTaxRate } from '../../contract/tax-rate';
import { taxHolidayOn } from '../../server/selling/tax-holiday';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const SAVE = '/Configuracion/save/iva_empresa_feriado';
const DELETE = '/Configuracion/delete/iva_empresa_feriado';
const LIST = '/Configuracion/get/iva_empresa_feriado';
const RATE = '/Configuracion/iva';

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const sa = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, { empresaId: company(n).id, ...body }, { token: t.tokens.SA! });
const period = (body: Record<string, unknown>) => ({ nombre: 'Feriado', tasaBp: 0, categoriaIds: [], mutationId: randomUUID(), ...body });
const save = (body: Record<string, unknown>, n: 1 | 2 = 1) => sa(SAVE, period(body), n);
const create = async (body: Record<string, unknown>, n: 1 | 2 = 1): Promise<TaxHoliday> => taxHolidaySaveData.parse(expectOk(await save(body, n))).periodo;
const remove = (p: TaxHoliday, n: 1 | 2 = 1) => sa(DELETE, { id: p.id, baseVersion: p.version, mutationId: randomUUID() }, n);
const list = async (n: 1 | 2 = 1) => taxHolidayListData.parse(expectOk(await sa(LIST, {}, n)));
const refusal = (answer: Answer) => ({ bOk: answer.json.bOk, codigo: answer.json.codigo, campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`) });
const grains = () => company().picking.categoryIds.grains;
const dairy = () => company().picking.categoryIds.dairy;

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

/** The IVA rate company 1 charges a product of these categories with its own rate on `day`. */
async function rateOn(day: string, productRateBp: number, categoryIds: number[]): Promise<number> {
  return effectiveTaxRate(productRateBp, categoryIds, await taxHolidayOn(t.database.db, company().id, day));
}

const roleToken = (role: RoleCode) => (role === 'SA' ? t.tokens.SA! : t.tokens[`${role}@1`]!);

describe('who may call', () => {
  test('the standard rate: SA and the selling roles (CC, PS, SU); the periods: SA only; the others are refused', async () => {
    const outcome: Record<string, string[]> = {};
    for (const role of ROLE_CODES) {
      const body = role === 'SA' ? { empresaId: company().id } : {};
      const answers = [
        await t.call(RATE, body, { token: roleToken(role) }),
        await t.call(LIST, body, { token: roleToken(role) }),
        await t.call(SAVE, { ...body, ...period({ nombre: `Rol ${role}`, desde: '2030-01-01', hasta: '2030-01-01' }) }, { token: roleToken(role) }),
      ];
      outcome[role] = answers.map((a) => (a.json.bOk ? 'ok' : `${a.status} ${a.json.codigo}`));
    }
    const refused = '403 FORBIDDEN';
    const none = [refused, refused, refused];
    const seller = ['ok', refused, refused];
    expect(outcome).toEqual({ SA: ['ok', 'ok', 'ok'], AD: none, CA: none, CC: seller, GE: none, SG: none, SU: seller, DE: none, C: none, PS: seller, PK: none });
    const [made] = (await list()).periodos.filter((p) => p.nombre === 'Rol SA');
    expectOk(await remove(made!));
  });

  test('SA must name a company', async () => {
    for (const path of [RATE, LIST]) expect(refusal(await t.call(path, {}, { token: t.tokens.SA! }))).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['empresaId:required'] });
  });
});

describe('the standard rate and the period in force today', () => {
  test('no period today: the company rate and no holiday; a period covering today is answered, to every selling role', async () => {
    const before = taxRateData.parse(expectOk(await sa(RATE, {})));
    expect(before).toEqual({ empresaId: company().id, ivaBp: 1500, hoy: '2026-11-20', feriado: null });
    await t.database.query('UPDATE companies SET iva_rate_bp = 1200 WHERE id = $1', [company(2).id]);
    expect(taxRateData.parse(expectOk(await sa(RATE, {}, 2))).ivaBp).toBe(1200);

    const today = await create({ nombre: 'Día sin IVA', desde: '2026-11-19', hasta: '2026-11-21', tasaBp: 0, categoriaIds: [grains()] });
    const rule = { id: today.id, nombre: 'Día sin IVA', desde: '2026-11-19', hasta: '2026-11-21', tasaBp: 0, categoriaIds: [grains()] };
    expect(taxRateData.parse(expectOk(await t.call(RATE, {}, { token: t.tokens['PS@1']! }))).feriado).toEqual(rule);
    // Company 2 has no period: its rate is its own.
    expect(taxRateData.parse(expectOk(await t.call(RATE, {}, { token: t.tokens['CC@2']! }))).feriado).toBeNull();
    expectOk(await remove(today));
    expect(taxRateData.parse(expectOk(await sa(RATE, {}))).feriado).toBeNull();
  });
});

describe('creating, listing, editing and deleting', () => {
  test('a period is stored trimmed, listed newest first with its categories’ names and who changed it', async () => {
    const older = await create({ nombre: '  Carnaval  ', desde: '2027-02-15', hasta: '2027-02-16', tasaBp: 800, categoriaIds: [dairy(), grains(), grains()] });
    const newer = await create({ nombre: 'Navidad', desde: '2027-12-24', hasta: '2027-12-25', tasaBp: 0 });
    expect(older).toMatchObject({ nombre: 'Carnaval', desde: '2027-02-15', hasta: '2027-02-16', tasaBp: 800, version: 1, actualizadoPor: 'Super Admin' });
    // Each category once, in id order, with its name.
    expect(older.categoriaIds).toEqual([grains(), dairy()].toSorted((a, b) => a - b));
    expect(older.categorias.map((c) => c.id)).toEqual(older.categoriaIds);
    expect(older.categorias.every((c) => c.nombre.length > 0)).toBe(true);
    const rows = (await list()).periodos.map((p) => p.id);
    expect(rows.indexOf(newer.id)).toBeLessThan(rows.indexOf(older.id));
    expect((await list()).ivaBp).toBe(1500);
    for (const p of [older, newer]) expectOk(await remove(p));
  });

  test('an edit at the version read changes it; a stale one is refused with the current period, nothing changed', async () => {
    const first = await create({ nombre: 'Feriado de mayo', desde: '2028-05-01', hasta: '2028-05-01', tasaBp: 500 });
    const edited = await create({ id: first.id, baseVersion: 1, nombre: 'Feriado de mayo largo', desde: '2028-05-01', hasta: '2028-05-03', tasaBp: 0, categoriaIds: [dairy()] });
    expect(edited).toMatchObject({ id: first.id, nombre: 'Feriado de mayo largo', hasta: '2028-05-03', tasaBp: 0, categoriaIds: [dairy()], version: 2 });
    const before = await dataFingerprint();
    const stale = await save({ id: first.id, baseVersion: 1, nombre: 'Pisado', desde: '2028-05-01', hasta: '2028-05-01' });
    expect(stale.json.codigo).toBe('STALE_VERSION');
    expect(stale.json.detalle?.['current']).toMatchObject({ id: first.id, nombre: 'Feriado de mayo largo', version: 2 });
    const staleDelete = await sa(DELETE, { id: first.id, baseVersion: 1, mutationId: randomUUID() });
    expect(staleDelete.json.codigo).toBe('STALE_VERSION');
    expect(await dataFingerprint()).toBe(before);
    // Its own dates never overlap itself.
    expect((await create({ id: first.id, baseVersion: 2, nombre: 'Feriado de mayo', desde: '2028-05-02', hasta: '2028-05-04' })).version).toBe(3);
    expect(taxHolidayDeleteData.parse(expectOk(await sa(DELETE, { id: first.id, baseVersion: 3, mutationId: randomUUID() })))).toEqual({ id: first.id });
    expect((await list()).periodos.find((p) => p.id === first.id)).toBeUndefined();
  });

  test('the same mutationId twice creates one period and answers the same', async () => {
    const mutationId = randomUUID();
    const body = { nombre: 'Una vez', desde: '2029-03-01', hasta: '2029-03-01', mutationId };
    const first = expectOk(await save(body));
    expect(expectOk(await save(body))).toEqual(first);
    const made = (await list()).periodos.filter((p) => p.nombre === 'Una vez');
    expect(made).toHaveLength(1);
    expectOk(await remove(made[0]!));
  });
});

describe('refused, named, nothing changed', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['an end before the start', { desde: '2031-06-10', hasta: '2031-06-09' }, 'hasta:tax_holiday_dates'],
    ['a rate above 100 %', { desde: '2031-06-10', hasta: '2031-06-10', tasaBp: 10_001 }, 'tasaBp:too_big'],
    ['a negative rate', { desde: '2031-06-10', hasta: '2031-06-10', tasaBp: -1 }, 'tasaBp:too_small'],
    ['a rate that is not whole basis points', { desde: '2031-06-10', hasta: '2031-06-10', tasaBp: 12.5 }, 'tasaBp:invalid_type'],
    ['a date that is not a date', { desde: '2031-02-30', hasta: '2031-06-10' }, 'desde:invalid_format'],
    ['an empty name', { nombre: '   ', desde: '2031-06-10', hasta: '2031-06-10' }, 'nombre:too_small'],
    ['a category that does not exist', { desde: '2031-06-10', hasta: '2031-06-10', categoriaIds: [999_999] }, 'categoriaIds:tax_holiday_category'],
  ];
  test.each(cases)('%s', async (_name, body, campo) => {
    const before = await dataFingerprint();
    const answer = await save(body);
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: [campo] });
    expect(answer.json.mensaje?.length).toBeGreaterThan(10);
    expect(await dataFingerprint()).toBe(before);
  });

  test('another company’s category is refused like one that does not exist', async () => {
    const before = await dataFingerprint();
    const foreign = t.fixture.companies[1]!.picking.categoryIds.grains;
    const answer = await save({ desde: '2031-07-01', hasta: '2031-07-01', categoriaIds: [grains(), foreign] });
    expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['categoriaIds:tax_holiday_category'] });
    expect(await dataFingerprint()).toBe(before);
  });
});

describe('periods never overlap', () => {
  test('an overlapping period is refused on desde, naming the period it overlaps; touching ends are fine', async () => {
    const navidad = await create({ nombre: 'Navidad 2032', desde: '2032-12-24', hasta: '2032-12-26' });
    const before = await dataFingerprint();
    for (const [desde, hasta] of [
      ['2032-12-20', '2032-12-24'],
      ['2032-12-26', '2032-12-30'],
      ['2032-12-25', '2032-12-25'],
      ['2032-12-01', '2033-01-31'],
    ] as const) {
      const answer = await save({ nombre: 'Choque', desde, hasta });
      expect(refusal(answer)).toEqual({ bOk: false, codigo: 'VALIDATION', campos: ['desde:tax_holiday_overlap'] });
      expect(answer.json.mensaje).toBe('Las fechas se cruzan con el periodo «Navidad 2032» (del 24/12/2032 al 26/12/2032). Un día solo puede tener un periodo: cambia las fechas.');
      expect(answer.json.detalle).toMatchObject({ reason: 'tax_holiday_overlap', periodo: { id: navidad.id, nombre: 'Navidad 2032' } });
    }
    // Moving another period onto it is refused too.
    const other = await create({ nombre: 'Año nuevo 2033', desde: '2033-01-01', hasta: '2033-01-01' });
    const before2 = await dataFingerprint();
    expect(refusal(await save({ id: other.id, baseVersion: 1, nombre: 'Año nuevo 2033', desde: '2032-12-26', hasta: '2033-01-01' }))).toEqual({
      bOk: false,
      codigo: 'VALIDATION',
      campos: ['desde:tax_holiday_overlap'],
    });
    expect(await dataFingerprint()).toBe(before2);
    expect(before2).not.toBe(before);
    // The day before and the day after are free; another company may use the same days.
    const dayBefore = await create({ nombre: 'Víspera', desde: '2032-12-23', hasta: '2032-12-23' });
    const dayAfter = await create({ nombre: 'Después', desde: '2032-12-27', hasta: '2032-12-27' });
    const elsewhere = await create({ nombre: 'Navidad 2032', desde: '2032-12-24', hasta: '2032-12-26' }, 2);
    for (const p of [navidad, other, dayBefore, dayAfter]) expectOk(await remove(p));
    expectOk(await remove(elsewhere, 2));
  });

  test('saves racing for overlapping days: exactly one is stored', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => save({ nombre: `Carrera ${i}`, desde: '2034-04-01', hasta: `2034-04-0${i + 1}` })));
    expect(answers.filter((a) => a.json.bOk)).toHaveLength(1);
    expect(answers.filter((a) => !a.json.bOk).map((a) => a.json.errores?.[0]?.codigo)).toEqual(Array(5).fill('tax_holiday_overlap'));
    const stored = (await list()).periodos.filter((p) => p.nombre.startsWith('Carrera'));
    expect(stored).toHaveLength(1);
    expectOk(await remove(stored[0]!));
  });
});

describe('isolation', () => {
  test('another company’s period is not listed, edited or deleted, answered as one that does not exist', async () => {
    const foreign = await create({ nombre: 'Solo empresa 2', desde: '2035-01-01', hasta: '2035-01-01' }, 2);
    expect((await list()).periodos.find((p) => p.id === foreign.id)).toBeUndefined();
    const before = await dataFingerprint();
    const edit = await save({ id: foreign.id, baseVersion: 1, nombre: 'Robado', desde: '2035-01-01', hasta: '2035-01-01' });
    const ghost = await save({ id: 999_999, baseVersion: 1, nombre: 'Robado', desde: '2035-01-01', hasta: '2035-01-01' });
    expect(refusal(edit)).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    expect(edit.json.mensaje).toBe(ghost.json.mensaje);
    expect(refusal(await remove(foreign))).toEqual({ bOk: false, codigo: 'NOT_FOUND', campos: [] });
    // A company user naming company 2 is refused too.
    expect((await t.call(RATE, { empresaId: company(2).id }, { token: t.tokens['PS@1']! })).json.codigo).toBe('NOT_FOUND');
    expect(await dataFingerprint()).toBe(before);
    expectOk(await remove(foreign, 2));
  });
});

describe('the rate a product is charged', () => {
  test('on the first and last day of a period its rate; the day before and after the product’s own', async () => {
    const p = await create({ nombre: 'Feriado de granos', desde: '2036-08-10', hasta: '2036-08-12', tasaBp: 500, categoriaIds: [grains()] });
    const rice = [grains()];
    expect({
      before: await rateOn('2036-08-09', 1500, rice),
      first: await rateOn('2036-08-10', 1500, rice),
      last: await rateOn('2036-08-12', 1500, rice),
      after: await rateOn('2036-08-13', 1500, rice),
    }).toEqual({ before: 1500, first: 500, last: 500, after: 1500 });
    expect(await taxHolidayOn(t.database.db, company().id, '2036-08-11')).toMatchObject({ id: p.id, name: 'Feriado de granos', rateBp: 500, categoryIds: [grains()] });
    // Only company 1's period.
    expect(await taxHolidayOn(t.database.db, company(2).id, '2036-08-11')).toBeNull();
    expectOk(await remove(p));
    expect(await rateOn('2036-08-11', 1500, rice)).toBe(1500);
  });

  test('categories: only products listed in one of them; none named: every category; untaxed products stay at 0', async () => {
    const some = await create({ nombre: 'Lácteos', desde: '2037-03-01', hasta: '2037-03-01', tasaBp: 800, categoriaIds: [dairy()] });
    const every = await create({ nombre: 'Todo', desde: '2037-03-02', hasta: '2037-03-02', tasaBp: 800, categoriaIds: [] });
    expect({
      grainsOnly: await rateOn('2037-03-01', 1500, [grains()]),
      // A product listed in grains and in dairy (its second listing) is in the period.
      alsoDairy: await rateOn('2037-03-01', 1500, [grains(), dairy()]),
      untaxedDairy: await rateOn('2037-03-01', 0, [dairy()]),
      everyGrain: await rateOn('2037-03-02', 1200, [grains()]),
      everyUntaxed: await rateOn('2037-03-02', 0, [grains()]),
    }).toEqual({ grainsOnly: 1500, alsoDairy: 800, untaxedDairy: 0, everyGrain: 800, everyUntaxed: 0 });
    for (const p of [some, every]) expectOk(await remove(p));
  });
});
