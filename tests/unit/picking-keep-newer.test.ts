/**
 * A Get that left before an outbox change applied comes back after the change's answer: the cached order must not
 * go back to the older state (the order page showed "confirmada" after a take the server had applied).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keepNewer, pickingKeys, pickingOrderQuery } from '../../src/features/picking/api/picking-queries';
import { writeSummary } from '../../src/features/picking/api/use-picking-settlements';
import { LECHE, MANZANA, pickingData, QUESO, summaryOf } from './picking-fixtures';

describe('a fetched picking order never goes back in time', () => {
  it('keeps the newer order state and newer lines, takes the rest from the fetch', () => {
    const cached = pickingData({ status: 'en_picking', version: 7, lines: [{ ...LECHE, lineVersion: 4, pickState: 'picked' }, QUESO, MANZANA] });
    const fetched = pickingData({ status: 'confirmada', version: 6, customerName: 'Nombre nuevo', lines: [{ ...LECHE, lineVersion: 3 }, { ...QUESO, lineVersion: 9 }, MANZANA] });
    const kept = keepNewer(cached, fetched);
    expect(kept.order).toMatchObject({ status: 'en_picking', version: 7 });
    expect(kept.order.lines.map((line) => [line.id, line.lineVersion])).toEqual([
      [LECHE.id, 4],
      [QUESO.id, 9],
      [MANZANA.id, MANZANA.lineVersion],
    ]);
    // A fetch at least as new as the cache, order and lines, replaces it.
    const newer = pickingData({ status: 'en_picking', version: 8, lines: [{ ...LECHE, lineVersion: 5 }, { ...QUESO, lineVersion: 9 }, MANZANA] });
    expect(keepNewer(cached, newer)).toBe(newer);
  });

  it('brings the late Get of an order up to a take answered before the order was cached', async () => {
    const queryClient = new QueryClient();
    const before = pickingData({ id: 31, status: 'confirmada', pickerId: null, pickerName: null, version: 2 });
    const taken = summaryOf(before.order, { status: 'en_picking', pickerId: 7, version: 3 });
    // The take's answer comes first: nothing cached yet.
    writeSummary(queryClient, { ...taken, pickerName: 'Pia Picker' });
    // Then the Get that left before the take applied.
    await queryClient.fetchQuery({ ...pickingOrderQuery(31), queryFn: () => Promise.resolve(before) });
    expect(queryClient.getQueryData<typeof before>(pickingKeys.order(31))?.order).toMatchObject({ status: 'en_picking', pickerId: 7, pickerName: 'Pia Picker', version: 3 });
    // A later Get with the server's own newer state is taken as it is.
    const fresh = pickingData({ id: 31, status: 'en_picking', pickerId: 7, pickerName: 'Pia Picker', version: 4 });
    await queryClient.fetchQuery({ ...pickingOrderQuery(31), queryFn: () => Promise.resolve(fresh), staleTime: 0 });
    expect(queryClient.getQueryData(pickingKeys.order(31))).toEqual(fresh);
  });
});
