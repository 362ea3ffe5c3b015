/**
 * How a promotion reads (src/features/promotions/lib): its value in the user's language, its uses, the state badge
 * rules (contract/promotion-rules.ts), and the form's values becoming a `/Promo/Save` request.
 */
import { i18n } from '@lingui/core';
import { describe, expect, test } from 'vitest';
import { promotionProblems, promotionState } from '../../contract/promotion-rules';
import type { PromotionDetail } from '../../contract/schemas/promotions';
import { formatsFor } from '../../src/lib/format';
import { promotionValueText, usesText } from '../../src/features/promotions/lib/promotion-format';
import { isDirty, parsePercentText, percentText, saveFields, stateFromPromotion } from '../../src/features/promotions/lib/promotion-form-state';
import { fromLocalInput } from '../../src/lib/local-datetime';

i18n.loadAndActivate({ locale: 'es', messages: {} });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('value text', () => {
  test('percent, fixed amount and free shipping, in the user language', () => {
    const es = formatsFor('es-EC');
    const en = formatsFor('en-US');
    expect(plain(promotionValueText('percent', 1000, es, 'USD', i18n))).toBe('10%');
    expect(plain(promotionValueText('percent', 1000, formatsFor('de-DE'), 'USD', i18n))).toBe('10 %');
    expect(plain(promotionValueText('percent', 1250, en, 'USD', i18n))).toBe('12.5%');
    expect(plain(promotionValueText('fixed', 500, es, 'USD', i18n))).toBe('$5,00');
    expect(plain(promotionValueText('fixed', 500, en, 'USD', i18n))).toBe('$5.00');
    expect(promotionValueText('free_shipping', 0, es, 'USD', i18n)).toBe('Envío gratis');
  });

  test('uses against the total limit, or against no limit', () => {
    const count = formatsFor('es-EC').count;
    expect(usesText(3, 10, count)).toBe('3 / 10');
    expect(usesText(0, null, count)).toBe('0 / ∞');
    expect(usesText(1200, 5000, count)).toBe('1.200 / 5.000');
  });
});

describe('state badge', () => {
  const now = new Date('2026-11-20T17:00:00Z');
  const base = { active: true, startsAt: '2026-11-01T05:00:00Z', endsAt: null, totalLimit: null, usedCount: 0 };
  test.each([
    ['applies now', {}, 'active'],
    ['starts later', { startsAt: '2026-11-21T05:00:00Z' }, 'scheduled'],
    ['ended at this very instant', { endsAt: '2026-11-20T17:00:00Z' }, 'ended'],
    ['ends later', { endsAt: '2026-11-20T17:00:01Z' }, 'active'],
    ['uses all taken', { totalLimit: 10, usedCount: 10 }, 'used_up'],
    ['uses left', { totalLimit: 10, usedCount: 9 }, 'active'],
    ['switched off, whatever else', { active: false, totalLimit: 1, usedCount: 1, endsAt: '2026-11-02T00:00:00Z' }, 'inactive'],
    ['ended beats used up', { totalLimit: 1, usedCount: 1, endsAt: '2026-11-02T00:00:00Z' }, 'ended'],
    ['used up beats not started', { totalLimit: 1, usedCount: 1, startsAt: '2026-12-01T00:00:00Z' }, 'used_up'],
  ] as const)('%s', (_name, patch, expected) => {
    expect(promotionState({ ...base, ...patch }, now)).toBe(expected);
  });
});

