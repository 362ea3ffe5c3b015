/**
 * Property (fast-check, fixed seed): whatever happens between a picker's phone and the server — pushes of any size,
 * answers lost after the server applied them, requests lost before it saw them, the same push twice at once, the app
 * restarting and re-reading its queue — the server ends exactly as if each queued change had been applied once, in
 * order, and every resent change got the same result as the first time.
 */
import { isDeepStrictEqual } from 'node:util';
import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import { computeLine, computeOrderTotals, type LineAmounts } from '../../contract/order-math';
import { pickedLineAmounts, pickedTaxRate } from '../../contract/picking-math';
import type { PickState, SubstituteApproval } from '../../contract/schemas/picking';
import type { SyncResult } from '../../contract/schemas/sync';
import { PICKING_LINES, PICKING_PRODUCTS, type PickingProductKey } from './helpers/fixture';
import { change, insertPickingOrder, push, type QueuedChange } from './helpers/picking-helpers';
import { suiteTestApp } from './helpers/test-app';

const SEED = 20261122;
const RUNS = 20;

const t = suiteTestApp();

// ---- The reference model: each change applied once, in order. ----

/** Substitutes the generator may choose per ordered product (same category). */
const SUBSTITUTES: Record<PickingProductKey, PickingProductKey[]> = {
  rice: ['brownRice', 'bulkRice'],
  tomato: ['potato'],
  milk: [],
  brownRice: [],
  oldRice: [],
  potato: [],
  bulkRice: [],
};

interface ModelLine {
  product: PickingProductKey;
  ordered: number;
  discountRateBp: number;
  state: PickState;
  picked: number | null;
  substitute: PickingProductKey | null;
  approval: SubstituteApproval | null;
  lineVersion: number;
  amounts: LineAmounts;
  charged: number;
}

interface ModelOrder {
  status: 'confirmada' | 'en_picking' | 'pickeada';
  version: number;
  lines: ModelLine[];
  notes: string[];
  events: Record<string, number>;
  totalCents: number | null;
}

function initialLine(line: (typeof PICKING_LINES)[number]): ModelLine {
  const p = PICKING_PRODUCTS[line.product];
  return {
    product: line.product,
    ordered: line.quantityMilli,
    discountRateBp: line.discountRateBp,
    state: 'pending',
    picked: null,
    substitute: null,
    approval: null,
    lineVersion: 0,
    amounts: computeLine({ unitPriceCents: p.price, quantityMilli: line.quantityMilli, taxRateBp: p.taxRateBp, discountRateBp: line.discountRateBp }),
    charged: line.quantityMilli,
  };
}

function reprice(line: ModelLine): void {
  const p = PICKING_PRODUCTS[line.product];
  const s = line.substitute ? PICKING_PRODUCTS[line.substitute] : null;
  line.amounts = pickedLineAmounts({
    pickState: line.state,
    orderedQuantity: line.ordered,
    pickedQuantity: line.picked,
    unitPrice: p.price,
    taxRate: p.taxRateBp,
    discountRate: line.discountRateBp,
    substitute: s ? { unitPrice: s.price, taxRate: s.taxRateBp } : null,
    substituteApproval: line.approval,
  });
  line.charged = line.state === 'pending' ? line.ordered : line.state === 'out_of_stock' || line.approval === 'rechazada' ? 0 : (line.picked ?? 0);
}

// ---- What the generator draws, turned into valid changes by replaying them on the model. ----

type Intent =
  | { kind: 'line'; order: number; line: number; choice: number; amount: number; approval: number }
  | { kind: 'note'; order: number; word: number };

const WORDS = ['Sin bolsas', 'Cliente llamó', 'Revisar fecha', 'Frágil', 'Congelados aparte', 'Falta cambio'];
const APPROVALS: SubstituteApproval[] = ['pendiente', 'aprobada', 'rechazada'];

interface Scenario {
  orderCount: number;
  intents: Intent[];
  finish: boolean;
  steps: Step[];
}

type Step =
  | { kind: 'push'; size: number; fate: 'ok' | 'drop' | 'lose' | 'twice' }
  | { kind: 'enqueue'; count: number }
  | { kind: 'restart' };

