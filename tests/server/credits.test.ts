/**
 * Store credits (/easycreditos, issue 17 §5): grant, spend by an order, lazy expiry, reverse; the balance is the
 * ledger's sum and never below zero (also under 20 concurrent spends); each change once per mutationId; bulk grant
 * answers per row and applies a retried chunk once; nothing of another company reachable.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { creditBulkGrantData, creditChangeData, creditExportData, creditLedgerData, creditSearchData } from '../../contract/schemas/credits';
import { expectOk } from './helpers/picking-helpers';
import { type Answer, suiteTestApp } from './helpers/test-app';

// Sessions outlast the days the expiry tests move the clock through.
const t = suiteTestApp({ config: { sessionIdleMinutes: 60 * 24 * 60, sessionAbsoluteHours: 24 * 60 } });
const DAY = 86_400_000;

const company = (n: 1 | 2 = 1) => t.fixture.companies[n - 1]!;
const su = (path: string, body: Record<string, unknown>, n: 1 | 2 = 1): Promise<Answer> => t.call(path, body, { token: t.tokens[`SU@${n}`]! });
const refusal = (answer: Answer) => ({
  bOk: answer.json.bOk,
  codigo: answer.json.codigo,
  campos: (answer.json.errores ?? []).map((e) => `${e.campo}:${e.codigo}`),
});

let sequence = 0;

async function newCustomer(n: 1 | 2 = 1): Promise<{ id: number; email: string; document: string }> {
  sequence += 1;
  const email = `credito${sequence}-${randomUUID().slice(0, 6)}@example.test`;
  const document = `09${String(sequence).padStart(8, '0')}${n}`;
  const [row] = await t.database.query<{ id: number }>('INSERT INTO customers (company_id, name, email, document_id) VALUES ($1, $2, $3, $4) RETURNING id', [
    company(n).id,
    `Cliente crédito ${sequence}`,
    email,
    document,
  ]);
  return { id: row!.id, email, document };
}

/** A new order of this customer; its number. */
async function newOrder(customerId: number, n: 1 | 2 = 1): Promise<string> {
  sequence += 1;
  const number = `CR${n}-${sequence}-${randomUUID().slice(0, 4)}`;
  const now = t.clock.now();
  await t.database.query(
    `INSERT INTO orders (company_id, store_id, warehouse_id, customer_id, number, channel, fulfilment, slot_date, slot_start, slot_end, payment_method,
       payment_state, subtotal_cents, total_cents, item_count, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'web', 'delivery', $6::date, $7, $8, 'card', 'paid', 1000, 1000, 1, 'pendiente', $7, $7)`,
    [company(n).id, company(n).storeId, company(n).warehouseId, customerId, number, now.toISOString().slice(0, 10), now, new Date(now.getTime() + 3_600_000)],
  );
  return number;
}

const grant = (customerId: number, amountCents: number, extra: Record<string, unknown> = {}, n: 1 | 2 = 1) =>
  su(
    '/Credit/Grant',
    {
      customerId,
      amountCents,
      reason: 'Compensación',
      mutationId: randomUUID(),
      ...extra,
    },
    n,
  );
const spend = (customerId: number, orderNumber: string, amountCents: number, extra: Record<string, unknown> = {}, n: 1 | 2 = 1) =>
  su(
    '/Credit/Spend',
    {
      customerId,
      orderNumber,
      amountCents,
      mutationId: randomUUID(),
      ...extra,
    },
    n,
  );
const reverse = (entryId: number, extra: Record<string, unknown> = {}, n: 1 | 2 = 1) =>
  su('/Credit/Reverse', { entryId, reason: 'Error al cargar', mutationId: randomUUID(), ...extra }, n);
const ledger = async (customerId: number, n: 1 | 2 = 1) => creditLedgerData.parse(expectOk(await su('/Credit/Ledger', { customerId, limit: 200 }, n)));
const changed = (answer: Answer) => creditChangeData.parse(expectOk(answer));

