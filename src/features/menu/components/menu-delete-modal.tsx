/** Confirms deleting a menu item, saying how many items under it go too. */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { MenuItem } from '../../../../contract/schemas/menu';
import { useMenuChange, type CompanyScope } from '../api/menu-queries';
import { useMenuErrorMessage } from '../lib/menu-errors';
import { subtree } from '../lib/menu-tree';

export function MenuDeleteModal({ scope, items, item, onClose }: { scope: CompanyScope; items: readonly MenuItem[]; item: MenuItem; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useMenuErrorMessage();
  const remove = useMenuChange('/Menu/Delete', scope);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const under = subtree(items, item.id).size - 1;
  const name = item.nombre;

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ itemId: item.id, mutationId });
      notifications.show({
        color: 'green',
        message: t`Elemento eliminado del menú.`,
        autoClose: 3000,
      });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Eliminar del menú`} centered>
      <Stack gap="sm">
        <Text size="sm">
          {under > 0 ? (
            <Trans>
              ¿Eliminar «{name}» del menú? También se eliminan <Plural value={under} one="# elemento" other="# elementos" /> que contiene.
            </Trans>
          ) : (
            <Trans>¿Eliminar «{name}» del menú?</Trans>
          )}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
