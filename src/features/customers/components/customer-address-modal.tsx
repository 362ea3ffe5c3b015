/** Add or edit one of the customer's addresses: name (Casa, Oficina…), address with coordinates, city, default. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import type { AddressValue } from '../../../../contract/schemas/address';
import type { CustomerAddress } from '../../../../contract/schemas/customers';
import { AddressField } from '../../../components/address-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveAddress } from '../api/customer-queries';
import { useCustomerFieldErrors } from '../lib/customer-errors';

export function CustomerAddressModal({ customerId, address, onClose }: { customerId: number; address: CustomerAddress | null; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const toFieldErrors = useCustomerFieldErrors();
  const save = useSaveAddress();
  const [label, setLabel] = useState(address?.label ?? '');
  const [place, setPlace] = useState<AddressValue>({ address: address?.address ?? '', lat: address?.lat ?? null, lng: address?.lng ?? null });
  const [city, setCity] = useState(address?.city ?? 'Quito');
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const attempt = useRef<{ key: string; id: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { customerId, ...(address ? { addressId: address.id } : {}), label, address: place.address, city, lat: place.lat, lng: place.lng, makeDefault };
    const key = JSON.stringify(input);
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() };
    save.mutate(
      { input, mutationId: attempt.current.id },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t`Dirección guardada.`, autoClose: 3000 });
          onClose();
        },
        onError: (error) => {
          const fields = toFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={address ? t`Editar dirección` : t`Nueva dirección`} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label={t`Nombre de la dirección`} description={t`Por ejemplo: Casa, Oficina`} value={label} onChange={(event) => setLabel(event.currentTarget.value)} error={errors['label']} maxLength={40} />
          <AddressField label={t`Dirección`} value={place} onChange={setPlace} error={{ address: errors['address'], lat: errors['lat'], lng: errors['lng'] }} />
          <TextInput label={t`Ciudad`} value={city} onChange={(event) => setCity(event.currentTarget.value)} error={errors['city']} required maxLength={80} />
          {address?.isDefault ? null : <Checkbox label={t`Usar como dirección predeterminada`} checked={makeDefault} onChange={(event) => setMakeDefault(event.currentTarget.checked)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar dirección</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