const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('line' as const), order: fc.nat(1), line: fc.nat(2), choice: fc.nat(99), amount: fc.nat(10_000), approval: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('note' as const), order: fc.nat(1), word: fc.nat(WORDS.length - 1) }) },
);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('push' as const), size: fc.integer({ min: 1, max: 8 }), fate: fc.constantFrom('ok' as const, 'ok' as const, 'drop' as const, 'lose' as const, 'twice' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('enqueue' as const), count: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const) }) },
);
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  orderCount: fc.integer({ min: 1, max: 2 }),
  intents: fc.array(intentArb, { minLength: 1, maxLength: 18 }),
  finish: fc.boolean(),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 20 }),
});

/** A valid quantity for a line picked (or substituted) with `product`, drawn from `amount`. */
function quantityFor(line: ModelLine, product: PickingProductKey, amount: number): number {
  const unit = PICKING_PRODUCTS[product].saleUnit;
  const orderedUnit = PICKING_PRODUCTS[line.product].saleUnit;
  if (unit === 'unit') return 1000 * (1 + (amount % Math.max(1, Math.floor(line.ordered / 1000))));
  if (orderedUnit === 'unit') return 1 + (amount % 4000);
  return 1 + (amount % Math.floor(line.ordered * 1.5));
}

/** Builds the queue of changes and applies it to the model as the server should. */
function plan(scenario: Scenario, orders: Array<{ id: number; lineIds: number[] }>): { changes: QueuedChange[]; model: ModelOrder[] } {
  const model: ModelOrder[] = orders.map(() => ({ status: 'confirmada', version: 1, lines: PICKING_LINES.map(initialLine), notes: [], events: {}, totalCents: null }));
  const changes: QueuedChange[] = [];
  const bump = (o: ModelOrder, kind: string) => {
    o.version += 1;
    o.events[kind] = (o.events[kind] ?? 0) + 1;
  };
  const add = (name: QueuedChange['name'], args: Record<string, unknown>) => changes.push(change(changes.length + 1, name, args, new Date('2026-11-20T17:00:00Z')));
  for (const [index, order] of orders.entries()) {
    add('picking.take', { orderId: order.id, baseVersion: model[index]!.version });
    model[index]!.status = 'en_picking';
    bump(model[index]!, 'status');
  }
  const setLine = (orderIndex: number, lineIndex: number, next: Pick<ModelLine, 'state' | 'picked' | 'substitute' | 'approval'>) => {
    const o = model[orderIndex]!;
    const line = o.lines[lineIndex]!;
    const args: Record<string, unknown> = {
      orderId: orders[orderIndex]!.id,
      lineId: orders[orderIndex]!.lineIds[lineIndex],
      baseVersion: o.version,
      lineVersion: line.lineVersion,
      pickState: next.state,
    };
    if (next.picked !== null && next.state !== 'out_of_stock') args.pickedQuantity = next.picked;
    if (next.substitute) args.substituteProductId = t.fixture.companies[0].picking.products[next.substitute];
    if (next.state === 'substituted' && next.approval) args.substituteApproval = next.approval;
    add('picking.setLine', args);
    Object.assign(line, next, { picked: next.state === 'out_of_stock' ? 0 : next.picked });
    line.lineVersion += 1;
    reprice(line);
    bump(o, 'picking_line');
  };
  for (const intent of scenario.intents) {
    const orderIndex = intent.order % orders.length;
    const o = model[orderIndex]!;
    if (intent.kind === 'note') {
      const text = `${WORDS[intent.word]} (${changes.length + 1})`;
      add('order.addNote', { orderId: orders[orderIndex]!.id, text });
      o.notes.push(text);
      bump(o, 'note');
      continue;
    }
    const line = o.lines[intent.line]!;
    const substitutes = SUBSTITUTES[line.product];
    const roll = intent.choice % (substitutes.length > 0 ? 4 : 3);
    if (roll === 0) setLine(orderIndex, intent.line, { state: 'pending', picked: null, substitute: null, approval: null });
    else if (roll === 1) setLine(orderIndex, intent.line, { state: 'picked', picked: quantityFor(line, line.product, intent.amount), substitute: null, approval: null });
    else if (roll === 2) setLine(orderIndex, intent.line, { state: 'out_of_stock', picked: 0, substitute: null, approval: null });
    else {
      const substitute = substitutes[intent.amount % substitutes.length]!;
      setLine(orderIndex, intent.line, {
        state: 'substituted',
        picked: quantityFor(line, substitute, intent.amount),
        substitute,
        approval: APPROVALS[intent.approval]!,
      });
    }
  }
  if (scenario.finish) {
    for (const [orderIndex, o] of model.entries()) {
      for (const [lineIndex, line] of o.lines.entries()) {
        if (line.state === 'pending') setLine(orderIndex, lineIndex, { state: 'picked', picked: line.ordered, substitute: null, approval: null });
      }
      add('picking.finish', { orderId: orders[orderIndex]!.id, baseVersion: o.version });
      // The fixture's company keeps the default: a substitution still waiting for the customer's approval is not
      // charged at finish (companies.charge_pending_substitutions, issue 21).
      for (const line of o.lines) {
        if (line.state === 'substituted' && line.approval === 'pendiente') line.amounts = computeLine({ unitPriceCents: 0, quantityMilli: 0, discountRateBp: 0, taxRateBp: 0 });
      }
      const totals = computeOrderTotals({
        lines: o.lines.map((line) => ({
          ...line.amounts,
          taxRateBp: pickedTaxRate({
            pickState: line.state,
            taxRate: PICKING_PRODUCTS[line.product].taxRateBp,
            substitute: line.substitute ? { unitPrice: 0, taxRate: PICKING_PRODUCTS[line.substitute].taxRateBp } : null,
          }),
        })),
        shippingCents: 299,
        freeShipping: false,
        storeCreditCents: 0,
      });
      o.status = 'pickeada';
      o.totalCents = totals.totalCents;
      bump(o, 'status');
    }
  }
  return { changes, model };
}

