/** The compose form's values, its checks (the contract's, as the server runs them) and its request. */
import { isAppRoute, PUSH_BODY_MAX, PUSH_TITLE_MAX, type PushAudienceRole, type PushComposeInput } from '../../../../contract/schemas/push-messages';
import { ROUTE_SCREENS } from '../../../../contract/screens';

export interface ComposeValues {
  title: string;
  body: string;
  imageKey: string | null;
  imageUrl: string | null;
  route: string;
  roles: PushAudienceRole[];
  storeId: string | null;
  warehouseId: string | null;
  mode: 'now' | 'schedule';
  /** The picker's local date and time ("YYYY-MM-DD HH:mm:ss"), or null. */
  sendAt: string | null;
}

export type ComposeProblem = 'title' | 'body' | 'route' | 'sendAt';

export const INITIAL_COMPOSE: ComposeValues = { title: '', body: '', imageKey: null, imageUrl: null, route: '/', roles: [], storeId: null, warehouseId: null, mode: 'now', sendAt: null };

/** The app's routes without parameters, for the route field's suggestions (a path with parameters is typed). */
export const ROUTE_SUGGESTIONS: string[] = Object.keys(ROUTE_SCREENS).filter((route) => !route.includes('$'));

/** The picker's local "YYYY-MM-DD HH:mm:ss" as an ISO instant, or null. */
export function localToIso(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function composeProblems(values: ComposeValues, now: Date): ComposeProblem[] {
  const problems: ComposeProblem[] = [];
  const title = values.title.trim();
  if (title.length === 0 || title.length > PUSH_TITLE_MAX) problems.push('title');
  if (values.body.trim().length > PUSH_BODY_MAX) problems.push('body');
  if (!isAppRoute(values.route.trim())) problems.push('route');
  if (values.mode === 'schedule') {
    const at = localToIso(values.sendAt);
    if (at === null || new Date(at).getTime() <= now.getTime()) problems.push('sendAt');
  }
  return problems;
}

export function composeInput(values: ComposeValues): PushComposeInput {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    imageKey: values.imageKey,
    route: values.route.trim(),
    audience: { roles: values.roles, storeId: values.storeId ? Number(values.storeId) : null, warehouseId: values.warehouseId ? Number(values.warehouseId) : null },
    sendAt: values.mode === 'now' ? null : localToIso(values.sendAt),
  };
}
