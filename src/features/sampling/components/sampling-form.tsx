/**
 * A sampling campaign's form in a dialog: the sample (product, quantity per order, cap), the conditions an order must
 * meet (stores, minimum total, categories bought, new customers, window), checked as the user types and by the
 * server (its refusals shown at their fields); a stale save offers to load the current version; closing with unsaved
 * changes asks first. A saved campaign shows the orders that got its sample under the form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, MultiSelect, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SAMPLING_NAME_MAX, type SamplingCampaign, type SamplingUse } from '../../../../contract/schemas/sampling';
import { ProductPicker } from '../../../components/product-picker';
import { isApiError } from '../../../lib/api-client';
import { useErrorMessage, useReasonFieldErrors } from '../../../lib/error-message';
import { TABULAR, useFormat } from '../../../lib/format';
import { samplingCampaignQuery, useSaveCampaign, type CompanyScope } from '../api/sampling-queries';
import { SAMPLING_FIELD_CODES } from '../lib/sampling-format';
import { isDirty, saveBody, stateFromCampaign, type SamplingFormState } from '../lib/sampling-form-state';
import type { SamplingOptions } from './sampling-page';
import { SamplesBar, SamplingStateBadge } from './sampling-state-badge';
import { SamplingUses } from './sampling-uses';

interface ModalProps {
  scope: CompanyScope;
  /** null: a new campaign. */
  id: number | null;
  options: SamplingOptions;
  onClose: () => void;
}

