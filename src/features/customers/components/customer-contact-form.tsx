/** The customer's contact data: name, email, phone, document. Read-only for whom may only look (SU). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import type { CustomerDetail } from '../../../../contract/schemas/customers';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useSaveCustomer } from '../api/customer-queries';
import { useCustomerFieldErrors } from '../lib/customer-errors';

/** An empty optional field is no value (null), not an empty text. */
const orNull = (value: string) => (value.trim() === '' ? null : value);

export function CustomerContactForm({ customer, readOnly, onReload }: { customer: CustomerDetail; readOnly: boolean; onReload: () => void }) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const toFieldErrors = useCustomerFieldErrors();
  const save = useSaveCustomer();
  const [values, setValues] = useState({ nombre: customer.name, email: customer.email ?? '', phone: customer.phone ?? '', documentId: customer.documentId ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  // One id per attempt at these values: a retry of the same click is applied once.
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: '' }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { customerId: customer.id, baseVersion: customer.version, nombre: values.nombre, email: orNull(values.email), phone: orNull(values.phone), documentId: orNull(values.documentId) };
    const key = JSON.stringify(input);
    if (attempt.current?.key !== key) attempt.current = { key, id: crypto.randomUUID() };
    save.mutate(
      { input, mutationId: attempt.current.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Datos del cliente guardados.`, autoClose: 3000 }),
        onError: (error) => {
          if (error instanceof ApiError && error.codigo === 'STALE_VERSION') setStale(true);
          const fields = toFieldErrors(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0) notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Datos de contacto`}>
      <Stack gap="sm">
        {stale ? (
          <Alert color="orange" variant="light" role="alert" title={t`Otra persona cambió este cliente`}>
            <Stack gap="xs" align="flex-start">
              <Trans>Tu cambio no se guardó. Carga la versión actual y vuelve a escribir lo que cambiaste.</Trans>
              <Button size="xs" variant="light" onClick={onReload}>
                <Trans>Cargar la versión actual</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t`Nombre`} value={values.nombre} onChange={set('nombre')} error={errors['nombre'] || undefined} readOnly={readOnly} required={!readOnly} maxLength={120} />
          <TextInput label={t`Correo electrónico`} type="email" value={values.email} onChange={set('email')} error={errors['email'] || undefined} readOnly={readOnly} maxLength={254} />
          <TextInput label={t`Teléfono`} type="tel" value={values.phone} onChange={set('phone')} error={errors['phone'] || undefined} readOnly={readOnly} maxLength={40} />
          <TextInput label={t`Documento de identidad`} value={values.documentId} onChange={set('documentId')} error={errors['documentId'] || undefined} readOnly={readOnly} maxLength={40} />
        </SimpleGrid>
        {readOnly ? null : (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar cambios</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
