/**
 * The promotion form's values as the user types them (percent and money as text in the user's locale, dates in the
 * device's time zone, limits empty for "no limit"), how they come from a saved promotion and how they become the
 * fields of a `/Promo/Save` request.
 */
import type { DiscountKind, PromotionDetail } from '../../../../contract/schemas/promotions';
import { moneyText, parseMoneyText } from '../../../lib/money-text';
import { fromLocalInput, toLocalInput } from '../../../lib/local-datetime';

export interface PromotionFormState {
  code: string;
  description: string;
  discountKind: DiscountKind;
  /** Percent as typed ("10", "12,5"). */
  percentText: string;
  /** Money as typed ("5,00"). */
  amountText: string;
  /** `datetime-local` values (YYYY-MM-DDTHH:mm, the device's zone); `endsAt` empty: no end. */
  startsAt: string;
  endsAt: string;
  /** Empty: no limit. */
  totalLimitText: string;
  perCustomerLimitText: string;
  minOrderText: string;
  productIds: number[];
  categoryIds: number[];
  binRangeIds: number[];
  active: boolean;
}

export interface PromotionFields {
  code: string;
  description: string;
  discountKind: DiscountKind;
  value: number;
  startsAt: string;
  endsAt: string | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  minOrderCents: number;
  productIds: number[];
  categoryIds: number[];
  binRangeIds: number[];
  active: boolean;
}

/** Basis points as a percent typed in `locale`: "10", "12,5". */
export function percentText(bp: number, locale: string): string {
  if (bp % 100 === 0) return String(bp / 100);
  return moneyText(bp, locale).replace(/0$/, '');
}

/** A percent typed in one of our locales ("12,5", "12.5", "12 %") in basis points, or null. */
export function parsePercentText(text: string): number | null {
  return parseMoneyText(text.replace(/%/g, ''));
}

/** A whole number ≥ 0 typed, or null for empty text; `undefined` when unreadable. */
function parseCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** A new promotion starts now, with no end, 10 %, no limits and no minimum. */
export function stateFromPromotion(promotion: PromotionDetail | null, locale: string, now: Date = new Date()): PromotionFormState {
  if (!promotion) {
    return {
      code: '',
      description: '',
      discountKind: 'percent',
      percentText: '10',
      amountText: '',
      startsAt: toLocalInput(now.toISOString()),
      endsAt: '',
      totalLimitText: '',
      perCustomerLimitText: '',
      minOrderText: moneyText(0, locale),
      productIds: [],
      categoryIds: [],
      binRangeIds: [],
      active: true,
    };
  }
  return {
    code: promotion.code,
    description: promotion.description,
    discountKind: promotion.discountKind,
    percentText: promotion.discountKind === 'percent' ? percentText(promotion.value, locale) : '',
    amountText: promotion.discountKind === 'fixed' ? moneyText(promotion.value, locale) : '',
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: promotion.endsAt === null ? '' : toLocalInput(promotion.endsAt),
    totalLimitText: promotion.totalLimit === null ? '' : String(promotion.totalLimit),
    perCustomerLimitText: promotion.perCustomerLimit === null ? '' : String(promotion.perCustomerLimit),
    minOrderText: moneyText(promotion.minOrderCents, locale),
    productIds: [...promotion.productIds],
    categoryIds: [...promotion.categoryIds],
    binRangeIds: [...promotion.binRangeIds],
    active: promotion.active,
  };
}

/**
 * The request's fields, and the fields whose text could not be read (each named as the server names it, with the
 * code the form shows: 'invalid_percent', 'invalid_money', 'invalid_count', 'invalid_date').
 */
export function saveFields(state: PromotionFormState): { fields: PromotionFields; unreadable: Array<{ campo: string; codigo: string }> } {
  const unreadable: Array<{ campo: string; codigo: string }> = [];
  let value = 0;
  if (state.discountKind === 'percent') {
    const bp = parsePercentText(state.percentText);
    if (bp === null) unreadable.push({ campo: 'value', codigo: 'invalid_percent' });
    else value = bp;
  } else if (state.discountKind === 'fixed') {
    const cents = parseMoneyText(state.amountText);
    if (cents === null) unreadable.push({ campo: 'value', codigo: 'invalid_money' });
    else value = cents;
  }
  const startsAt = fromLocalInput(state.startsAt);
  if (startsAt === null) unreadable.push({ campo: 'startsAt', codigo: 'invalid_date' });
  const endsAt = state.endsAt.trim() === '' ? null : fromLocalInput(state.endsAt);
  if (state.endsAt.trim() !== '' && endsAt === null) unreadable.push({ campo: 'endsAt', codigo: 'invalid_date' });
  const totalLimit = parseCount(state.totalLimitText);
  if (totalLimit === undefined) unreadable.push({ campo: 'totalLimit', codigo: 'invalid_count' });
  const perCustomerLimit = parseCount(state.perCustomerLimitText);
  if (perCustomerLimit === undefined) unreadable.push({ campo: 'perCustomerLimit', codigo: 'invalid_count' });
  const minOrder = state.minOrderText.trim() === '' ? 0 : parseMoneyText(state.minOrderText);
  if (minOrder === null) unreadable.push({ campo: 'minOrderCents', codigo: 'invalid_money' });
  return {
    fields: {
      code: state.code.trim(),
      description: state.description.trim(),
      discountKind: state.discountKind,
      value,
      startsAt: startsAt ?? '',
      endsAt,
      totalLimit: totalLimit ?? null,
      perCustomerLimit: perCustomerLimit ?? null,
      minOrderCents: minOrder ?? 0,
      productIds: state.productIds,
      categoryIds: state.categoryIds,
      binRangeIds: state.binRangeIds,
      active: state.active,
    },
    unreadable,
  };
}

/** Whether the form differs from what was loaded (what the unsaved-changes guard asks about). */
export function isDirty(base: PromotionFormState, state: PromotionFormState): boolean {
  return JSON.stringify(base) !== JSON.stringify(state);
}
