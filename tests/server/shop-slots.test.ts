/**
 * Issue 18 §4, `/Shop/Slots`: a store's delivery windows on the next days with the places left, closed when the
 * window already started or the store does not open that day, pickup, shipping mode and zones; who reaches it.
 */
import { describe, expect, test } from 'vitest';
import { shopSlotsData } from '../../contract/schemas/checkout';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
/** The fixture's clock: Friday 2026-11-20, 12:00 in Guayaquil. */
const TODAY = '2026-11-20';
const SATURDAY = '2026-11-21';
const SUNDAY = '2026-11-22';

function call(body: Record<string, unknown>, key = 'CC@1'): Promise<Answer> {
  return t.call('/Shop/Slots', { tiendaId: company().storeId, ...body }, { token: t.tokens[key]! });
}
async function slots(body: Record<string, unknown> = {}, key = 'CC@1') {
  return shopSlotsData.parse(expectOk(await call(body, key)));
}
async function slot(weekday: number, starts: string, ends: string, capacity: number, storeId = company().storeId): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    'INSERT INTO delivery_slots (store_id, company_id, weekday, starts, ends, capacity) SELECT $1, company_id, $2, $3, $4, $5 FROM stores WHERE id = $1 RETURNING id',
    [storeId, weekday, starts, ends, capacity],
  );
  return row!.id;
}
let orderSequence = 0;
/** An order holding a place in the slot on the day. */
async function order(slotId: number, day: string, status = 'confirmada'): Promise<void> {
  orderSequence += 1;
  await t.database.query(
    `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method,
       payment_state, status, delivery_slot_id)
     VALUES ($1, $2, $3, $4, $5, 'web', 'delivery', $6::date, $6::date + time '15:00', $6::date + time '17:00', 'cash', 'pending', $7, $8)`,
    [company().id, company().storeId, company().warehouseId, company().customerId, `SLOT-${orderSequence}`, day, status, slotId],
  );
}

