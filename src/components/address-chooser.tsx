/**
 * Where to deliver (the call center, checkout): one of the customer's addresses, or a new one added to the customer
 * (geocoded when the server has a provider: docs/geocoding.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import type { AddressValue } from '../../contract/schemas/address';
import { useErrorMessage, useReasonFieldErrors } from '../lib/error-message';
import { attemptIds } from '../lib/selling/attempt-id';
import { useAddAddress, type SellingCustomer } from '../lib/selling/selling-queries';
import { AddressField } from './address-field';

const NO_REASONS = {};

export function AddressChooser({ customer, value, onChange }: { customer: SellingCustomer; value: number | null; onChange: (addressId: number) => void }) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(customer.addresses.length === 0);
  return (
    <Stack gap="xs">
      {customer.addresses.length > 0 ? (
        <Radio.Group label={t`Dirección de entrega`} value={value === null ? null : String(value)} onChange={(next) => onChange(Number(next))}>
          <Stack gap={6} mt={4}>
            {customer.addresses.map((address) => (
              <Radio
                key={address.id}
                value={String(address.id)}
                label={address.label ? `${address.label}: ${address.address}, ${address.city}` : `${address.address}, ${address.city}`}
                data-testid="address-option"
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>El cliente no tiene direcciones: agrega una.</Trans>
        </Text>
      )}
      {adding ? (
        <NewAddressForm
          customerId={customer.id}
          onAdded={(id) => {
            setAdding(false);
            onChange(id);
          }}
          onCancel={customer.addresses.length === 0 ? undefined : () => setAdding(false)}
        />
      ) : (
        <Group>
          <Button variant="subtle" leftSection={<IconMapPinPlus size={16} />} onClick={() => setAdding(true)}>
            <Trans>Agregar dirección</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function NewAddressForm({ customerId, onAdded, onCancel }: { customerId: number; onAdded: (addressId: number) => void; onCancel: (() => void) | undefined }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const toFieldErrors = useReasonFieldErrors(NO_REASONS);
  const add = useAddAddress();
  const attempts = useRef(attemptIds());
  const [label, setLabel] = useState('');
  const [place, setPlace] = useState<AddressValue>({ address: '', lat: null, lng: null });
  const [city, setCity] = useState('Quito');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { customerId, label, address: place.address, city, lat: place.lat, lng: place.lng };
    add.mutate(
      { input, mutationId: attempts.current.idFor(input) },
      {
        onSuccess: (data) => {
          // The new address is the one with the highest id.
          const added = data.customer.addresses.reduce((max, address) => Math.max(max, address.id), 0);
          onAdded(added);
        },
        onError: (error) => {
          const fields = toFieldErrors(error);
          setErrors(fields);
          setProblem(Object.keys(fields).length === 0 ? describe(error) : null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="sm" component="form" onSubmit={onSubmit} noValidate aria-label={t`Nueva dirección`}>
      <Stack gap="xs">
        <TextInput label={t`Nombre de la dirección`} placeholder={t`Por ejemplo: Casa, Oficina`} value={label} onChange={(event) => setLabel(event.currentTarget.value)} error={errors['label']} maxLength={40} />
        <AddressField label={t`Dirección`} value={place} onChange={setPlace} error={{ address: errors['address'], lat: errors['lat'], lng: errors['lng'] }} />
        <TextInput label={t`Ciudad`} value={city} onChange={(event) => setCity(event.currentTarget.value)} error={errors['city']} required maxLength={80} />
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancelar</Trans>
            </Button>
          ) : null}
          <Button type="submit" loading={add.isPending}>
            <Trans>Guardar dirección</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
