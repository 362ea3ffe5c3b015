/** The benefit form (src/features/subscriptions/lib/option-form.ts): a percentage typed as people type it, sent in basis points. */
import { describe, expect, it } from 'vitest';
import type { SubscriptionOption } from '../../contract/schemas/subscriptions';
import { initialOptionValues, optionFields, optionProblems, type OptionValues } from '../../src/features/subscriptions/lib/option-form';
import { bpToPercentText, percentToBp } from '../../src/features/subscriptions/lib/percent-text';

const base: OptionValues = {
  appId: '3',
  planId: '',
  name: 'Descuento Prime',
  kind: 'descuento',
  percent: '10',
  minOrder: '',
  active: true,
};

describe('percentToBp', () => {
  it.each([
    ['10', 1000],
    ['12,5', 1250],
    ['12.5', 1250],
    ['0,01', 1],
    ['100', 10_000],
    [' 7 % ', 700],
  ])('reads %j as %i basis points', (text, bp) => {
    expect(percentToBp(text)).toBe(bp);
  });

  it.each(['', 'diez', '100,01', '101', '1,234', '-5', '5e1'])('refuses %j', (text) => {
    expect(percentToBp(text)).toBeNull();
  });

  it('shows basis points back as the user types them in their locale', () => {
    expect(bpToPercentText(1250, 'es-EC')).toBe('12,5');
    expect(bpToPercentText(1250, 'en-US')).toBe('12.5');
    expect(bpToPercentText(1000, 'es-EC')).toBe('10');
    expect(bpToPercentText(5, 'es-EC')).toBe('0,05');
  });
});

describe('the benefit form', () => {
  it('sends a discount in basis points, for every plan, with no minimum', () => {
    expect(optionProblems({ ...base, percent: '12,5' })).toEqual({});
    expect(optionFields({ ...base, percent: '12,5' })).toEqual({
      planId: null,
      name: 'Descuento Prime',
      kind: 'descuento',
      discountBp: 1250,
      minOrderCents: 0,
      active: true,
    });
  });

  it('asks for a discount above zero and up to 100 %', () => {
    expect(optionProblems({ ...base, percent: '' })).toEqual({
      discountBp: 'required',
    });
    expect(optionProblems({ ...base, percent: '0' })).toEqual({
      discountBp: 'percent',
    });
    expect(optionProblems({ ...base, percent: '150' })).toEqual({
      discountBp: 'percent',
    });
  });

  it('sends free shipping with its minimum in cents (none: every order) and no discount, for one plan', () => {
    const shipping: OptionValues = {
      ...base,
      kind: 'envio_gratis',
      planId: '9',
      percent: '15',
      minOrder: '30,50',
    };
    expect(optionProblems(shipping)).toEqual({});
    expect(optionFields(shipping)).toMatchObject({
      planId: 9,
      kind: 'envio_gratis',
      discountBp: 0,
      minOrderCents: 3050,
    });
    expect(optionFields({ ...shipping, minOrder: '' })).toMatchObject({
      minOrderCents: 0,
    });
    expect(optionProblems({ ...shipping, minOrder: 'treinta' })).toEqual({
      minOrderCents: 'money',
    });
  });

  it('needs an application and a name', () => {
    expect(optionProblems({ ...base, appId: null, name: '  ' })).toEqual({
      ApplicationId: 'required',
      name: 'required',
    });
  });

  it('opens an existing discount with its percentage in the user locale', () => {
    const option: SubscriptionOption = {
      id: 4,
      ApplicationId: 3,
      planId: 9,
      name: 'Prime 7,5',
      kind: 'descuento',
      discountBp: 750,
      minOrderCents: 0,
      active: false,
      version: 2,
      updatedAt: '',
    };
    expect(initialOptionValues(option, undefined, 'es-EC')).toEqual({
      appId: '3',
      planId: '9',
      name: 'Prime 7,5',
      kind: 'descuento',
      percent: '7,5',
      minOrder: '',
      active: false,
    });
  });
});