describe('/Shop/Slots', () => {
  test('counts the places left per day from the orders in the window that are not cancelled', async () => {
    const friday = await slot(5, '15:00', '17:00', 3);
    const saturday = await slot(6, '09:00', '11:00', 2);
    const inactive = await slot(6, '11:00', '13:00', 5);
    await t.database.query('UPDATE delivery_slots SET active = false WHERE id = $1', [inactive]);
    await order(friday, TODAY);
    await order(friday, TODAY, 'cancelada');
    await order(saturday, SATURDAY);
    await order(saturday, SATURDAY);
    await order(saturday, SATURDAY);
    // A week later the same windows are free again.
    const data = await slots({ dias: 8 });
    const mine = data.slots.filter((s) => [friday, saturday, inactive].includes(s.slotId));
    expect(mine.map((s) => [s.fecha, s.starts, s.ends, s.capacity, s.left, s.closed])).toEqual([
      [TODAY, '15:00', '17:00', 3, 2, false],
      [SATURDAY, '09:00', '11:00', 2, 0, false],
      ['2026-11-27', '15:00', '17:00', 3, 3, false],
    ]);
    expect(data.open).toBe(true);
  });

  test('a window that already started, a day the store is closed and an exception close the slot; special hours open it', async () => {
    const morning = await slot(5, '09:00', '11:00', 4);
    const noon = await slot(5, '12:00', '14:00', 4);
    const late = await slot(5, '18:00', '20:00', 4);
    const sunday = await slot(0, '10:00', '12:00', 4);
    const monday = await slot(1, '10:00', '12:00', 4);
    await t.database.query(
      `UPDATE stores SET opening_hours = '[{"weekday":1,"opens":"08:00","closes":"20:00"},{"weekday":5,"opens":"08:00","closes":"20:00"}]' WHERE id = $1`,
      [company().storeId],
    );
    await t.database.query("INSERT INTO store_hour_exceptions (store_id, on_date, closed, reason) VALUES ($1, '2026-11-23', true, 'Inventario')", [company().storeId]);
    const closedOf = async (body: Record<string, unknown>) =>
      Object.fromEntries((await slots(body)).slots.filter((s) => [morning, noon, late, sunday, monday].includes(s.slotId)).map((s) => [`${s.fecha} ${s.starts}`, s.closed]));
    expect(await closedOf({ dias: 4 })).toEqual({
      [`${TODAY} 09:00`]: true,
      [`${TODAY} 12:00`]: true,
      [`${TODAY} 18:00`]: false,
      // No weekly hours on Sundays: closed.
      [`${SUNDAY} 10:00`]: true,
      // Monday's exception closes it.
      ['2026-11-23 10:00']: true,
    });
    // A day in the past is closed too; the exception's special hours (not closed) open a Sunday.
    await t.database.query("INSERT INTO store_hour_exceptions (store_id, on_date, closed, opens, closes) VALUES ($1, $2, false, '09:00', '13:00')", [company().storeId, SUNDAY]);
    expect(await closedOf({ desde: '2026-11-13', dias: 1 })).toEqual({ ['2026-11-13 09:00']: true, ['2026-11-13 12:00']: true, ['2026-11-13 18:00']: true });
    expect(await closedOf({ desde: SUNDAY, dias: 1 })).toEqual({ [`${SUNDAY} 10:00`]: false });
    await t.database.query("UPDATE stores SET opening_hours = '[]'::jsonb WHERE id = $1", [company().storeId]);
    await t.database.query('DELETE FROM store_hour_exceptions WHERE store_id = $1', [company().storeId]);
    await t.database.query('UPDATE delivery_slots SET active = false WHERE id = ANY($1::int[])', [[morning, noon, late, sunday, monday]]);
  });

  test('answers pickup, the shipping mode, the active zones and whether the shop is open', async () => {
    await t.database.query("UPDATE stores SET pickup_enabled = true, shipping_mode = 'zone', open = false WHERE id = $1", [company().storeId]);
    await t.database.query(
      "INSERT INTO delivery_zones (store_id, company_id, name, shipping_cents, active) VALUES ($1, $2, 'Norte', 250, true), ($1, $2, 'Cerrada', 900, false), ($1, $2, 'Centro', 300, true)",
      [company().storeId, company().id],
    );
    const data = await slots({ dias: 1 }, 'PS@1');
    expect(data).toMatchObject({ pickupEnabled: true, shippingMode: 'zone', open: false });
    expect(data.zones.map((z) => [z.name, z.shippingCents])).toEqual([
      ['Centro', 300],
      ['Norte', 250],
    ]);
    await t.database.query("UPDATE stores SET pickup_enabled = false, shipping_mode = 'flat', open = true WHERE id = $1", [company().storeId]);
  });

  test('the selling roles (CC, PS, SU, SA) reach it; the others are refused; another company is not found', async () => {
    for (const key of ['CC@1', 'PS@1', 'SU@1', 'SA']) expect((await call({ dias: 1 }, key)).json.bOk).toBe(true);
    for (const key of ['AD@1', 'CA@1', 'GE@1', 'SG@1', 'DE@1', 'C@1', 'PK@1']) expect((await call({ dias: 1 }, key)).json.codigo).toBe('FORBIDDEN');
    expect((await call({ tiendaId: company(2).storeId }, 'CC@1')).json.codigo).toBe('NOT_FOUND');
    expect((await call({ tiendaId: company(2).storeId, empresaId: company().id }, 'SA')).json.codigo).toBe('NOT_FOUND');
    expect((await call({ tiendaId: company(2).storeId }, 'SA')).json.bOk).toBe(true);
    expect((await call({ dias: 1, tiendaId: 999_999 }, 'CC@1')).json.codigo).toBe('NOT_FOUND');
  });

  test('refuses bad input with the field named', async () => {
    for (const body of [{ dias: 0 }, { dias: 15 }, { desde: '2026-13-01' }, { tiendaId: 'x' }]) {
      const answer = await call(body);
      expect(answer.json.codigo).toBe('VALIDATION');
      expect(answer.json.errores?.length).toBeGreaterThan(0);
    }
  });

  test('an inactive store is not found', async () => {
    await t.database.query('UPDATE stores SET active = false WHERE id = $1', [company().storeId]);
    expect((await call({ dias: 1 })).json.codigo).toBe('NOT_FOUND');
    await t.database.query('UPDATE stores SET active = true WHERE id = $1', [company().storeId]);
  });
});

describe('/Shop/Slots scope', () => {
  test("the header's scope naming another company's store or warehouse is not found", async () => {
    for (const filter of [{ storeId: company(2).storeId }, { warehouseId: company(2).warehouseId }, { empresaId: company(2).id }]) {
      expect((await call({ dias: 1, ...filter }, 'CC@1')).json.codigo).toBe('NOT_FOUND');
    }
    expect((await call({ dias: 1, storeId: company(2).storeId }, 'SA')).json.codigo).toBe('NOT_FOUND');
  });
});