export function SamplingFormModal({ scope, id, options, onClose }: ModalProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const detail = useQuery({ ...samplingCampaignQuery(scope, id ?? 0), enabled: id !== null });
  const [confirmClose, setConfirmClose] = useState<(() => void) | null>(null);
  const [dirty, setDirty] = useState(false);
  const close = () => (dirty ? setConfirmClose(() => onClose) : onClose());
  return (
    <>
      <Modal opened onClose={close} title={id === null ? t`Nueva campaña` : t`Campaña de sampling`} size="xl" fullScreen={phone} centered>
        {id === null ? (
          <CampaignForm scope={scope} campaign={null} uses={[]} options={options} onSaved={onClose} onDirtyChange={setDirty} />
        ) : detail.isPending ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : detail.isError ? (
          <Alert color="red" variant="light" role="alert">
            {describe(detail.error)}
          </Alert>
        ) : (
          <CampaignForm key={detail.data.campaign.id} scope={scope} campaign={detail.data.campaign} uses={detail.data.uses} options={options} onSaved={onClose} onDirtyChange={setDirty} />
        )}
      </Modal>
      {confirmClose && (
        <Modal opened onClose={() => setConfirmClose(null)} title={t`¿Cerrar sin guardar?`} centered>
          <Stack gap="md">
            <Text size="sm">
              <Trans>Los cambios de esta campaña no se guardaron y se perderán.</Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmClose(null)}>
                <Trans>Seguir editando</Trans>
              </Button>
              <Button
                color="red"
                onClick={() => {
                  setConfirmClose(null);
                  onClose();
                }}
              >
                <Trans>Cerrar sin guardar</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

interface FormProps {
  scope: CompanyScope;
  campaign: SamplingCampaign | null;
  uses: readonly SamplingUse[];
  options: SamplingOptions;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function CampaignForm({ scope, campaign: initial, uses, options, onSaved, onDirtyChange }: FormProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const serverFieldErrors = useReasonFieldErrors(SAMPLING_FIELD_CODES);
  const [campaign, setCampaign] = useState<SamplingCampaign | null>(initial);
  const [base, setBase] = useState<SamplingFormState>(() => stateFromCampaign(initial, f.locale));
  const [state, setState] = useState<SamplingFormState>(base);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<{ theirs: SamplingCampaign; changedBy: string | null } | null>(null);
  // One mutationId per intended save: a retry after a lost answer is applied once.
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const save = useSaveCampaign(scope);
  const usedSamples = campaign?.usedSamples ?? 0;

  const patch = (change: Partial<SamplingFormState>) => {
    const next = { ...state, ...change };
    setState(next);
    setServerErrors({});
    setMutationId(crypto.randomUUID());
    onDirtyChange(isDirty(base, next));
  };

  const { body, problems } = useMemo(() => saveBody(state, usedSamples), [state, usedSamples]);
  const clientErrors = Object.fromEntries(Object.entries(problems).map(([campo, codigo]) => [campo, SAMPLING_FIELD_CODES[codigo] ? i18n._(SAMPLING_FIELD_CODES[codigo]) : codigo]));
  const errors: Record<string, string | undefined> = { ...(showErrors ? clientErrors : {}), ...serverErrors };

  const adopt = (saved: SamplingCampaign) => {
    const next = stateFromCampaign(saved, f.locale);
    setCampaign(saved);
    setBase(next);
    setState(next);
    setStale(null);
    setServerErrors({});
    setMutationId(crypto.randomUUID());
    onDirtyChange(false);
  };

  const submit = (baseVersion = campaign?.version) => {
    setShowErrors(true);
    if (!body) {
      notifications.show({ color: 'red', message: t`Revisa los campos marcados.`, autoClose: 3000 });
      return;
    }
    save.mutate(
      { body: { ...body, ...(campaign ? { id: campaign.id, baseVersion } : {}) }, mutationId },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.created ? t`Campaña creada.` : t`Cambios guardados.`, autoClose: 3000 });
          onDirtyChange(false);
          onSaved();
        },
        onError: (error) => {
          if (isApiError(error) && error.codigo === 'STALE_VERSION') {
            const theirs = error.detalle?.['current'] as SamplingCampaign | undefined;
            if (theirs) {
              setStale({ theirs, changedBy: (error.detalle?.['changedBy'] as string | null | undefined) ?? null });
              return;
            }
          }
          setServerErrors(serverFieldErrors(error));
          notifications.show({ color: 'red', title: t`No se pudo guardar la campaña`, message: errorMessage(error), autoClose: 5000 });
        },
      },
    );
  };

  const storeData = options.stores.map((s) => ({ value: String(s.id), label: s.name }));
  const categoryData = options.categories.map((c) => ({ value: String(c.id), label: c.name }));
  const kg = state.saleUnit === 'kg';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        {campaign && (
          <Group gap="sm" wrap="wrap">
            <SamplingStateBadge state={campaign.state} />
            <SamplesBar used={campaign.usedSamples} total={campaign.totalSamples} />
          </Group>
        )}
        {stale && (
          <Alert color="orange" variant="light" role="alert" title={t`Otra persona cambió esta campaña`}>
            <Stack gap="xs">
              <Text size="sm">
                {stale.changedBy
                  ? t`${stale.changedBy} guardó cambios en esta campaña mientras la editabas. Tus cambios aún no se guardaron.`
                  : t`Alguien guardó cambios en esta campaña mientras la editabas. Tus cambios aún no se guardaron.`}
              </Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => adopt(stale.theirs)}>
                  <Trans>Cargar la versión actual</Trans>
                </Button>
                <Button size="xs" color="orange" onClick={() => submit(stale.theirs.version)}>
                  <Trans>Guardar mis cambios encima</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        <Title order={2} fz="h4">
          <Trans>Muestra</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t`Nombre de la campaña`} required maxLength={SAMPLING_NAME_MAX} value={state.name} onChange={(e) => patch({ name: e.currentTarget.value })} error={errors['name']} />
          <ProductPicker
            label={t`Producto de muestra`}
            required
            empresaId={scope.empresaId}
            filter={{ active: true }}
            value={state.productId}
            onChange={(productId, product) => patch({ productId, saleUnit: product?.saleUnit ?? state.saleUnit })}
            error={errors['productId']}
          />
          <TextInput
            label={kg ? t`Cantidad por orden (kg)` : t`Cantidad por orden (unidades)`}
            required
            inputMode={kg ? 'decimal' : 'numeric'}
            value={state.quantityText}
            onChange={(e) => patch({ quantityText: e.currentTarget.value })}
            error={errors['quantityMilli']}
          />
          <TextInput
            label={t`Total de muestras`}
            description={campaign ? t`Ya entregadas: ${f.count(usedSamples)}.` : t`Cuántas órdenes pueden recibir una.`}
            required
            inputMode="numeric"
            value={state.totalText}
            onChange={(e) => patch({ totalText: e.currentTarget.value })}
            error={errors['totalSamples']}
          />
        </SimpleGrid>

        <Title order={2} fz="h4">
          <Trans>Condiciones de la orden</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MultiSelect
            label={t`Tiendas`}
            placeholder={state.storeIds.length === 0 ? t`Todas las tiendas` : undefined}
            data={storeData}
            value={state.storeIds.map(String)}
            onChange={(values) => patch({ storeIds: values.map(Number) })}
            error={errors['storeIds']}
            searchable
            clearable
          />
          <TextInput
            label={t`Compra mínima`}
            description={t`Total de productos con IVA y descuentos, sin envío. Vacío: sin mínimo.`}
            inputMode="decimal"
            rightSection={<Text size="xs" c="dimmed">{options.currency}</Text>}
            value={state.minOrderText}
            onChange={(e) => patch({ minOrderText: e.currentTarget.value })}
            error={errors['minOrderCents']}
            style={TABULAR}
          />
          <MultiSelect
            label={t`Categorías compradas`}
            description={t`La orden lleva un producto de alguna. Vacío: sin condición.`}
            data={categoryData}
            value={state.categoryIds.map(String)}
            onChange={(values) => patch({ categoryIds: values.map(Number) })}
            error={errors['categoryIds']}
            searchable
            clearable
          />
          <Switch
            label={t`Solo clientes nuevos`}
            description={t`Solo la primera orden del cliente.`}
            checked={state.newCustomersOnly}
            onChange={(e) => patch({ newCustomersOnly: e.currentTarget.checked })}
            mt="md"
          />
          <TextInput type="datetime-local" label={t`Desde`} required value={state.startsAt} onChange={(e) => patch({ startsAt: e.currentTarget.value })} error={errors['startsAt']} />
          <TextInput type="datetime-local" label={t`Hasta`} description={t`Vacío: sin fecha de fin.`} value={state.endsAt} onChange={(e) => patch({ endsAt: e.currentTarget.value })} error={errors['endsAt']} />
        </SimpleGrid>
        <Switch label={t`Campaña activa`} description={t`Apagada, no entrega muestras aunque esté en fecha.`} checked={state.active} onChange={(e) => patch({ active: e.currentTarget.checked })} />

        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {campaign ? <Trans>Guardar</Trans> : <Trans>Crear campaña</Trans>}
          </Button>
        </Group>
        {campaign && <SamplingUses uses={uses} />}
      </Stack>
    </form>
  );
}
