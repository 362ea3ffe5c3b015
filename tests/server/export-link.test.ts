/**
 * One-time export links: HEAD (link previewers, scanners) does not spend a link, only a completed GET does; a
 * download the client abandoned gives the link back; a link dies with the session that made it.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../../contract/order-constants';
import { suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();

const COLUMNS = [
  { key: 'number', label: 'Número' },
  { key: 'total', label: 'Total' },
];

async function exportLink(token: string, filter: Record<string, unknown> = {}): Promise<string> {
  const answer = await t.call('/Order/Export', { format: 'csv', columns: COLUMNS, ...filter }, { token });
  expect(answer.json.bOk, answer.json.mensaje).toBe(true);
  return (answer.json.data as { url: string }).url;
}

function head(url: string) {
  return t.app.inject({ method: 'HEAD', url });
}

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('export link', () => {
  it('HEAD does not spend the link; the next GET downloads once, a second GET is refused', async () => {
    const url = await exportLink(await t.tokenFor('AD'));
    for (let i = 0; i < 3; i++) {
      const peek = await head(url);
      expect(peek.statusCode).toBe(200);
      expect(peek.headers['content-disposition']).toMatch(/attachment; filename="ordenes-.*\.csv"/);
      expect(peek.body).toBe('');
    }
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Número,Total');
    const second = await get(url);
    expect(second.statusCode).toBe(404);
    expect(second.json()).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect((await head(url)).statusCode).toBe(404);
  });

  it('a link made in a session that then logged out is refused', async () => {
    const token = await t.tokenFor('AD');
    const url = await exportLink(token);
    const logout = await t.call('/User/Logout', {}, { token });
    expect(logout.json.bOk).toBe(true);
    expect((await head(url)).statusCode).toBe(404);
    const answer = await get(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ bOk: false, codigo: 'NOT_FOUND' });
    expect(answer.json().mensaje).toMatch(/sesión/);
  });

  it('another session of the same user logging out leaves the link working', async () => {
    const mine = await t.tokenFor('AD');
    const other = await t.tokenFor('AD');
    const url = await exportLink(mine);
    expect((await t.call('/User/Logout', {}, { token: other })).json.bOk).toBe(true);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('a download the client abandoned does not spend the link', async () => {
    const company = t.fixture.companies[1];
    // Seven pages of rows: the client hangs up when the first bytes arrive, long before the last page is written.
    const rows = 14_000;
    await t.database.query(
      `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method, payment_state, total_cents, status)
       SELECT $1, $2, $3, (SELECT id FROM customers WHERE company_id = $1 LIMIT 1), 'AB-' || g, 'web', 'delivery', current_date, now(), now(), 'card', 'paid', g, 'pendiente'
       FROM generate_series(1, ${rows}) g`,
      [company.id, company.storeId, company.warehouseId],
    );
    const columns = EXPORT_COLUMNS.map((key) => ({ key, label: key }));
    const url = await exportLink(await t.tokenFor('AD', 2), { number: 'AB-', columns });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: url }, (res) => {
        // A download cancelled in the browser: the connection closes mid-answer.
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
      req.end();
    });
    expect(status).toBe(200);
    // The server notices the closed connection and gives the link back.
    await expect.poll(async () => (await head(url)).statusCode, { timeout: 5_000, interval: 50 }).toBe(200);
    const full = await get(url);
    expect(full.statusCode).toBe(200);
    expect(full.body.trim().split('\r\n')).toHaveLength(rows + 1);
    expect((await get(url)).statusCode).toBe(404);
  });
});
