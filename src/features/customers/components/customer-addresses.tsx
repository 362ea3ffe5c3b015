/** The customer's delivery addresses: the default one marked, set another as default, add, edit, delete (confirmed). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CustomerAddress, CustomerDetail } from '../../../../contract/schemas/customers';
import { Bidi } from '../../../components/bidi';
import { useErrorMessage } from '../../../lib/error-message';
import { TABULAR } from '../../../lib/format';
import { useAddressAction } from '../api/customer-queries';
import { CustomerAddressModal } from './customer-address-modal';
import { useReadableColor } from '../../../components/order-status/readable-color';

type Dialog = { kind: 'edit'; address: CustomerAddress | null } | { kind: 'delete'; address: CustomerAddress } | null;

/** How an address is named in buttons and the delete question: its label, or the address itself. */
const name = (address: CustomerAddress) => address.label || address.address;

export function CustomerAddresses({ customer, readOnly }: { customer: CustomerDetail; readOnly: boolean }) {
  const { t } = useLingui();
  const readable = useReadableColor();
  const describe = useErrorMessage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const makeDefault = useAddressAction('/Customer/SetDefaultAddress');
  const remove = useAddressAction('/Customer/DeleteAddress');
  const failed = (error: unknown) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          <Trans>Direcciones</Trans>
        </Title>
        {readOnly ? null : (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDialog({ kind: 'edit', address: null })}>
            <Trans>Agregar dirección</Trans>
          </Button>
        )}
      </Group>
      {customer.addresses.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Este cliente aún no tiene direcciones de entrega.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {customer.addresses.map((address) => (
            <Card key={address.id} withBorder padding="sm" radius="md" data-testid="customer-address" aria-label={name(address)}>
              <Stack gap={4}>
                <Group gap="xs" wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text fw={600}>{address.label || t`Dirección`}</Text>
                  {address.isDefault ? (
                    <Badge size="sm" variant="light" color="green" styles={{ label: { color: readable('green') } }}>
                      <Trans>Predeterminada</Trans>
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm">
                  <Bidi>
                    {address.address}, {address.city}
                  </Bidi>
                </Text>
                <Text size="xs" c="dimmed" style={TABULAR}>
                  {address.lat !== null && address.lng !== null ? (
                    <Bidi numeric>
                      {address.lat}, {address.lng}
                    </Bidi>
                  ) : (
                    <Trans>Sin coordenadas</Trans>
                  )}
                </Text>
                {readOnly ? null : (
                  <Group gap="xs" mt={4}>
                    {address.isDefault ? null : (
                      <Button
                        size="compact-sm"
                        variant="light"
                        loading={makeDefault.isPending && makeDefault.variables.addressId === address.id}
                        onClick={() =>
                          makeDefault.mutate(
                            { customerId: customer.id, addressId: address.id, mutationId: crypto.randomUUID() },
                            { onSuccess: () => notifications.show({ color: 'green', message: t`Dirección predeterminada cambiada.`, autoClose: 3000 }), onError: failed },
                          )
                        }
                        aria-label={t`Hacer predeterminada: ${name(address)}`}
                      >
                        <Trans>Hacer predeterminada</Trans>
                      </Button>
                    )}
                    <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: 'edit', address })} aria-label={t`Editar: ${name(address)}`}>
                      <Trans>Editar</Trans>
                    </Button>
                    <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDialog({ kind: 'delete', address })} aria-label={t`Eliminar: ${name(address)}`}>
                      <Trans>Eliminar</Trans>
                    </Button>
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {dialog?.kind === 'edit' ? <CustomerAddressModal customerId={customer.id} address={dialog.address} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <Modal opened onClose={() => setDialog(null)} title={t`¿Eliminar la dirección?`}>
          <Stack gap="sm">
            <Text size="sm">
              <Trans>
                Se eliminará «{name(dialog.address)}» de las direcciones del cliente. Las órdenes ya hechas conservan su dirección de entrega.
              </Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { customerId: customer.id, addressId: dialog.address.id, mutationId: crypto.randomUUID() },
                    {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: t`Dirección eliminada.`, autoClose: 3000 });
                        setDialog(null);
                      },
                      onError: failed,
                    },
                  )
                }
              >
                <Trans>Eliminar dirección</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Stack>
  );
}
