/**
 * Create or edit a benefit (option): its application (when creating), the plan that gives it or every plan, name,
 * kind ("Envío gratis" from a minimum order, or "Descuento" as a percentage), active.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Application, SubscriptionOption } from '../../../../contract/schemas/subscriptions';
import type { OptionKind } from '../../../../contract/subscription-constants';
import { TABULAR, useFormat } from '../../../lib/format';
import { plansQuery, useCreateOption, useUpdateOption, type CompanyScope } from '../api/subscription-queries';
import { initialOptionValues, optionFields, optionProblems, type OptionField, type OptionValues } from '../lib/option-form';
import { useProblemText } from '../lib/use-problem-text';
import { useSaveForm } from '../lib/use-save-form';
import { ApplicationSelect, FormActions, FormStaleAlert } from './form-parts';

interface Props {
  scope: CompanyScope;
  apps: readonly Application[];
  appId: number | undefined;
  option: SubscriptionOption | null;
  onClose: () => void;
}

export function OptionFormModal({ scope, apps, appId, option, onClose }: Props) {
  const { t } = useLingui();
  const f = useFormat();
  const create = useCreateOption();
  const update = useUpdateOption();
  const form = useSaveForm(onClose);
  const problemText = useProblemText();
  const [values, setValues] = useState<OptionValues>(() => initialOptionValues(option, appId ?? (apps.length === 1 ? apps[0]?.id : undefined), f.locale));
  const [version, setVersion] = useState(option?.version ?? 1);
  const plans = useQuery({
    ...plansQuery(scope, values.appId ? Number(values.appId) : undefined),
    enabled: values.appId !== null,
  });
  const problems = optionProblems(values);
  const errorOf = (field: OptionField) => form.serverErrors[field] || (form.submitted ? problemText(problems[field]) : undefined);
  const set = (change: Partial<OptionValues>, ...fields: Array<OptionField | 'active'>) => {
    setValues((current) => ({ ...current, ...change }));
    form.clear(...fields);
  };

  const submit = form.onSubmit(
    problems,
    () => {
      const fields = optionFields(values);
      return option ? update.mutateAsync({ id: option.id, body: { ...fields, version } }) : create.mutateAsync({ ...fields, ApplicationId: Number(values.appId) });
    },
    option ? t`Beneficio guardado.` : t`Beneficio creado.`,
  );

  const planData = [
    { value: '', label: t`Todos los planes` },
    ...(plans.data ?? []).map((plan) => ({
      value: String(plan.id),
      label: plan.name,
    })),
  ];
  return (
    <Modal opened onClose={onClose} title={option ? t`Editar beneficio` : t`Nuevo beneficio`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormStaleAlert form={form} title={t`Otra persona cambió este beneficio`} onVersion={setVersion} onDiscard={onClose} />
          {/* Another application's plans: the plan choice starts again from every plan. */}
          <ApplicationSelect apps={apps} value={values.appId} onChange={(value) => set({ appId: value, planId: '' }, 'ApplicationId', 'planId')} error={errorOf('ApplicationId')} disabled={option !== null} />
          <Select
            label={t`Plan`}
            data={planData}
            value={values.planId}
            onChange={(value) => set({ planId: value ?? '' }, 'planId')}
            error={errorOf('planId')}
            allowDeselect={false}
            disabled={values.appId === null}
          />
          <TextInput
            label={t`Nombre del beneficio`}
            value={values.name}
            onChange={(event) => set({ name: event.currentTarget.value }, 'name')}
            error={errorOf('name')}
            maxLength={80}
            required
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="option-kind-label">
              <Trans>Tipo de beneficio</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="option-kind-label"
              value={values.kind}
              onChange={(value) => set({ kind: value as OptionKind }, 'kind', 'discountBp', 'minOrderCents')}
              data={[
                { value: 'envio_gratis', label: t`Envío gratis` },
                { value: 'descuento', label: t`Descuento` },
              ]}
            />
          </Stack>
          {values.kind === 'descuento' ? (
            <TextInput
              label={t`Descuento (%)`}
              description={t`Sobre los productos inscritos en la aplicación.`}
              value={values.percent}
              onChange={(event) => set({ percent: event.currentTarget.value }, 'discountBp')}
              error={errorOf('discountBp')}
              inputMode="decimal"
              rightSection="%"
              styles={{ input: TABULAR }}
              required
            />
          ) : (
            <TextInput
              label={t`Compra mínima`}
              description={t`Vacío: envío gratis en todas las órdenes.`}
              value={values.minOrder}
              onChange={(event) => set({ minOrder: event.currentTarget.value }, 'minOrderCents')}
              error={errorOf('minOrderCents')}
              inputMode="decimal"
              styles={{ input: TABULAR }}
            />
          )}
          <Switch label={t`Activo`} checked={values.active} onChange={(event) => set({ active: event.currentTarget.checked }, 'active')} />
          <FormActions onCancel={onClose} pending={create.isPending || update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
