import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLine } from '../../contract/order-math';
import type { OfflineArgs } from '../../contract/calls';
import { applyPending, applyPendingToRow, createPendingReplay } from '../../src/features/picking/lib/apply-pending';
import { pickedTotals } from '../../src/features/picking/lib/order-totals';
import { CANDIDATES, entry, LECHE, MANZANA, ME, pickingData, QUESO, row } from './picking-fixtures';

const me = { userId: ME };
const uuid = '00000000-0000-4000-8000-000000000000';

function setLine(args: Partial<OfflineArgs<'picking.setLine'>> & Pick<OfflineArgs<'picking.setLine'>, 'lineId' | 'pickState'>, state: 'waiting' | 'conflict' | 'rejected' = 'waiting') {
  return entry('picking.setLine', { orderId: 1, baseVersion: 5, lineVersion: 0, mutationId: uuid, ...args }, { state });
}

describe('applyPending', () => {
  it('replays a take: en_picking, assigned to me, started when the change was made', () => {
    const snapshot = pickingData({ status: 'confirmada', pickerId: null, pickerName: null, pickingStartedAt: null });
    const take = entry('picking.take', { orderId: 1, baseVersion: 5, mutationId: uuid }, { createdAt: '2026-11-22T15:05:00Z' });
    const view = applyPending(snapshot, [take], me);
    expect(view).toMatchObject({ status: 'en_picking', pickerId: ME, pickingStartedAt: '2026-11-22T15:05:00Z', version: 6 });
    expect(view.lines).toBe(snapshot.order.lines);
  });

  it('replays a picked unit line: state, quantity, exact amounts, lineVersion + 1; other lines keep their identity', () => {
    const snapshot = pickingData();
    const view = applyPending(snapshot, [setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 2000 })], me);
    const leche = view.lines.find((l) => l.id === LECHE.id)!;
    const expected = computeLine({ unitPriceCents: 120, quantityMilli: 2000, taxRateBp: 1500, discountRateBp: 0 });
    expect(leche).toMatchObject({ pickState: 'picked', pickedQuantity: 2000, quantity: 2000, lineVersion: 1, pickedBy: ME, subtotal: 240, tax: 36, total: 276 });
    expect(leche.total).toBe(expected.totalCents);
    expect(view.version).toBe(6);
    expect(view.lines.find((l) => l.id === QUESO.id)).toBe(QUESO);
    expect(view.lines.find((l) => l.id === MANZANA.id)).toBe(MANZANA);
    // The snapshot is never mutated.
    expect(snapshot.order.lines[0]).toBe(LECHE);
  });

  it('reprices a weighed line exactly (discount, then IVA, each rounded half away from zero)', () => {
    const view = applyPending(pickingData(), [setLine({ lineId: QUESO.id, pickState: 'picked', pickedQuantity: 537 })], me);
    const queso = view.lines.find((l) => l.id === QUESO.id)!;
    // 0.537 kg × 8.00 = 4.296 → 4.30; 10 % discount 0.43 → 3.87; IVA 0 %.
    expect(queso).toMatchObject({ subtotalWithoutDiscount: 430, discount: 43, subtotal: 387, tax: 0, total: 387, lineVersion: 1 });
  });

  it('replays a substitution with the candidate product; a refused one is charged nothing', () => {
    const approved = applyPending(pickingData(), [setLine({ lineId: LECHE.id, pickState: 'substituted', pickedQuantity: 3000, substituteProductId: 201, substituteApproval: 'aprobada' })], me);
    const line = approved.lines.find((l) => l.id === LECHE.id)!;
    expect(line.substitute).toBe(CANDIDATES[1]);
    expect(line).toMatchObject({ pickState: 'substituted', substituteApproval: 'aprobada', subtotal: 390, tax: 59, total: 449 });
    const pending = applyPending(pickingData(), [setLine({ lineId: LECHE.id, pickState: 'substituted', pickedQuantity: 1000, substituteProductId: 201 })], me);
    expect(pending.lines.find((l) => l.id === LECHE.id)?.substituteApproval).toBe('pendiente');
    const refused = applyPending(pickingData(), [setLine({ lineId: LECHE.id, pickState: 'substituted', pickedQuantity: 3000, substituteProductId: 201, substituteApproval: 'rechazada' })], me);
    expect(refused.lines.find((l) => l.id === LECHE.id)?.total).toBe(0);
  });

  it('replays out of stock (charged 0) and back to pending (charged what was ordered)', () => {
    const out = applyPending(pickingData(), [setLine({ lineId: MANZANA.id, pickState: 'out_of_stock' })], me);
    expect(out.lines.find((l) => l.id === MANZANA.id)).toMatchObject({ pickState: 'out_of_stock', pickedQuantity: 0, quantity: 0, total: 0 });
    const back = applyPending(pickingData(), [setLine({ lineId: MANZANA.id, pickState: 'out_of_stock' }), setLine({ lineId: MANZANA.id, pickState: 'pending', lineVersion: 1 })], me);
    expect(back.lines.find((l) => l.id === MANZANA.id)).toMatchObject({ pickState: 'pending', pickedQuantity: null, quantity: 6000, total: MANZANA.total, lineVersion: 2, pickedBy: null });
  });

  it('replays chained changes of one line in order, and a finish', () => {
    const view = applyPending(
      pickingData(),
      [
        setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 1000 }),
        setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 2000, lineVersion: 1, baseVersion: 6 }),
        entry('picking.finish', { orderId: 1, baseVersion: 7, mutationId: uuid }),
      ],
      me,
    );
    expect(view.lines.find((l) => l.id === LECHE.id)).toMatchObject({ pickedQuantity: 2000, lineVersion: 2 });
    expect(view).toMatchObject({ status: 'pickeada', version: 8 });
  });

  it('skips conflicted and rejected changes, other orders, and changes the snapshot already holds', () => {
    const snapshot = pickingData();
    const view = applyPending(
      snapshot,
      [
        setLine({ lineId: LECHE.id, pickState: 'out_of_stock' }, 'conflict'),
        setLine({ lineId: QUESO.id, pickState: 'out_of_stock' }, 'rejected'),
        { ...setLine({ lineId: MANZANA.id, pickState: 'out_of_stock' }), orderId: 2 },
      ],
      me,
    );
    expect(view).toBe(snapshot.order);
    // The server's answer (lineVersion 1) is in the snapshot while the entry is still in the outbox: not replayed again.
    const settled = pickingData({ lines: [{ ...LECHE, pickState: 'picked', pickedQuantity: 1000, lineVersion: 1 }, QUESO, MANZANA] });
    const again = applyPending(settled, [setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 1000, lineVersion: 0 })], me);
    expect(again.lines[0]).toMatchObject({ lineVersion: 1 });
    expect(again.version).toBe(5);
  });

  it('totals for finishing are recomputed from the repriced lines, plus shipping, minus credit', () => {
    const view = applyPending(pickingData({ shippingCents: 250, storeCreditCents: 100 }), [setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 2000 }), setLine({ lineId: MANZANA.id, pickState: 'out_of_stock' }), setLine({ lineId: QUESO.id, pickState: 'picked', pickedQuantity: 537 })], me);
    // 276 (leche) + 0 (manzana) + 387 (queso) + 250 shipping − 100 credit.
    expect(pickedTotals(view).totalCents).toBe(276 + 387 + 250 - 100);
  });
});