/** The ledger's sum, what is left of its grants, and the stored balance of one customer. */
async function sums(customerId: number) {
  const [row] = await t.database.query<{
    total: string | null;
    remaining: string | null;
    balance: string | null;
  }>(
    `SELECT (SELECT sum(amount_cents) FROM credit_entries WHERE customer_id = $1) AS total,
            (SELECT sum(remaining_cents) FROM credit_entries WHERE customer_id = $1) AS remaining,
            (SELECT balance_cents FROM credit_balances WHERE customer_id = $1) AS balance`,
    [customerId],
  );
  return {
    total: Number(row?.total ?? 0),
    remaining: Number(row?.remaining ?? 0),
    balance: Number(row?.balance ?? 0),
  };
}

/** Every table but the idempotency records (a refused change stores its refusal there, to answer a retry the same). */
async function dataFingerprint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('idempotency_records:'))
    .join('\n');
}

describe('grant and read', () => {
  test('a grant adds to the balance and shows in the ledger with who, why and its last day', async () => {
    const customer = await newCustomer();
    const answer = changed(
      await grant(customer.id, 2550, {
        reason: '  Producto dañado  ',
        expiresOn: '2026-12-31',
      }),
    );
    expect(answer.balanceCents).toBe(2550);
    expect(answer.entry).toMatchObject({
      kind: 'grant',
      amountCents: 2550,
      remainingCents: 2550,
      reason: 'Producto dañado',
      expiresOn: '2026-12-31',
      userName: 'SU 1',
    });
    const read = await ledger(customer.id);
    expect(read.customer).toMatchObject({
      customerId: customer.id,
      balanceCents: 2550,
    });
    expect(read.entries.map((e) => e.id)).toEqual([answer.entry.id]);
    expect(read.currency).toBe('USD');
    const found = creditSearchData.parse(expectOk(await su('/Credit/Search', { q: customer.email })));
    expect(found.rows).toEqual([expect.objectContaining({ customerId: customer.id, balanceCents: 2550 })]);
  });

  test('every field is validated and a refused grant changes nothing', async () => {
    const customer = await newCustomer();
    const before = await dataFingerprint();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amountCents: 0 }, 'amountCents:too_small'],
      [{ amountCents: -100 }, 'amountCents:too_small'],
      [{ amountCents: 12.5 }, 'amountCents:invalid_type'],
      [{ amountCents: 100_000_001 }, 'amountCents:too_big'],
      [{ reason: '   ' }, 'reason:too_small'],
      [{ reason: 'x'.repeat(201) }, 'reason:too_big'],
      [{ expiresOn: '2026-02-30' }, 'expiresOn:invalid_format'],
      [{ expiresOn: '2026-11-20' }, 'expiresOn:expiry_past'],
      [{ expiresOn: '2026-11-01' }, 'expiresOn:expiry_past'],
      [{ mutationId: 'no-es-uuid' }, 'mutationId:invalid_format'],
      [{ customerId: 0 }, 'customerId:too_small'],
      [{ extra: 1 }, 'extra:unrecognized_key'],
    ];
    for (const [patch, expected] of cases) {
      const answer = await grant(customer.id, 100, patch);
      expect(answer.json.codigo, JSON.stringify(patch)).toBe('VALIDATION');
      expect(refusal(answer).campos, JSON.stringify(patch)).toContain(expected);
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('spend, reverse, ledger and bulk fields are validated too, changing nothing', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    const entry = changed(await grant(customer.id, 1000)).entry;
    const before = await dataFingerprint();
    const cases: Array<[Promise<Answer>, string]> = [
      [spend(customer.id, order, 0), 'amountCents:too_small'],
      [spend(customer.id, '   ', 100), 'orderNumber:too_small'],
      [spend(customer.id, order, 100, { reason: 'x'.repeat(201) }), 'reason:too_big'],
      [reverse(entry.id, { reason: ' ' }), 'reason:too_small'],
      [reverse(0), 'entryId:too_small'],
      [su('/Credit/Ledger', { customerId: customer.id, limit: 201 }), 'limit:too_big'],
      [su('/Credit/Ledger', { customerId: customer.id, beforeId: -1 }), 'beforeId:too_small'],
      [su('/Credit/Search', { q: 'x'.repeat(101) }), 'q:too_big'],
      [su('/Credit/BulkGrant', { rows: [] }), 'rows:too_small'],
      [su('/Credit/BulkGrant', { rows: [{ mutationId: 'x', customer: 'a@b.c', amountCents: 1, reason: 'r' }] }), 'rows.0.mutationId:invalid_format'],
      [su('/Credit/Export', { customerId: 'uno' }), 'customerId:invalid_type'],
    ];
    for (const [pending, expected] of cases) {
      const answer = await pending;
      expect(answer.json.codigo, expected).toBe('VALIDATION');
      expect(refusal(answer).campos, expected).toContain(expected);
    }
    expect(await dataFingerprint()).toBe(before);
  });

  test('the same mutationId grants once; reused with another body it is refused', async () => {
    const customer = await newCustomer();
    const mutationId = randomUUID();
    const first = changed(await grant(customer.id, 500, { mutationId }));
    const again = changed(await grant(customer.id, 500, { mutationId }));
    expect(again.entry.id).toBe(first.entry.id);
    expect(refusal(await grant(customer.id, 900, { mutationId })).codigo).toBe('CONFLICT');
    expect((await ledger(customer.id)).customer.balanceCents).toBe(500);
  });
});

