/**
 * The store form: every field checked as the user types by the contract's rules (storeFormProblems), the server's
 * refusals shown at their fields, a stale save explained with the choice to load theirs or save over it, and a
 * warning before leaving with unsaved changes. Read-only for roles that may see stores but not edit them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import type { CallData } from '../../../../contract/calls';
import { storeFormProblems, type StoreDetail } from '../../../../contract/schemas/stores';
import { AddressField } from '../../../components/address-field';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { isApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useFormat } from '../../../lib/format';
import { storeKeys, useSaveStore, type CompanyScope } from '../api/store-queries';
import { serverStoreFieldMessages, storeFieldMessages } from '../lib/store-errors';
import { isDirty, saveFields, stateFromStore, type StoreFormState } from '../lib/store-form-state';
import { StoreFormDelivery } from './store-form-delivery';
import { StoreFormExceptions, StoreFormHours } from './store-form-hours';
import { StoreHistory } from './store-history';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} fz="h4" mb="sm">{title}</Title>
      {children}
    </Card>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A light badge whose text stays AA-readable in both skins (Mantine's own light text is not, for most hues). */
function StateBadge({ color, children }: { color: string; children: ReactNode }) {
  const readable = useReadableColor();
  return (
    <Badge color={color} variant="light" styles={{ label: { color: readable(color) } }}>
      {children}
    </Badge>
  );
}

export interface StoreFormProps {
  scope: CompanyScope;
  data: CallData<'/Store/Get'>;
  readOnly: boolean;
}

