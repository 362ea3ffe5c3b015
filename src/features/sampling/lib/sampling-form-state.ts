/**
 * The campaign form's values as the user types them (amounts as text in the user's locale, dates as
 * `datetime-local` values in the device's time zone), how they come from a saved campaign and how they become the
 * fields of a `/Sampling/Save` request, with the problems the form can see before sending.
 */
import type { SamplingCampaign } from '../../../../contract/schemas/sampling';
import { SAMPLING_CENTS_MAX, SAMPLING_NAME_MAX, SAMPLING_QUANTITY_MAX, SAMPLING_TOTAL_MAX } from '../../../../contract/schemas/sampling';
import { moneyText, parseMoneyText } from '../../../lib/money-text';
import type { SamplingSaveBody } from '../api/sampling-queries';
import { fromLocalInput, toLocalInput } from '../../../lib/local-datetime';

export interface SamplingFormState {
  name: string;
  productId: number | null;
  saleUnit: 'unit' | 'kg';
  /** Units or kg as typed ("1", "0,25"). */
  quantityText: string;
  totalText: string;
  storeIds: number[];
  minOrderText: string;
  categoryIds: number[];
  newCustomersOnly: boolean;
  startsAt: string;
  /** Empty: no end. */
  endsAt: string;
  active: boolean;
}

/** Field → problem code (sampling-errors.ts translates them). */
export type FormProblems = Partial<Record<keyof SamplingSaveBody, string>>;

/** Thousandths as typed in `locale`: "2" for whole units, "0,25" for a quarter kg. */
function quantityText(milli: number, locale: string): string {
  if (milli % 1000 === 0) return String(milli / 1000);
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return `${Math.trunc(milli / 1000)}${separator}${String(milli % 1000).padStart(3, '0').replace(/0+$/, '')}`;
}

/** A quantity typed ("2", "0,25", "0.25") in thousandths, or null when unreadable. */
export function parseQuantityText(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(value)) return null;
  return Math.round(Number(value) * 1000);
}

export function stateFromCampaign(campaign: SamplingCampaign | null, locale: string, now = new Date()): SamplingFormState {
  if (!campaign) {
    return {
      name: '',
      productId: null,
      saleUnit: 'unit',
      quantityText: '1',
      totalText: '100',
      storeIds: [],
      minOrderText: '',
      categoryIds: [],
      newCustomersOnly: false,
      startsAt: toLocalInput(now.toISOString()),
      endsAt: '',
      active: true,
    };
  }
  return {
    name: campaign.name,
    productId: campaign.productId,
    saleUnit: campaign.saleUnit,
    quantityText: quantityText(campaign.quantityMilli, locale),
    totalText: String(campaign.totalSamples),
    storeIds: campaign.storeIds,
    minOrderText: campaign.minOrderCents === 0 ? '' : moneyText(campaign.minOrderCents, locale),
    categoryIds: campaign.categoryIds,
    newCustomersOnly: campaign.newCustomersOnly,
    startsAt: toLocalInput(campaign.startsAt),
    endsAt: campaign.endsAt === null ? '' : toLocalInput(campaign.endsAt),
    active: campaign.active,
  };
}

/** The request's fields, or the problems that keep the form from sending it. */
export function saveBody(state: SamplingFormState, usedSamples: number): { body: Omit<SamplingSaveBody, 'id' | 'baseVersion'> | null; problems: FormProblems } {
  const problems: FormProblems = {};
  const name = state.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > SAMPLING_NAME_MAX) problems.name = 'too_long';
  if (state.productId === null) problems.productId = 'required';
  const quantityMilli = parseQuantityText(state.quantityText);
  if (quantityMilli === null || quantityMilli <= 0 || quantityMilli > SAMPLING_QUANTITY_MAX || (state.saleUnit === 'unit' && quantityMilli % 1000 !== 0)) {
    problems.quantityMilli = state.saleUnit === 'unit' ? 'whole_units' : 'invalid_quantity';
  }
  const total = /^\d{1,9}$/.test(state.totalText.trim()) ? Number(state.totalText.trim()) : null;
  if (total === null || total < 1 || total > SAMPLING_TOTAL_MAX) problems.totalSamples = 'invalid_total';
  else if (total < usedSamples) problems.totalSamples = 'total_below_used';
  const minOrderCents = state.minOrderText.trim() === '' ? 0 : parseMoneyText(state.minOrderText);
  if (minOrderCents === null || minOrderCents < 0 || minOrderCents > SAMPLING_CENTS_MAX) problems.minOrderCents = 'invalid_money';
  const startsAt = fromLocalInput(state.startsAt);
  if (startsAt === null) problems.startsAt = 'invalid_date';
  const endsAt = state.endsAt.trim() === '' ? null : fromLocalInput(state.endsAt);
  if (state.endsAt.trim() !== '' && endsAt === null) problems.endsAt = 'invalid_date';
  else if (startsAt !== null && endsAt !== null && endsAt <= startsAt) problems.endsAt = 'ends_before_start';
  if (Object.keys(problems).length > 0 || state.productId === null || quantityMilli === null || total === null || minOrderCents === null || startsAt === null) {
    return { body: null, problems };
  }
  return {
    body: {
      name,
      productId: state.productId,
      quantityMilli,
      totalSamples: total,
      storeIds: state.storeIds,
      minOrderCents,
      categoryIds: state.categoryIds,
      newCustomersOnly: state.newCustomersOnly,
      startsAt,
      endsAt,
      active: state.active,
    },
    problems,
  };
}

export function isDirty(base: SamplingFormState, state: SamplingFormState): boolean {
  return JSON.stringify(base) !== JSON.stringify(state);
}