describe('spend', () => {
  test('takes from the grant that expires first, and is refused beyond the balance with nothing changed', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    const lasting = changed(await grant(customer.id, 1000)).entry;
    const soon = changed(await grant(customer.id, 300, { expiresOn: '2026-11-25' })).entry;
    const later = changed(await grant(customer.id, 400, { expiresOn: '2027-01-31' })).entry;
    const result = changed(await spend(customer.id, order, 500, { reason: 'Pago parcial' }));
    expect(result.balanceCents).toBe(1200);
    expect(result.entry).toMatchObject({
      kind: 'spend',
      amountCents: -500,
      orderNumber: order,
      reason: 'Pago parcial',
    });
    const remaining = Object.fromEntries((await ledger(customer.id)).entries.map((e) => [e.id, e.remainingCents]));
    expect([remaining[soon.id], remaining[later.id], remaining[lasting.id]]).toEqual([0, 200, 1000]);

    const before = await dataFingerprint();
    const over = await spend(customer.id, order, 1201);
    expect(over.status).toBe(409);
    expect(over.json.codigo).toBe('INSUFFICIENT_CREDIT');
    expect(over.json.mensaje).toMatch(/Saldo insuficiente/);
    expect(over.json.detalle).toMatchObject({ balanceCents: 1200 });
    expect(await dataFingerprint()).toBe(before);
    expect(changed(await spend(customer.id, order, 1200)).balanceCents).toBe(0);
  });

  test('only by an order of that customer and company', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    await grant(customer.id, 1000);
    const otherOrder = await newOrder(other.id);
    const answer = await spend(customer.id, otherOrder, 100);
    expect(refusal(answer)).toEqual({
      bOk: false,
      codigo: 'VALIDATION',
      campos: ['orderNumber:order_not_customer'],
    });
    const foreign = await newCustomer(2);
    const foreignOrder = await newOrder(foreign.id, 2);
    expect(refusal(await spend(customer.id, foreignOrder, 100)).campos).toEqual(['orderNumber:order_not_customer']);
    expect((await sums(customer.id)).balance).toBe(1000);
  });

  test('20 concurrent spends against a balance for 6 of them: exactly 6 succeed, never below zero, ledger = balance', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    await grant(customer.id, 700);
    await grant(customer.id, 300, { expiresOn: '2026-12-01' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => spend(customer.id, order, 150)));
    const ok = answers.filter((a) => a.json.bOk);
    expect(ok).toHaveLength(6);
    expect(answers.filter((a) => !a.json.bOk).map((a) => a.json.codigo)).toEqual(Array<string>(14).fill('INSUFFICIENT_CREDIT'));
    const balances = ok.map((a) => changed(a).balanceCents).toSorted((a, b) => b - a);
    expect(balances).toEqual([850, 700, 550, 400, 250, 100]);
    expect(await sums(customer.id)).toEqual({
      total: 100,
      remaining: 100,
      balance: 100,
    });
  });
});

