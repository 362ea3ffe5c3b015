/** "Activate shop" (spec §6): asks once, saying what opening or closing does for customers, then sends it. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { StoreListRow } from '../../../../contract/schemas/stores';
import { useErrorMessage } from '../../../lib/error-message';
import { useSetStoreOpen, type CompanyScope } from '../api/store-queries';

export function StoreOpenModal({ scope, store, onClose }: { scope: CompanyScope; store: StoreListRow; onClose: () => void }) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const setOpen = useSetStoreOpen(scope);
  // One id per confirmation: a retry after a lost answer is applied once.
  const [mutationId] = useState(() => crypto.randomUUID());
  const opening = !store.open;
  const name = store.name;
  const confirm = () =>
    setOpen.mutate(
      { storeId: store.id, open: opening, mutationId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: opening ? t`Tienda «${name}» abierta.` : t`Tienda «${name}» cerrada.`, autoClose: 3000 });
          onClose();
        },
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo cambiar la tienda`, message: errorMessage(error), autoClose: 5000 }),
      },
    );
  return (
    <Modal opened onClose={onClose} title={opening ? t`¿Abrir la tienda «${name}»?` : t`¿Cerrar la tienda «${name}»?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {opening ? (
            <Trans>Los clientes podrán volver a hacer pedidos en esta tienda.</Trans>
          ) : (
            <Trans>Los clientes no podrán hacer pedidos en esta tienda hasta que la vuelvas a abrir. Las órdenes ya hechas siguen su curso.</Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color={opening ? 'green' : 'red'} loading={setOpen.isPending} onClick={confirm}>
            {opening ? <Trans>Sí, abrir tienda</Trans> : <Trans>Sí, cerrar tienda</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
