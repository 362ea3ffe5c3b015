/**
 * What every subscription form does around a save: the server's field errors next to their inputs, a toast for a
 * refusal no field explains, and the stale-save choice when someone else changed the record first (STALE_VERSION,
 * whose `detalle.current` is the record as it is now).
 */
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSubscriptionErrorMessage, useSubscriptionFieldErrors } from './subscription-errors';

export function useSaveForm(onDone: () => void) {
  const { t } = useLingui();
  const describe = useSubscriptionErrorMessage();
  const toFieldErrors = useSubscriptionFieldErrors();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  /** Set after a STALE_VERSION: the record's version now (null when the answer did not say). */
  const [stale, setStale] = useState<{ version: number | null } | null>(null);
  /** After a first submit every field shows its problem. */
  const [submitted, setSubmitted] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setStale(null);
    try {
      await action();
      notifications.show({ color: 'green', message: done, autoClose: 3000 });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
        const version = (error.detalle?.['current'] as { version?: unknown } | undefined)?.version;
        setStale({ version: typeof version === 'number' ? version : null });
        return;
      }
      const fields = toFieldErrors(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0)
        notifications.show({
          color: 'red',
          title: t`No se pudo guardar`,
          message: describe(error),
          autoClose: 5000,
        });
    }
  };

  return {
    serverErrors,
    stale,
    submitted,
    clearStale: () => setStale(null),
    /** The user changed a field: the server's message was about the old value. */
    clear: (...fields: string[]) =>
      setServerErrors((current) => ({
        ...current,
        ...Object.fromEntries(fields.map((field) => [field, ''])),
      })),
    run,
    /** The form's submit: from now on every field shows its problem, and only a form without problems is saved. */
    onSubmit: (problems: Readonly<Record<string, unknown>>, action: () => Promise<unknown>, done: string) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      if (Object.keys(problems).length > 0) return;
      void run(action, done);
    },
  };
}
