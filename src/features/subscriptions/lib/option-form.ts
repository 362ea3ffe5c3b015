/**
 * The option (benefit) form's values, checks and request bodies: a discount typed as a percentage is sent in basis
 * points, a free-shipping minimum typed as money is sent in cents; the other kind's figure goes as 0.
 */
import type { SubscriptionOption } from '../../../../contract/schemas/subscriptions';
import type { OptionKind } from '../../../../contract/subscription-constants';
import { moneyText, parseMoneyText } from '../../../lib/money-text';
import { textProblem, type Problems } from './form-problems';
import { bpToPercentText, percentToBp } from './percent-text';
import { PLAN_PRICE_MAX_CENTS } from './plan-form';

export interface OptionValues {
  appId: string | null;
  /** '' = every plan of the application. */
  planId: string;
  name: string;
  kind: OptionKind;
  percent: string;
  minOrder: string;
  active: boolean;
}
export type OptionField = 'ApplicationId' | 'planId' | 'name' | 'kind' | 'discountBp' | 'minOrderCents';

export function initialOptionValues(option: SubscriptionOption | null, appId: number | undefined, locale: string): OptionValues {
  return {
    appId: option ? String(option.ApplicationId) : appId === undefined ? null : String(appId),
    planId: option?.planId ? String(option.planId) : '',
    name: option?.name ?? '',
    kind: option?.kind ?? 'envio_gratis',
    percent: option && option.kind === 'descuento' ? bpToPercentText(option.discountBp, locale) : '',
    minOrder: option && option.kind === 'envio_gratis' ? moneyText(option.minOrderCents, locale) : '',
    active: option?.active ?? true,
  };
}

export function optionProblems(values: OptionValues): Problems<OptionField> {
  const problems: Problems<OptionField> = {};
  if (!values.appId) problems.ApplicationId = 'required';
  const name = textProblem(values.name, 80, true);
  if (name) problems.name = name;
  if (values.kind === 'descuento') {
    const bp = percentToBp(values.percent);
    if (values.percent.trim() === '') problems.discountBp = 'required';
    else if (bp === null || bp === 0) problems.discountBp = 'percent';
  } else if (values.minOrder.trim() !== '') {
    const cents = parseMoneyText(values.minOrder);
    if (cents === null || cents < 0 || cents > PLAN_PRICE_MAX_CENTS) problems.minOrderCents = 'money';
  }
  return problems;
}

/** The fields both POST option and PUT option/{id} take (call after `optionProblems` found none). */
export function optionFields(values: OptionValues) {
  const discount = values.kind === 'descuento';
  return {
    planId: values.planId ? Number(values.planId) : null,
    name: values.name.trim(),
    kind: values.kind,
    discountBp: discount ? (percentToBp(values.percent) ?? 0) : 0,
    // An empty minimum: free shipping on every order.
    minOrderCents: discount ? 0 : (parseMoneyText(values.minOrder) ?? 0),
    active: values.active,
  };
}