describe('expiry', () => {
  test('credit past its last day expires when the customer is next read, for what is left of it', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    const expiring = changed(await grant(customer.id, 800, { expiresOn: '2026-11-21' })).entry;
    await grant(customer.id, 200);
    await spend(customer.id, order, 300);
    const soon = await ledger(customer.id);
    expect(soon).toMatchObject({
      expiringSoonCents: 500,
      nextExpiryOn: '2026-11-21',
    });

    // The last day is still good (company time: America/Guayaquil, UTC-5).
    t.clock.set(new Date('2026-11-22T04:59:00Z'));
    expect((await ledger(customer.id)).customer.balanceCents).toBe(700);
    t.clock.set(new Date('2026-11-22T05:00:00Z'));
    try {
      // The search leaves the expired credit out before anything recorded it.
      const found = creditSearchData.parse(expectOk(await su('/Credit/Search', { q: customer.email })));
      expect(found.rows[0]?.balanceCents).toBe(200);
      const read = await ledger(customer.id);
      expect(read.customer.balanceCents).toBe(200);
      expect(read.entries[0]).toMatchObject({
        kind: 'expire',
        amountCents: -500,
        reversesId: expiring.id,
        userName: null,
      });
      expect(read.entries.find((e) => e.id === expiring.id)?.remainingCents).toBe(0);
      // Recorded once: reading again adds nothing.
      expect((await ledger(customer.id)).entries).toHaveLength(read.entries.length);
      expect(refusal(await spend(customer.id, order, 201)).codigo).toBe('INSUFFICIENT_CREDIT');
      expect(await sums(customer.id)).toEqual({
        total: 200,
        remaining: 200,
        balance: 200,
      });
    } finally {
      t.clock.set(new Date('2026-11-20T17:00:00Z'));
    }
  });
});

describe('reverse', () => {
  test('a grant: only what is left of it, once; expiries cannot be reversed', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    const granted = changed(await grant(customer.id, 1000)).entry;
    await spend(customer.id, order, 400);
    const reversed = changed(await reverse(granted.id));
    expect(reversed.entry).toMatchObject({
      kind: 'reverse',
      amountCents: -600,
      reversesId: granted.id,
      reason: 'Error al cargar',
    });
    expect(reversed.balanceCents).toBe(0);
    expect(refusal(await reverse(granted.id))).toMatchObject({
      codigo: 'CONFLICT',
    });
    expect((await reverse(granted.id)).json.detalle).toMatchObject({
      reason: 'already_reversed',
    });
    expect((await reverse(reversed.entry.id)).json.detalle).toMatchObject({
      reason: 'not_reversible',
    });
    expect(await sums(customer.id)).toEqual({
      total: 0,
      remaining: 0,
      balance: 0,
    });
  });

  test('a spend: given back as credit without expiry that can be spent again', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    await grant(customer.id, 500, { expiresOn: '2026-11-30' });
    const spent = changed(await spend(customer.id, order, 500)).entry;
    const back = changed(await reverse(spent.id));
    expect(back.entry).toMatchObject({
      kind: 'reverse',
      amountCents: 500,
      remainingCents: 500,
      expiresOn: null,
      orderNumber: order,
    });
    expect(back.balanceCents).toBe(500);
    const read = await ledger(customer.id);
    expect(read.entries.find((e) => e.id === spent.id)?.reversedById).toBe(back.entry.id);
    expect(changed(await spend(customer.id, order, 500)).balanceCents).toBe(0);
  });

  test('a grant that expired has nothing left to reverse', async () => {
    const customer = await newCustomer();
    const granted = changed(await grant(customer.id, 300, { expiresOn: '2026-11-21' })).entry;
    t.clock.set(new Date('2026-11-23T00:00:00Z'));
    try {
      const answer = await reverse(granted.id);
      expect(answer.json.detalle).toMatchObject({ reason: 'nothing_left' });
      expect((await ledger(customer.id)).customer.balanceCents).toBe(0);
      expect(await sums(customer.id)).toEqual({
        total: 0,
        remaining: 0,
        balance: 0,
      });
    } finally {
      t.clock.set(new Date('2026-11-20T17:00:00Z'));
    }
  });
});