export function StoreForm({ scope, data, readOnly }: StoreFormProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { options } = data;
  const firstWarehouse = options.warehouses.find((w) => w.active)?.id ?? null;
  const [store, setStore] = useState<StoreDetail | null>(data.store);
  const [base, setBase] = useState<StoreFormState>(() => stateFromStore(data.store, f.locale, firstWarehouse));
  const [state, setState] = useState<StoreFormState>(base);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<{ theirs: StoreDetail; changedBy: string | null } | null>(null);
  const save = useSaveStore(scope);

  const dirty = !readOnly && isDirty(base, state);
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !save.isPending, enableBeforeUnload: () => dirty, withResolver: true });

  const patch = (change: Partial<StoreFormState>) => {
    setState((s) => ({ ...s, ...change }));
    setServerErrors({});
  };

  /** The contract's rules, unreadable amounts and dates the browser left empty. */
  const clientErrors = useMemo(() => {
    const { fields, unreadable } = saveFields(state);
    const errors = storeFieldMessages(storeFormProblems(fields), i18n);
    const more = storeFieldMessages(
      [
        ...unreadable.map((campo) => ({ campo, codigo: campo.endsWith('capacity') ? 'invalid_capacity' : 'invalid_money', mensaje: '' })),
        ...state.exceptions.flatMap((e, i) => (DATE.test(e.date) ? [] : [{ campo: `exceptions.${i}.date`, codigo: 'required', mensaje: '' }])),
      ],
      i18n,
    );
    return { ...more, ...errors };
  }, [state, i18n]);
  const errors: Record<string, string | undefined> = { ...(showErrors ? clientErrors : {}), ...serverErrors };

  const adopt = (saved: StoreDetail) => {
    const next = stateFromStore(saved, f.locale, firstWarehouse);
    setStore(saved);
    setBase(next);
    setState(next);
    setShowErrors(false);
  };

  const submit = (on: StoreDetail | null = store) => {
    setShowErrors(true);
    if (Object.keys(clientErrors).length > 0) {
      notifications.show({ color: 'red', message: t`Revisa los campos marcados.`, autoClose: 3000 });
      return;
    }
    const { fields } = saveFields(state);
    const body = { ...scope, ...fields, mutationId: crypto.randomUUID(), ...(on ? { storeId: on.id, baseVersion: on.version } : {}) };
    save.mutate(body, {
      onSuccess: (result) => {
        adopt(result.store);
        notifications.show({ color: 'green', message: result.created ? t`Tienda creada.` : t`Cambios guardados.`, autoClose: 3000 });
        if (result.created) {
          queryClient.setQueryData(storeKeys.detail(scope, result.store.id), { store: result.store, options });
          void navigate({ to: '/store/editar/$id', params: { id: String(result.store.id) }, replace: true, ignoreBlocker: true });
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.codigo === 'STALE_VERSION') {
          const theirs = error.detalle?.['current'] as StoreDetail | undefined;
          if (theirs) {
            setStale({ theirs, changedBy: (error.detalle?.['changedBy'] as string | null | undefined) ?? null });
            return;
          }
        }
        setServerErrors(serverStoreFieldMessages(error, i18n));
        notifications.show({ color: 'red', title: t`No se pudo guardar la tienda`, message: errorMessage(error), autoClose: 5000 });
      },
    });
  };

  const addressError = { address: errors['address'], lat: errors['lat'], lng: errors['lng'] };
  const form = (
    <Stack gap="md">
      <Section title={<Trans>Datos de la tienda</Trans>}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t`Nombre`} required value={state.name} onChange={(e) => patch({ name: e.currentTarget.value })} error={errors['name']} readOnly={readOnly} />
            <TextInput label={t`Teléfono`} type="tel" value={state.phone} onChange={(e) => patch({ phone: e.currentTarget.value })} error={errors['phone']} readOnly={readOnly} autoComplete="off" />
          </SimpleGrid>
          <Group gap="xl">
            <Switch label={t`Tienda market`} description={t`Vende el catálogo market.`} checked={state.market} onChange={(e) => patch({ market: e.currentTarget.checked })} disabled={readOnly} />
            <Switch label={t`Activa`} description={t`Una tienda inactiva no aparece en los selectores.`} checked={state.active} onChange={(e) => patch({ active: e.currentTarget.checked })} disabled={readOnly} />
          </Group>
        </Stack>
      </Section>
      <Section title={<Trans>Dirección</Trans>}>
        <AddressField label={t`Dirección`} value={state.address} onChange={(address) => patch({ address })} error={addressError} disabled={readOnly} />
      </Section>
      <Section title={<Trans>Horario de atención</Trans>}>
        <StoreFormHours hours={state.hours} onHours={(hours) => patch({ hours })} errors={errors} readOnly={readOnly} />
      </Section>
      <Section title={<Trans>Feriados y excepciones</Trans>}>
        <StoreFormExceptions exceptions={state.exceptions} onChange={(exceptions) => patch({ exceptions })} errors={errors} readOnly={readOnly} />
      </Section>
      <Section title={<Trans>Entregas y envío</Trans>}>
        <StoreFormDelivery state={state} currency={options.currency} errors={errors} readOnly={readOnly} onChange={patch} />
      </Section>
      <Section title={<Trans>Bodegas que despachan</Trans>}>
        <Checkbox.Group aria-label={t`Bodegas que despachan`} value={state.warehouseIds.map(String)} onChange={(values) => patch({ warehouseIds: values.map(Number) })} error={errors['warehouseIds']}>
          <Stack gap={6} mt={4}>
            {options.warehouses.map((w) => (
              <Checkbox key={w.id} value={String(w.id)} label={w.active ? w.name : t`${w.name} (inactiva)`} disabled={readOnly} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Section>
    </Stack>
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            {store && <StateBadge color="blue">{t`Versión ${store.version}`}</StateBadge>}
            {store && (store.open ? <StateBadge color="green">{t`Tienda abierta`}</StateBadge> : <StateBadge color="red">{t`Tienda cerrada`}</StateBadge>)}
            {readOnly && <StateBadge color="gray">{t`Solo lectura`}</StateBadge>}
            {dirty && <StateBadge color="orange">{t`Cambios sin guardar`}</StateBadge>}
          </Group>
          {!readOnly && (
            <Group gap="xs">
              {dirty && (
                <Button variant="default" onClick={() => setState(base)}>
                  <Trans>Descartar cambios</Trans>
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                <Trans>Guardar</Trans>
              </Button>
            </Group>
          )}
        </Group>
        {store ? (
          <Tabs defaultValue="form" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="form"><Trans>Ficha</Trans></Tabs.Tab>
              <Tabs.Tab value="history"><Trans>Historial de cambios</Trans></Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="form" pt="md">{form}</Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <StoreHistory scope={scope} storeId={store.id} currency={options.currency} warehouses={options.warehouses} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          form
        )}
      </Stack>

      {stale && (
        <Modal opened onClose={() => setStale(null)} title={t`Otra persona cambió esta tienda`} centered>
          <Stack gap="md">
            <Text size="sm">
              {stale.changedBy
                ? t`${stale.changedBy} guardó cambios en esta tienda mientras la editabas. Tus cambios aún no se guardaron.`
                : t`Alguien guardó cambios en esta tienda mientras la editabas. Tus cambios aún no se guardaron.`}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => { adopt(stale.theirs); setStale(null); }}>
                <Trans>Cargar su versión</Trans>
              </Button>
              <Button color="orange" onClick={() => { const theirs = stale.theirs; setStore(theirs); setStale(null); submit(theirs); }}>
                <Trans>Guardar mis cambios encima</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}

      {blocker.status === 'blocked' && (
        <Modal opened onClose={() => blocker.reset()} title={t`¿Salir sin guardar?`} centered>
          <Stack gap="md">
            <Text size="sm"><Trans>Tienes cambios sin guardar en esta tienda. Si sales, se perderán.</Trans></Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => blocker.reset()}><Trans>Seguir editando</Trans></Button>
              <Button color="red" onClick={() => blocker.proceed()}><Trans>Salir sin guardar</Trans></Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </form>
  );
}
