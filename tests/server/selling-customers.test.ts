/**
 * Issue 18 §4: checkout (SU through 'ECommerceCheckout') finds and creates the customer it sells to and their
 * addresses, and reads the store credit balance; other companies' customers stay out of reach.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { customerSaveData } from '../../contract/schemas/customers';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

const t = suiteTestApp();
const company = (n: 1 | 2 = 1) => t.fixture.companies[n === 1 ? 0 : 1];
const call = (path: string, body: Record<string, unknown>, key = 'SU@1'): Promise<Answer> => t.call(path, body, { token: t.tokens[key]! });

describe('customers for checkout', () => {
  test('a supervisor creates a customer and an address, finds them and reads their credit balance', async () => {
    const saved = customerSaveData.parse(
      expectOk(await call('/Customer/Save', { nombre: 'Clienta de Caja', email: null, phone: '0991234567', documentId: null, mutationId: randomUUID() })),
    );
    const customerId = saved.customer.id;
    expect(saved.customer.companyId).toBe(company().id);
    expectOk(
      await call('/Customer/SaveAddress', { customerId, label: 'Casa', address: 'Av. Amazonas N24-12', city: 'Quito', lat: null, lng: null, makeDefault: true, mutationId: randomUUID() }),
    );
    const found = expectOk(await call('/Customer/List', { q: '0991234567' })) as { rows: Array<{ id: number }> };
    expect(found.rows.map((row) => row.id)).toContain(customerId);
    const detail = expectOk(await call('/Customer/Get', { customerId })) as { customer: { addresses: Array<{ address: string; isDefault: boolean }> } };
    expect(detail.customer.addresses).toEqual([expect.objectContaining({ address: 'Av. Amazonas N24-12', isDefault: true })]);
    expect((expectOk(await call('/Credit/Ledger', { customerId })) as { customer: { balanceCents: number } }).customer.balanceCents).toBe(0);
    expect((expectOk(await call('/Geo/Status', {})) as { enabled: boolean }).enabled).toBe(false);
  });

  test("another company's customer is not found, and roles that do not sell still cannot create customers", async () => {
    expect((await call('/Customer/Get', { customerId: company(2).customerId })).json.codigo).toBe('NOT_FOUND');
    const body = { nombre: 'No debería', email: null, phone: null, documentId: null, mutationId: randomUUID() };
    for (const key of ['AD@1', 'PK@1', 'DE@1']) expect((await call('/Customer/Save', body, key)).json.codigo).toBe('FORBIDDEN');
    const [row] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE name = 'No debería'");
    expect(row!.n).toBe(0);
  });
});

describe('checkout adds, never edits', () => {
  test("a supervisor may not change an existing customer's data or address; nothing changes", async () => {
    const saved = customerSaveData.parse(expectOk(await call('/Customer/Save', { nombre: 'Para editar', email: null, phone: null, documentId: null, mutationId: randomUUID() })));
    const customerId = saved.customer.id;
    const edit = await call('/Customer/Save', { customerId, baseVersion: saved.customer.version, nombre: 'Editado por SU', email: null, phone: null, documentId: null, mutationId: randomUUID() });
    expect(edit.json.codigo).toBe('FORBIDDEN');
    const added = expectOk(await call('/Customer/SaveAddress', { customerId, label: '', address: 'Calle 1', city: 'Quito', lat: null, lng: null, mutationId: randomUUID() })) as {
      customer: { addresses: Array<{ id: number }> };
    };
    const addressId = added.customer.addresses[0]!.id;
    const change = await call('/Customer/SaveAddress', { customerId, addressId, label: '', address: 'Calle 2', city: 'Quito', lat: null, lng: null, mutationId: randomUUID() });
    expect(change.json.codigo).toBe('FORBIDDEN');
    const [row] = await t.database.query<{ name: string; line1: string }>(
      'SELECT c.name, a.line1 FROM customers c JOIN customer_addresses a ON a.customer_id = c.id WHERE c.id = $1',
      [customerId],
    );
    expect(row).toEqual({ name: 'Para editar', line1: 'Calle 1' });
  });
});