describe('the balance is the ledger sum', () => {
  test('after many grants, spends, reversals and expiries', async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer.id);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // The high bits: an LCG's low bits repeat every few draws.
      return Math.floor(seed / 65_536) % n;
    };
    const entries: number[] = [];
    const refusals = new Set<string>();
    let kinds = 0;
    for (let step = 0; step < 60; step += 1) {
      const pick = random(4);
      if (pick === 0 || entries.length === 0) {
        const expiresOn = random(2) === 0 ? undefined : new Date(t.clock.now().getTime() + (1 + random(4)) * DAY).toISOString().slice(0, 10);
        entries.push(changed(await grant(customer.id, 100 + random(900), expiresOn ? { expiresOn } : {})).entry.id);
      } else if (pick === 1) {
        const answer = await spend(customer.id, order, 50 + random(600));
        if (answer.json.bOk) entries.push(changed(answer).entry.id);
        else refusals.add(`spend:${answer.json.codigo}`);
      } else if (pick === 2) {
        const answer = await reverse(entries[random(entries.length)]!);
        if (!answer.json.bOk) refusals.add(`reverse:${answer.json.codigo}`);
      } else {
        t.clock.advance(DAY / 2);
      }
      kinds += 1;
      const { total, remaining, balance } = await sums(customer.id);
      expect(balance).toBe(total);
      expect(remaining).toBe(total);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    t.clock.set(new Date('2026-11-20T17:00:00Z'));
    expect(kinds).toBe(60);
    // The only refusals: a spend beyond the balance, a reversal of what can no longer be reversed.
    expect([...refusals].filter((r) => r !== 'spend:INSUFFICIENT_CREDIT' && r !== 'reverse:CONFLICT')).toEqual([]);
    const expired = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM credit_entries WHERE customer_id = $1 AND kind = 'expire'", [
      customer.id,
    ]);
    expect(expired[0]!.n).toBeGreaterThan(0);
  });
});

/** A well-formed bulk row for a customer nobody has. */
const bulkRow = () => ({
  mutationId: randomUUID(),
  customer: 'x@example.test',
  amountCents: 1,
  reason: 'r',
});

describe('bulk grant', () => {
  test('answers each row; a retried chunk grants once', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const rows = [
      {
        mutationId: randomUUID(),
        customer: a.email.toUpperCase(),
        amountCents: 1000,
        reason: 'Campaña',
      },
      {
        mutationId: randomUUID(),
        customer: b.document,
        amountCents: 250,
        reason: 'Campaña',
        expiresOn: '2027-01-15',
      },
      {
        mutationId: randomUUID(),
        customer: 'nadie@example.test',
        amountCents: 100,
        reason: 'Campaña',
      },
      {
        mutationId: randomUUID(),
        customer: a.email,
        amountCents: 0,
        reason: '',
        expiresOn: '2026-11-19',
      },
      {
        mutationId: randomUUID(),
        customer: b.document,
        amountCents: 100,
        reason: 'x',
        expiresOn: '31/12/2026',
      },
    ];
    const first = creditBulkGrantData.parse(expectOk(await su('/Credit/BulkGrant', { rows })));
    expect(first.results.map((r) => [r.status, r.problems])).toEqual([
      ['granted', []],
      ['granted', []],
      ['refused', ['customer_not_found']],
      ['refused', ['amount_invalid', 'reason_required', 'expiry_past']],
      ['refused', ['expiry_invalid']],
    ]);
    expect([first.granted, first.refused]).toEqual([2, 3]);
    const retried = creditBulkGrantData.parse(expectOk(await su('/Credit/BulkGrant', { rows })));
    expect(retried.results.map((r) => r.status)).toEqual(['already', 'already', 'refused', 'refused', 'refused']);
    expect(retried.results[0]!.entryId).toBe(first.results[0]!.entryId);
    expect((await ledger(a.id)).customer.balanceCents).toBe(1000);
    expect((await ledger(b.id)).entries).toMatchObject([{ amountCents: 250, expiresOn: '2027-01-15' }]);
  });

  test('at most 500 rows per call; another company’s customers are not found', async () => {
    expect(
      refusal(
        await su('/Credit/BulkGrant', {
          rows: Array.from({ length: 501 }, bulkRow),
        }),
      ).codigo,
    ).toBe('VALIDATION');
    const foreign = await newCustomer(2);
    const answer = creditBulkGrantData.parse(
      expectOk(
        await su('/Credit/BulkGrant', {
          rows: [{ ...bulkRow(), customer: foreign.email }],
        }),
      ),
    );
    expect(answer.results[0]!.problems).toEqual(['customer_not_found']);
    expect(await sums(foreign.id)).toEqual({
      total: 0,
      remaining: 0,
      balance: 0,
    });
  });
});

