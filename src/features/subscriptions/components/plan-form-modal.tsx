/**
 * Create or edit a plan: its application (when creating), name, description, price (typed in the user's locale),
 * period in months, trial days, the user group types it is offered to, active.
 */
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Application, Plan } from '../../../../contract/schemas/subscriptions';
import { USER_GROUP_TYPES, type UserGroupType } from '../../../../contract/subscription-constants';
import { TABULAR, useFormat } from '../../../lib/format';
import { useCreatePlan, useUpdatePlan } from '../api/subscription-queries';
import { initialPlanValues, planFields, planProblems, type PlanField, type PlanValues } from '../lib/plan-form';
import { GROUP_TYPE_LABELS } from '../lib/subscription-labels';
import { useProblemText } from '../lib/use-problem-text';
import { useSaveForm } from '../lib/use-save-form';
import { ApplicationSelect, FormActions, FormStaleAlert } from './form-parts';

interface Props {
  apps: readonly Application[];
  /** The application chosen in the filter (a new plan's default). */
  appId: number | undefined;
  plan: Plan | null;
  onClose: () => void;
}

export function PlanFormModal({ apps, appId, plan, onClose }: Props) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useSaveForm(onClose);
  const problemText = useProblemText();
  const [values, setValues] = useState<PlanValues>(() => initialPlanValues(plan, appId ?? (apps.length === 1 ? apps[0]?.id : undefined), f.locale));
  const [version, setVersion] = useState(plan?.version ?? 1);
  const problems = planProblems(values);
  const ranges: Partial<Record<PlanField, string>> = {
    periodMonths: t`De 1 a 36 meses.`,
    trialDays: t`De 0 a 365 días.`,
  };
  const errorOf = (field: PlanField) => form.serverErrors[field] || (form.submitted ? problemText(problems[field], ranges[field]) : undefined);
  const set = (change: Partial<PlanValues>, field: PlanField | 'active') => {
    setValues((current) => ({ ...current, ...change }));
    form.clear(field);
  };

  const submit = form.onSubmit(
    problems,
    () => {
      const fields = planFields(values);
      return plan ? update.mutateAsync({ id: plan.id, body: { ...fields, version } }) : create.mutateAsync({ ...fields, ApplicationId: Number(values.appId) });
    },
    plan ? t`Plan guardado.` : t`Plan creado.`,
  );

  return (
    <Modal opened onClose={onClose} title={plan ? t`Editar plan` : t`Nuevo plan`} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormStaleAlert form={form} title={t`Otra persona cambió este plan`} onVersion={setVersion} onDiscard={onClose} />
          <ApplicationSelect apps={apps} value={values.appId} onChange={(value) => set({ appId: value }, 'ApplicationId')} error={errorOf('ApplicationId')} disabled={plan !== null} />
          <TextInput
            label={t`Nombre del plan`}
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
          <Group grow align="flex-start">
            <TextInput
              label={t`Precio`}
              value={values.price}
              onChange={(event) => set({ price: event.currentTarget.value }, 'priceCents')}
              error={errorOf('priceCents')}
              inputMode="decimal"
              placeholder={f.money(999).replace(/[^\d.,]/g, '')}
              styles={{ input: TABULAR }}
              required
            />
            <NumberInput
              label={t`Periodo (meses)`}
              value={values.periodMonths}
              onChange={(value) => set({ periodMonths: value }, 'periodMonths')}
              error={errorOf('periodMonths')}
              min={1}
              max={36}
              allowDecimal={false}
              allowNegative={false}
              required
            />
            <NumberInput
              label={t`Días de prueba`}
              value={values.trialDays}
              onChange={(value) => set({ trialDays: value }, 'trialDays')}
              error={errorOf('trialDays')}
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              required
            />
          </Group>
          <Checkbox.Group
            label={t`Disponible para`}
            value={values.userGroupTypes}
            onChange={(value) => set({ userGroupTypes: value as UserGroupType[] }, 'userGroupTypes')}
            error={errorOf('userGroupTypes')}
            required
          >
            <Group gap="md" mt={6}>
              {USER_GROUP_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={i18n._(GROUP_TYPE_LABELS[type])} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch label={t`Activo`} checked={values.active} onChange={(event) => set({ active: event.currentTarget.checked }, 'active')} />
          <FormActions onCancel={onClose} pending={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
