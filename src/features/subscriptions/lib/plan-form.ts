/** The plan form's values, checks and request bodies (price typed in the user's locale, sent in cents). */
import type { Plan } from '../../../../contract/schemas/subscriptions';
import type { UserGroupType } from '../../../../contract/subscription-constants';
import { moneyText, parseMoneyText } from '../../../lib/money-text';
import { textProblem, wholeProblem, type Problems } from './form-problems';

export const PLAN_PRICE_MAX_CENTS = 100_000_000;

export interface PlanValues {
  /** The application (chosen when creating; fixed when editing). */
  appId: string | null;
  name: string;
  description: string;
  price: string;
  periodMonths: number | string;
  trialDays: number | string;
  userGroupTypes: UserGroupType[];
  active: boolean;
}
/** Field names as the API names them, so the server's `errores` land on the same inputs. */
export type PlanField = 'ApplicationId' | 'name' | 'description' | 'priceCents' | 'periodMonths' | 'trialDays' | 'userGroupTypes';

export function initialPlanValues(plan: Plan | null, appId: number | undefined, locale: string): PlanValues {
  return {
    appId: plan ? String(plan.ApplicationId) : appId === undefined ? null : String(appId),
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? moneyText(plan.priceCents, locale) : '',
    periodMonths: plan?.periodMonths ?? 1,
    trialDays: plan?.trialDays ?? 0,
    userGroupTypes: plan ? [...plan.userGroupTypes] : ['cliente'],
    active: plan?.active ?? true,
  };
}

export function planProblems(values: PlanValues): Problems<PlanField> {
  const problems: Problems<PlanField> = {};
  if (!values.appId) problems.ApplicationId = 'required';
  const name = textProblem(values.name, 80, true);
  if (name) problems.name = name;
  const description = textProblem(values.description, 500, false);
  if (description) problems.description = description;
  const cents = parseMoneyText(values.price);
  if (values.price.trim() === '') problems.priceCents = 'required';
  else if (cents === null || cents < 0 || cents > PLAN_PRICE_MAX_CENTS) problems.priceCents = 'money';
  const period = wholeProblem(values.periodMonths, 1, 36);
  if (period) problems.periodMonths = period;
  const trial = wholeProblem(values.trialDays, 0, 365);
  if (trial) problems.trialDays = trial;
  if (values.userGroupTypes.length === 0) problems.userGroupTypes = 'groups';
  return problems;
}

/** The fields both POST plan and PUT plan/{id} take (call after `planProblems` found none). */
export function planFields(values: PlanValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    priceCents: parseMoneyText(values.price) ?? 0,
    periodMonths: Number(values.periodMonths),
    trialDays: Number(values.trialDays),
    userGroupTypes: values.userGroupTypes,
    active: values.active,
  };
}
