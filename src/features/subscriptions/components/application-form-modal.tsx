/** Create or edit an application (a subscription programme): name, description, active. */
import { useLingui } from '@lingui/react/macro';
import { Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Application } from '../../../../contract/schemas/subscriptions';
import { useCreateApplication, useUpdateApplication, type CompanyScope } from '../api/subscription-queries';
import { applicationBody, applicationProblems, initialApplicationValues, type ApplicationField, type ApplicationValues } from '../lib/application-form';
import { useProblemText } from '../lib/use-problem-text';
import { useSaveForm } from '../lib/use-save-form';
import { FormActions, FormStaleAlert } from './form-parts';

export function ApplicationFormModal({ scope, app, onClose }: { scope: CompanyScope; app: Application | null; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateApplication(scope);
  const update = useUpdateApplication();
  const form = useSaveForm(onClose);
  const problemText = useProblemText();
  const [values, setValues] = useState<ApplicationValues>(() => initialApplicationValues(app));
  const [version, setVersion] = useState(app?.version ?? 1);
  const problems = applicationProblems(values);
  const errorOf = (field: ApplicationField) => form.serverErrors[field] || (form.submitted ? problemText(problems[field]) : undefined);
  const set = (change: Partial<ApplicationValues>, field: ApplicationField) => {
    setValues((current) => ({ ...current, ...change }));
    form.clear(field);
  };

  const submit = form.onSubmit(
    problems,
    () => {
      const body = applicationBody(values);
      return app ? update.mutateAsync({ id: app.id, body: { ...body, version } }) : create.mutateAsync(body);
    },
    app ? t`Aplicación guardada.` : t`Aplicación creada.`,
  );

  return (
    <Modal opened onClose={onClose} title={app ? t`Editar aplicación` : t`Nueva aplicación`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormStaleAlert form={form} title={t`Otra persona cambió esta aplicación`} onVersion={setVersion} onDiscard={onClose} />
          <TextInput
            label={t`Nombre`}
            value={values.name}
            onChange={(event) => set({ name: event.currentTarget.value }, 'name')}
            error={errorOf('name')}
            maxLength={80}
            required
            data-autofocus
          />
          <Textarea
            label={t`Descripción`}
            value={values.description}
            onChange={(event) => set({ description: event.currentTarget.value }, 'description')}
            error={errorOf('description')}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Switch label={t`Activa`} checked={values.active} onChange={(event) => set({ active: event.currentTarget.checked }, 'active')} />
          <FormActions onCancel={onClose} pending={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