describe('applyPendingToRow', () => {
  it('shows a waiting take as en_picking for me, and ignores other orders', () => {
    const take = entry('picking.take', { orderId: 3, baseVersion: 1, mutationId: uuid }, { orderId: 3 });
    expect(applyPendingToRow(row(3), [take], me)).toMatchObject({ status: 'en_picking', pickerId: ME, version: 2 });
    expect(applyPendingToRow(row(4), [take], me)).toMatchObject({ status: 'confirmada', pickerId: null });
  });
});

describe('createPendingReplay', () => {
  const lineIds = [LECHE.id, MANZANA.id, QUESO.id];
  const change = fc.record({
    line: fc.integer({ min: 0, max: 2 }),
    pickState: fc.constantFrom('picked' as const, 'pending' as const, 'out_of_stock' as const),
    units: fc.integer({ min: 1, max: 5 }),
    state: fc.constantFrom('waiting' as const, 'waiting' as const, 'conflict' as const),
  });

  it('answers what a full replay answers, whether the entries grew, shrank, changed or stayed, and replays only the new ones when they grew', () => {
    fc.assert(
      fc.property(fc.array(fc.array(change, { maxLength: 6 }), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (batches, keepPrefix) => {
        const snapshot = pickingData();
        const replay = createPendingReplay();
        const versions = new Map<number, number>();
        let entries: ReturnType<typeof setLine>[] = [];
        batches.forEach((batch, index) => {
          // Most steps append to the same entries (a tap); the others start again from a new list (a settled change left).
          if (!keepPrefix[index]) entries = entries.slice(1);
          for (const item of batch) {
            const lineId = lineIds[item.line]!;
            const lineVersion = versions.get(lineId) ?? 0;
            versions.set(lineId, lineVersion + 1);
            const args = item.pickState === 'picked' ? { lineId, pickState: item.pickState, pickedQuantity: item.units * 1000, lineVersion } : { lineId, pickState: item.pickState, lineVersion };
            entries = [...entries, setLine(args, item.state)];
          }
          expect(replay(snapshot, entries, me)).toEqual(applyPending(snapshot, entries, me));
        });
      }),
      { numRuns: 200 },
    );
  });

  it('goes on from its last answer when one change was added: lines it did not touch keep their objects', () => {
    const snapshot = pickingData();
    const replay = createPendingReplay();
    const first = [setLine({ lineId: LECHE.id, pickState: 'picked', pickedQuantity: 1000 })];
    const before = replay(snapshot, first, me);
    const both = [...first, setLine({ lineId: MANZANA.id, pickState: 'out_of_stock' })];
    const after = replay(snapshot, both, me);
    expect(after.lines.find((l) => l.id === LECHE.id)).toBe(before.lines.find((l) => l.id === LECHE.id));
    expect(after.lines.find((l) => l.id === MANZANA.id)).toMatchObject({ pickState: 'out_of_stock', lineVersion: 1 });
    // The same entries again (a render that changed nothing else): the same answer, not a new one.
    expect(replay(snapshot, [...both], me)).toBe(after);
  });
});
