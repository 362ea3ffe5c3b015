/**
 * A warehouse's data: name, address with coordinates, the stores it serves and whether it is active. Creates one
 * (no `warehouse`) or edits it at the version it was read; problems show next to their field, a stale save offers
 * the current data.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { addressProblems, type AddressValue } from '../../../../contract/schemas/address';
import { WAREHOUSE_NAME_MAX, type WarehouseDetail } from '../../../../contract/schemas/warehouses';
import { AddressField } from '../../../components/address-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveWarehouse, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage, useWarehouseFieldErrors } from '../lib/warehouse-errors';

interface FormValues {
  name: string;
  address: AddressValue;
  storeIds: string[];
  active: boolean;
}

function initialValues(warehouse: WarehouseDetail | null): FormValues {
  return {
    name: warehouse?.name ?? '',
    address: { address: warehouse?.address ?? '', lat: warehouse?.lat ?? null, lng: warehouse?.lng ?? null },
    storeIds: (warehouse?.stores ?? []).map((store) => String(store.id)),
    active: warehouse?.active ?? true,
  };
}

export interface WarehouseFormProps {
  scope: CompanyScope;
  warehouse: WarehouseDetail | null;
  storeOptions: ReadonlyArray<{ id: number; name: string; active: boolean }>;
  onSaved: (warehouse: WarehouseDetail, created: boolean) => void;
  /** Reloads the warehouse (after a stale save). */
  onReload?: () => void;
}

export function WarehouseForm({ scope, warehouse, storeOptions, onSaved, onReload }: WarehouseFormProps) {
  const { t } = useLingui();
  const save = useSaveWarehouse(scope);
  const describe = useWarehouseErrorMessage();
  const toFieldErrors = useWarehouseFieldErrors();
  const [values, setValues] = useState<FormValues>(() => initialValues(warehouse));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The version another person saved while this form was open; a save on top of it keeps what was typed. */
  const [stale, setStale] = useState<WarehouseDetail | null>(null);
  const [baseVersion, setBaseVersion] = useState(warehouse?.version);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (values.name.trim() === '') local['name'] = t`Escribe el nombre de la bodega.`;
    const [pair] = addressProblems(values.address);
    if (pair) local[pair.campo] = t`Indica la latitud y la longitud, o ninguna.`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      {
        input: {
          ...(warehouse ? { warehouseId: warehouse.id, baseVersion: baseVersion ?? warehouse.version } : {}),
          name: values.name.trim(),
          address: values.address.address.trim(),
          lat: values.address.lat,
          lng: values.address.lng,
          storeIds: values.storeIds.map(Number),
          active: values.active,
        },
        mutationId: crypto.randomUUID(),
      },
      {
        onSuccess: (data) => {
          setErrors({});
          setStale(null);
          setBaseVersion(data.warehouse.version);
          notifications.show({ color: 'green', message: data.created ? t`Bodega creada.` : t`Bodega guardada.`, autoClose: 3000 });
          onSaved(data.warehouse, data.created);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.codigo === 'STALE_VERSION') {
            setStale((error.detalle?.['current'] as WarehouseDetail | undefined) ?? null);
            return;
          }
          const fields = toFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
        },
      },
    );
  };

  const addressErrors = { ...(errors['address'] ? { address: errors['address'] } : {}), ...(errors['lat'] ? { lat: errors['lat'] } : {}), ...(errors['lng'] ? { lng: errors['lng'] } : {}) };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title={t`Otra persona cambió esta bodega`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>Tu cambio no se guardó. Ahora se llama «{stale.name}» y está {stale.active ? t({ message: 'activa', context: 'bodega' }) : t({ message: 'inactiva', context: 'bodega' })}. Puedes guardar tus datos encima o descartarlos y ver los actuales.</Trans>
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    setBaseVersion(stale.version);
                    setStale(null);
                  }}
                >
                  <Trans>Usar mis datos</Trans>
                </Button>
                {onReload ? (
                  <Button size="xs" variant="light" onClick={onReload}>
                    <Trans>Descartar y ver los actuales</Trans>
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Alert>
        ) : null}
        <TextInput label={t`Nombre`} required maxLength={WAREHOUSE_NAME_MAX} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} error={errors['name']} />
        <AddressField label={t`Dirección`} value={values.address} onChange={(address) => set('address', address)} error={addressErrors} />
        <MultiSelect
          label={t`Tiendas que atiende`}
          description={t`Las tiendas que despachan sus pedidos desde esta bodega.`}
          data={storeOptions.map((store) => ({ value: String(store.id), label: store.active ? store.name : t`${store.name} (inactiva)` }))}
          value={values.storeIds}
          onChange={(ids) => set('storeIds', ids)}
          searchable
          clearable
          nothingFoundMessage={t`Ninguna tienda coincide`}
          error={errors['storeIds']}
        />
        <Switch
          label={t`Activa`}
          description={t`Una bodega inactiva no aparece en los selectores ni recibe pedidos.`}
          checked={values.active}
          onChange={(event) => set('active', event.currentTarget.checked)}
          error={errors['active']}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {warehouse ? <Trans>Guardar</Trans> : <Trans>Crear bodega</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