describe('export and company isolation', () => {
  test('the export has the company’s ledger, or one customer’s', async () => {
    const customer = await newCustomer();
    await grant(customer.id, 111, { reason: 'Exportable' });
    const all = creditExportData.parse(expectOk(await su('/Credit/Export', {})));
    expect(all.rows.find((r) => r.reason === 'Exportable')).toMatchObject({
      customerEmail: customer.email,
      amountCents: 111,
      userName: 'SU 1',
    });
    const one = creditExportData.parse(expectOk(await su('/Credit/Export', { customerId: customer.id })));
    expect(one.rows.map((r) => r.reason)).toEqual(['Exportable']);
  });

  test('another company’s customers and entries do not exist for the caller; nothing changes', async () => {
    const customer = await newCustomer(1);
    const entry = changed(await grant(customer.id, 500)).entry;
    const order = await newOrder(customer.id);
    const before = await dataFingerprint();
    for (const answer of [
      await su('/Credit/Ledger', { customerId: customer.id }, 2),
      await grant(customer.id, 100, {}, 2),
      await spend(customer.id, order, 100, {}, 2),
      await reverse(entry.id, {}, 2),
      await su('/Credit/Export', { customerId: customer.id }, 2),
    ]) {
      expect(answer.json.codigo).toBe('NOT_FOUND');
    }
    expect(
      refusal(
        await su(
          '/Credit/Grant',
          {
            empresaId: company(1).id,
            customerId: customer.id,
            amountCents: 1,
            reason: 'r',
            mutationId: randomUUID(),
          },
          2,
        ),
      ).codigo,
    ).toBe('NOT_FOUND');
    const search = creditSearchData.parse(expectOk(await su('/Credit/Search', { q: customer.email }, 2)));
    expect(search.rows).toEqual([]);
    expect(await dataFingerprint()).toBe(before);
  });

  test('SA names the company; the customer page (CC, PS) reads the ledger but cannot grant', async () => {
    const customer = await newCustomer();
    const sa = t.tokens.SA!;
    expect(refusal(await t.call('/Credit/Ledger', { customerId: customer.id }, { token: sa }))).toEqual({
      bOk: false,
      codigo: 'VALIDATION',
      campos: ['empresaId:required'],
    });
    expect(
      expectOk(
        await t.call(
          '/Credit/Grant',
          {
            empresaId: company(1).id,
            customerId: customer.id,
            amountCents: 5,
            reason: 'SA',
            mutationId: randomUUID(),
          },
          { token: sa },
        ),
      ),
    ).toBeTruthy();
    const read = creditLedgerData.parse(expectOk(await t.call('/Credit/Ledger', { customerId: customer.id }, { token: t.tokens['CC@1']! })));
    expect(read.customer.balanceCents).toBe(5);
    const refused = await t.call(
      '/Credit/Grant',
      {
        customerId: customer.id,
        amountCents: 5,
        reason: 'CC',
        mutationId: randomUUID(),
      },
      { token: t.tokens['CC@1']! },
    );
    expect(refused.json.codigo).toBe('FORBIDDEN');
  });
});