// ---- The phone: a persisted queue and acknowledgement, an in-memory send position. ----

class SimulatedPhone {
  /** Persisted (IndexedDB): every change made so far, and the highest id the server is known to have processed. */
  private readonly queue: QueuedChange[] = [];
  private acked = 0;
  /** In memory: where the next push starts (ahead of `acked` while answers are outstanding or lost). */
  private sendFrom = 1;
  /** The first result seen per change id; every later one must equal it. */
  readonly results = new Map<number, SyncResult>();
  /** What the phone saw that the protocol rules out (checked by the test). */
  readonly problems: string[] = [];

  constructor(
    private readonly token: string,
    private readonly clientId: string,
    private readonly pending: QueuedChange[],
  ) {}

  enqueue(count: number): void {
    this.queue.push(...this.pending.splice(0, count));
  }

  restart(): void {
    this.sendFrom = this.acked + 1;
  }

  get done(): boolean {
    return this.pending.length === 0 && this.acked === this.queue.length;
  }

  private learn(data: { lastMutationId: number; results: SyncResult[] }): void {
    for (const result of data.results) {
      const first = this.results.get(result.id);
      if (!first) this.results.set(result.id, result);
      else if (!isDeepStrictEqual(first, result)) this.problems.push(`change ${result.id} answered differently on a resend`);
    }
    this.acked = Math.max(this.acked, data.lastMutationId);
  }

  async push(size: number, fate: 'ok' | 'drop' | 'lose' | 'twice'): Promise<void> {
    const batch = this.queue.filter((entry) => entry.id >= this.sendFrom).slice(0, size);
    if (batch.length === 0) return;
    this.sendFrom = batch[batch.length - 1]!.id + 1;
    if (fate === 'lose') return;
    const sends = fate === 'twice' ? [push(t, this.token, this.clientId, batch), push(t, this.token, this.clientId, batch)] : [push(t, this.token, this.clientId, batch)];
    const answers = await Promise.all(sends);
    if (fate === 'drop') return;
    for (const { answer, data } of answers) {
      if (data) {
        this.learn(data);
        continue;
      }
      // A gap (an earlier request was lost): start again after what the server has.
      const last = (answer.json.detalle as { lastMutationId?: number } | undefined)?.lastMutationId;
      if (answer.json.codigo !== 'SYNC_GAP' || last === undefined || last >= batch[0]!.id - 1) {
        this.problems.push(`push of ${batch[0]!.id}… answered ${answer.status} ${answer.json.codigo}: ${answer.json.mensaje}`);
        return;
      }
      this.sendFrom = last + 1;
    }
  }
}

