/** The subscription API's refusals in the user's language: its own reasons first, then the shared codes' messages. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useReasonErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';
import { fieldOf } from './form-problems';

/** `detalle.reason` / field `codigo` values of the proxy/v1 handlers (server/calls/subscriptions/). */
const REASONS: Record<string, MessageDescriptor> = {
  name_taken: msg`Ese nombre ya está en uso. Elige otro.`,
  ends_before_start: msg`El fin debe ser posterior al inicio.`,
  plan_of_other_application: msg`Ese plan es de otra aplicación.`,
  offer_overlap: msg`Las fechas se cruzan con otra oferta de este plan. Un plan tiene un solo precio a la vez: cambia las fechas.`,
};

/** An overlapping offer is named (`detalle.overlap.name`). */
function overlapMessage(error: unknown, i18n: I18n): string | null {
  if (!(error instanceof ApiError) || error.detalle?.['reason'] !== 'offer_overlap') return null;
  const name = (error.detalle['overlap'] as { name?: unknown } | undefined)?.name;
  if (typeof name !== 'string') return i18n._(REASONS['offer_overlap']!);
  return i18n._(msg`Las fechas se cruzan con la oferta «${name}» de este plan. Un plan tiene un solo precio a la vez: cambia las fechas.`);
}

export function useSubscriptionErrorMessage(): (error: unknown) => string {
  const { i18n } = useLingui();
  const describe = useReasonErrorMessage(REASONS);
  return useCallback((error: unknown) => overlapMessage(error, i18n) ?? describe(error), [describe, i18n]);
}

/**
 * `{ field: message }` of a refusal, keyed by the form's field ("userGroupTypes.0" → "userGroupTypes"); an
 * overlapping offer shows on "Desde".
 */
export function useSubscriptionFieldErrors(): (error: unknown) => Record<string, string> {
  const { i18n } = useLingui();
  const fields = useReasonFieldErrors(REASONS);
  return useCallback(
    (error: unknown) => {
      const result: Record<string, string> = {};
      for (const [campo, message] of Object.entries(fields(error))) result[fieldOf(campo)] ??= message;
      const overlap = overlapMessage(error, i18n);
      if (overlap) result['startsAt'] = overlap;
      return result;
    },
    [fields, i18n],
  );
}