describe('field rules', () => {
  const values = { code: 'BIENVENIDA10', description: '', discountKind: 'percent' as const, value: 1000, startsAt: '2026-11-01T05:00:00Z', endsAt: null, totalLimit: null, perCustomerLimit: null, minOrderCents: 0, binRangeIds: [] };
  const codes = (kind: 'code' | 'card', patch: Partial<typeof values> | Record<string, unknown>) => promotionProblems(kind, { ...values, ...patch }).map((p) => `${p.campo}:${p.codigo}`);
  test('a promo code is 3–40 letters, digits, - or _; a card promotion name is a free short text', () => {
    expect(codes('code', {})).toEqual([]);
    expect(codes('code', { code: 'AB' })).toEqual(['code:code_length']);
    expect(codes('code', { code: 'ENVÍO' })).toEqual(['code:code_chars']);
    expect(codes('card', { code: 'Pichincha Visa', binRangeIds: [1] })).toEqual([]);
  });
  test('each discount kind takes its value; card promotions need a BIN range, codes take none', () => {
    expect(codes('code', { value: 10_001 })).toEqual(['value:percent_range']);
    expect(codes('code', { discountKind: 'fixed', value: 0 })).toEqual(['value:fixed_positive']);
    expect(codes('code', { discountKind: 'free_shipping', value: 0 })).toEqual([]);
    expect(codes('card', {})).toEqual(['binRangeIds:bins_required']);
    expect(codes('code', { binRangeIds: [3] })).toEqual(['binRangeIds:bins_card_only']);
    expect(codes('code', { endsAt: '2026-11-01T05:00:00Z' })).toEqual(['endsAt:window_order']);
  });
});

describe('form values', () => {
  const promotion: PromotionDetail = {
    id: 4,
    companyId: 1,
    kind: 'code',
    code: 'DESCUENTO5',
    description: '$5 menos',
    discountKind: 'fixed',
    value: 500,
    startsAt: '2026-11-01T05:00:00.000Z',
    endsAt: null,
    totalLimit: 100,
    perCustomerLimit: 1,
    minOrderCents: 3000,
    usedCount: 3,
    active: true,
    state: 'active',
    version: 2,
    productIds: [7],
    categoryIds: [],
    binRangeIds: [],
    updatedAt: '2026-11-01T05:00:00.000Z',
    updatedByName: null,
  };

  test('a saved promotion round-trips to the same request', () => {
    const state = stateFromPromotion(promotion, 'es-EC');
    expect(state).toMatchObject({ amountText: '5,00', minOrderText: '30,00', totalLimitText: '100', perCustomerLimitText: '1', endsAt: '' });
    const { fields, unreadable } = saveFields(state);
    expect(unreadable).toEqual([]);
    expect(fields).toEqual({ code: 'DESCUENTO5', description: '$5 menos', discountKind: 'fixed', value: 500, startsAt: '2026-11-01T05:00:00.000Z', endsAt: null, totalLimit: 100, perCustomerLimit: 1, minOrderCents: 3000, productIds: [7], categoryIds: [], binRangeIds: [], active: true });
    expect(isDirty(state, { ...state })).toBe(false);
    expect(isDirty(state, { ...state, totalLimitText: '' })).toBe(true);
  });

  test('percent typed in each locale; empty limits are no limit; unreadable text is named', () => {
    expect(parsePercentText('12,5')).toBe(1250);
    expect(parsePercentText('12.5 %')).toBe(1250);
    expect(percentText(1250, 'es-EC')).toBe('12,5');
    expect(percentText(1000, 'en-US')).toBe('10');
    const state = { ...stateFromPromotion(null, 'es-EC', new Date('2026-11-20T17:00:00Z')), code: 'HOLA', percentText: 'diez', totalLimitText: '', perCustomerLimitText: '2,5', endsAt: 'ayer' };
    const { fields, unreadable } = saveFields(state);
    expect(fields).toMatchObject({ totalLimit: null, discountKind: 'percent' });
    expect(unreadable).toEqual([
      { campo: 'value', codigo: 'invalid_percent' },
      { campo: 'endsAt', codigo: 'invalid_date' },
      { campo: 'perCustomerLimit', codigo: 'invalid_count' },
    ]);
    expect(fromLocalInput('2026-11-20T08:30')).toBe(new Date(2026, 10, 20, 8, 30).toISOString());
  });
});
