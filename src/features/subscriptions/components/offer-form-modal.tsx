/** Create an offer: a plan's price for new subscriptions within a window (pickers in the user's language). */
import { useLingui } from '@lingui/react/macro';
import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadDatesLocale } from '../../../lib/i18n';
import { TABULAR, useFormat } from '../../../lib/format';
import { plansQuery, useCreateOffer, type CompanyScope } from '../api/subscription-queries';
import { INITIAL_OFFER, offerBody, offerProblems, type OfferField, type OfferValues } from '../lib/offer-form';
import { useProblemText } from '../lib/use-problem-text';
import { useSaveForm } from '../lib/use-save-form';
import { FormActions } from './form-parts';

export function OfferFormModal({ scope, appId, onClose }: { scope: CompanyScope; appId: number | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const f = useFormat();
  const create = useCreateOffer();
  const form = useSaveForm(onClose);
  const problemText = useProblemText();
  const plans = useQuery(plansQuery(scope, appId));
  const [values, setValues] = useState<OfferValues>(INITIAL_OFFER);
  const [, setDatesLocaleReady] = useState(false);
  useEffect(() => {
    void loadDatesLocale().then(() => setDatesLocaleReady(true));
  }, []);

  const problems = offerProblems(values);
  const errorOf = (field: OfferField) => form.serverErrors[field] || (form.submitted ? problemText(problems[field]) : undefined);
  const set = (change: Partial<OfferValues>, ...fields: OfferField[]) => {
    setValues((current) => ({ ...current, ...change }));
    form.clear(...fields);
  };
  const plan = plans.data?.find((row) => String(row.id) === values.planId);
  const planPrice = plan ? f.money(plan.priceCents) : null;

  const submit = form.onSubmit(problems, () => create.mutateAsync(offerBody(values)), t`Oferta creada.`);

  return (
    <Modal opened onClose={onClose} title={t`Nueva oferta`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t`Plan`}
            data={(plans.data ?? []).map((row) => ({
              value: String(row.id),
              label: `${row.applicationName} · ${row.name}`,
            }))}
            value={values.planId}
            onChange={(value) => set({ planId: value }, 'planId')}
            error={errorOf('planId')}
            searchable
            required
            data-autofocus
          />
          <TextInput
            label={t`Nombre de la oferta`}
            value={values.name}
            onChange={(event) => set({ name: event.currentTarget.value }, 'name')}
            error={errorOf('name')}
            maxLength={80}
            required
          />
          <TextInput
            label={t`Precio de oferta`}
            description={planPrice ? t`Precio del plan: ${planPrice}` : undefined}
            value={values.price}
            onChange={(event) => set({ price: event.currentTarget.value }, 'priceCents')}
            error={errorOf('priceCents')}
            inputMode="decimal"
            styles={{ input: TABULAR }}
            required
          />
          <Group grow align="flex-start">
            <DateTimePicker
              label={t`Desde`}
              valueFormat="D MMM YYYY HH:mm"
              value={values.startsAt}
              onChange={(value) => set({ startsAt: value }, 'startsAt', 'endsAt')}
              error={errorOf('startsAt')}
              required
            />
            <DateTimePicker
              label={t`Hasta`}
              valueFormat="D MMM YYYY HH:mm"
              value={values.endsAt}
              onChange={(value) => set({ endsAt: value }, 'endsAt')}
              error={errorOf('endsAt')}
              required
            />
          </Group>
          <FormActions onCancel={onClose} pending={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
