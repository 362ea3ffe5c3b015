/** The offer form's values, checks and request body: a plan's price for new subscriptions within a window. */
import { parseMoneyText } from '../../../lib/money-text';
import { textProblem, type Problems } from './form-problems';
import { PLAN_PRICE_MAX_CENTS } from './plan-form';

export interface OfferValues {
  planId: string | null;
  name: string;
  price: string;
  /** The pickers' local "YYYY-MM-DD HH:mm:ss", or null. */
  startsAt: string | null;
  endsAt: string | null;
}
export type OfferField = 'planId' | 'name' | 'priceCents' | 'startsAt' | 'endsAt';

export const INITIAL_OFFER: OfferValues = {
  planId: null,
  name: '',
  price: '',
  startsAt: null,
  endsAt: null,
};

/** A picker's local date and time as an ISO instant, or null. */
export function pickerToIso(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function offerProblems(values: OfferValues): Problems<OfferField> {
  const problems: Problems<OfferField> = {};
  if (!values.planId) problems.planId = 'required';
  const name = textProblem(values.name, 80, true);
  if (name) problems.name = name;
  const cents = parseMoneyText(values.price);
  if (values.price.trim() === '') problems.priceCents = 'required';
  else if (cents === null || cents < 0 || cents > PLAN_PRICE_MAX_CENTS) problems.priceCents = 'money';
  const starts = pickerToIso(values.startsAt);
  const ends = pickerToIso(values.endsAt);
  if (!starts) problems.startsAt = 'required';
  if (!ends) problems.endsAt = 'required';
  else if (starts && starts >= ends) problems.endsAt = 'window';
  return problems;
}

export function offerBody(values: OfferValues) {
  return {
    planId: Number(values.planId),
    name: values.name.trim(),
    priceCents: parseMoneyText(values.price) ?? 0,
    startsAt: pickerToIso(values.startsAt) ?? '',
    endsAt: pickerToIso(values.endsAt) ?? '',
  };
}
