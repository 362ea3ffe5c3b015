/** The application form's values, checks and request bodies. */
import type { Application } from '../../../../contract/schemas/subscriptions';
import { textProblem, type Problems } from './form-problems';

export interface ApplicationValues {
  name: string;
  description: string;
  active: boolean;
}
export type ApplicationField = keyof ApplicationValues;

export function initialApplicationValues(app: Application | null): ApplicationValues {
  return {
    name: app?.name ?? '',
    description: app?.description ?? '',
    active: app?.active ?? true,
  };
}

export function applicationProblems(values: ApplicationValues): Problems<ApplicationField> {
  const problems: Problems<ApplicationField> = {};
  const name = textProblem(values.name, 80, true);
  if (name) problems.name = name;
  const description = textProblem(values.description, 500, false);
  if (description) problems.description = description;
  return problems;
}

export function applicationBody(values: ApplicationValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    active: values.active,
  };
}