async function serverState(orders: Array<{ id: number; lineIds: number[] }>, clientId: string) {
  const out = [];
  for (const order of orders) {
    const [row] = await t.database.query<{ status: string; version: number; total_cents: number }>('SELECT status, version, total_cents::int FROM orders WHERE id = $1', [order.id]);
    const lines = await t.database.query<Record<string, number | string | null>>(
      `SELECT pick_state, picked_quantity_milli::int AS picked, quantity_milli::int AS charged, substitute_product_id, substitute_approval, line_version,
         subtotal_without_discount_cents::int AS a, discount_cents::int AS b, subtotal_cents::int AS c, tax_without_discount_cents::int AS d,
         tax_cents::int AS e, total_without_discount_cents::int AS f, total_cents::int AS g
       FROM order_lines WHERE order_id = $1 ORDER BY position`,
      [order.id],
    );
    const notes = await t.database.query<{ text: string }>('SELECT text FROM order_notes WHERE order_id = $1 ORDER BY id', [order.id]);
    const events = await t.database.query<{ kind: string; n: number }>(`SELECT kind, count(*)::int AS n FROM order_events WHERE order_id = $1 GROUP BY kind`, [order.id]);
    out.push({ row: row!, lines, notes: notes.map((n) => n.text), events: Object.fromEntries(events.map((e) => [e.kind, e.n])) });
  }
  const [client] = await t.database.query<{ last: number }>('SELECT last_mutation_id::int AS last FROM sync_clients WHERE client_id = $1', [clientId]);
  return { orders: out, last: client?.last ?? 0 };
}

function expected(model: ModelOrder[], count: number) {
  const products = t.fixture.companies[0].picking.products;
  return {
    orders: model.map((o) => ({
      row: { status: o.status, version: o.version, total_cents: o.totalCents ?? 1000 },
      lines: o.lines.map((line) => ({
        pick_state: line.state,
        picked: line.picked,
        charged: line.charged,
        substitute_product_id: line.substitute ? products[line.substitute] : null,
        substitute_approval: line.state === 'substituted' ? line.approval : null,
        line_version: line.lineVersion,
        a: line.amounts.subtotalWithoutDiscountCents,
        b: line.amounts.discountCents,
        c: line.amounts.subtotalCents,
        d: line.amounts.taxWithoutDiscountCents,
        e: line.amounts.taxCents,
        f: line.amounts.totalWithoutDiscountCents,
        g: line.amounts.totalCents,
      })),
      notes: o.notes,
      events: o.events,
    })),
    last: count,
  };
}

test(
  'the server ends as if every change had been applied once, in order, whatever the network and the phone do',
  async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (scenario) => {
        const orders = [];
        for (let i = 0; i < scenario.orderCount; i++) orders.push(await insertPickingOrder(t, t.fixture.companies[0]));
        const { changes, model } = plan(scenario, orders);
        const clientId = crypto.randomUUID();
        const phone = new SimulatedPhone(t.tokens['PK@1']!, clientId, [...changes]);
        for (const step of scenario.steps) {
          if (step.kind === 'enqueue') phone.enqueue(step.count);
          else if (step.kind === 'restart') phone.restart();
          else await phone.push(step.size, step.fate);
        }
        // Back online for good: the phone drains its queue (restarting first, as after a reload).
        phone.enqueue(changes.length);
        phone.restart();
        for (let round = 0; !phone.done && round < changes.length + 5; round++) await phone.push(100, 'ok');
        expect(phone.problems).toEqual([]);
        expect(phone.done).toBe(true);
        expect([...phone.results.values()].filter((r) => r.status !== 'applied')).toEqual([]);
        expect(await serverState(orders, clientId)).toEqual(expected(model, changes.length));
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  },
  120_000,
);
