/**
 * The dispatcher's kanban (issue 21 §3): every summary the board reads carries the delivery address, its coordinates
 * and the customer's phone, as the order detail has them; a dispatcher moves a pickup order from pickeada to
 * lista_retiro (and still not a delivery order).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { orderDetailSchema, orderListData } from '../../contract/schemas/orders';
import { suiteTestApp } from './helpers/test-app';
import { insertPickingOrder } from './helpers/picking-helpers';

const t = suiteTestApp();

describe('kanban delivery details', () => {
  test('list rows carry the address, coordinates and phone of the order detail', async () => {
    const company = t.fixture.companies[0];
    const { id: orderId } = await insertPickingOrder(t, company, { status: 'pickeada' });
    await t.database.query(`UPDATE orders SET delivery_address = $2, delivery_lat = $3, delivery_lng = $4 WHERE id = $1`, [orderId, 'Av. Amazonas N24-131, Quito', -0.2021, -78.4912]);
    await t.database.query(`UPDATE customers SET phone = $2 WHERE id = (SELECT customer_id FROM orders WHERE id = $1)`, [orderId, '+593 99 562 5473']);

    const list = await t.call('/Order/List', { statuses: ['pickeada'], sort: 'slot_asc', limit: 200 }, { token: t.tokens['DE@1'] });
    expect(list.json.bOk, list.json.mensaje).toBe(true);
    const row = orderListData.parse(list.json.data).rows.find((r) => r.id === orderId);
    expect(row).toMatchObject({ deliveryAddress: 'Av. Amazonas N24-131, Quito', deliveryLat: -0.2021, deliveryLng: -78.4912, customerPhone: '+593 99 562 5473' });

    const detail = orderDetailSchema.parse((await t.call('/Order/Get', { orderId }, { token: t.tokens['DE@1'] })).json.data);
    expect({ address: row?.deliveryAddress, lat: row?.deliveryLat, lng: row?.deliveryLng, phone: row?.customerPhone }).toEqual({
      address: detail.deliveryAddress,
      lat: detail.deliveryLat,
      lng: detail.deliveryLng,
      phone: detail.customerPhone,
    });
  });

  test('a dispatcher moves a pickup order from pickeada to lista_retiro, and a delivery order not', async () => {
    const company = t.fixture.companies[0];
    const pickup = await insertPickingOrder(t, company, { status: 'pickeada' });
    await t.database.query(`UPDATE orders SET fulfilment = 'pickup' WHERE id = $1`, [pickup.id]);
    const delivery = await insertPickingOrder(t, company, { status: 'pickeada' });
    const move = async (orderId: number) => {
      const [row] = await t.database.query<{ version: number }>('SELECT version FROM orders WHERE id = $1', [orderId]);
      return t.call('/Order/Move', { orderId, from: 'pickeada', to: 'lista_retiro', baseVersion: row?.version ?? 0, mutationId: randomUUID() }, { token: t.tokens['DE@1'] });
    };
    const moved = await move(pickup.id);
    expect(moved.json.bOk, moved.json.mensaje).toBe(true);
    expect((moved.json.data as { status: string }).status).toBe('lista_retiro');
    const refused = await move(delivery.id);
    expect(refused.json.bOk).toBe(false);
  });
});
