/** The sampling form's reading of what is typed (src/features/sampling/lib/sampling-form-state.ts). */
import { describe, expect, it } from 'vitest';
import { parseQuantityText, saveBody, stateFromCampaign, type SamplingFormState } from '../../src/features/sampling/lib/sampling-form-state';

const filled = (change: Partial<SamplingFormState> = {}): SamplingFormState => ({
  ...stateFromCampaign(null, 'es', new Date('2026-11-20T17:00:00Z')),
  name: 'Yogur de regalo',
  productId: 7,
  ...change,
});

describe('sampling form', () => {
  it('reads quantities in both decimal separators as thousandths', () => {
    expect(['2', '0,25', '0.25', '1,5', ' 3 ', 'x', '-1', '1,2345'].map(parseQuantityText)).toEqual([2000, 250, 250, 1500, 3000, null, null, null]);
  });

  it('builds the request from a filled form: empty minimum is 0, empty end is no end', () => {
    const { body, problems } = saveBody(filled({ minOrderText: '', endsAt: '' }), 0);
    expect(problems).toEqual({});
    expect(body).toMatchObject({ name: 'Yogur de regalo', productId: 7, quantityMilli: 1000, totalSamples: 100, minOrderCents: 0, endsAt: null, active: true });
  });

  it('names each field the form cannot send', () => {
    const { body, problems } = saveBody(
      filled({ name: ' ', productId: null, quantityText: '0,5', totalText: '0', minOrderText: 'abc', startsAt: '2026-11-20T10:00', endsAt: '2026-11-19T10:00' }),
      0,
    );
    expect(body).toBeNull();
    expect(problems).toEqual({ name: 'required', productId: 'required', quantityMilli: 'whole_units', totalSamples: 'invalid_total', minOrderCents: 'invalid_money', endsAt: 'ends_before_start' });
    // Half a kg is fine for a weighed product; a cap below what was already given is not.
    expect(saveBody(filled({ saleUnit: 'kg', quantityText: '0,5', totalText: '3' }), 5).problems).toEqual({ totalSamples: 'total_below_used' });
  });
});
