import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { SET_ACTIVE_MAX } from '../../../../contract/catalogue-constants';
import { useErrorMessage } from '../../../lib/error-message';
import { useSetProductsActive } from '../api/product-list-set-active';

interface ProductListBulkProps {
  empresaId: number | undefined;
  selected: readonly number[];
  onDone: () => void;
}

/** The selection's actions: activate or deactivate every selected product, after a confirmation. */
export function ProductListBulk({ empresaId, selected, onDone }: ProductListBulkProps) {
  const { t } = useLingui();
  const describe = useErrorMessage();
  const setActive = useSetProductsActive();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  const count = selected.length;

  async function apply(active: boolean) {
    setWorking(true);
    let changed = 0;
    try {
      // The call takes up to SET_ACTIVE_MAX ids; a bigger selection goes in several requests.
      for (let start = 0; start < selected.length; start += SET_ACTIVE_MAX) {
        const ids = selected.slice(start, start + SET_ACTIVE_MAX);
        const data = await setActive.mutateAsync({ ...(empresaId === undefined ? {} : { empresaId }), ids, active, mutationId: crypto.randomUUID() });
        changed += data.changed;
      }
      notifications.show({ color: 'green', message: active ? t`Productos activados: ${changed}` : t`Productos desactivados: ${changed}`, autoClose: 3000 });
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', title: active ? t`No se pudieron activar los productos` : t`No se pudieron desactivar los productos`, message: describe(error), autoClose: 3000 });
    } finally {
      setWorking(false);
      setConfirming(null);
    }
  }

  if (count === 0) return null;
  return (
    <>
      <Paper withBorder p="xs" radius="md" role="region" aria-label={t`Acciones sobre la selección`}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            <Plural value={count} one="# producto seleccionado" other="# productos seleccionados" />
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" color="green" onClick={() => setConfirming(true)}>
              <Trans>Activar</Trans>
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setConfirming(false)}>
              <Trans>Desactivar</Trans>
            </Button>
            <Button size="xs" variant="subtle" onClick={onDone}>
              <Trans>Quitar selección</Trans>
            </Button>
          </Group>
        </Group>
      </Paper>
      <Modal opened={confirming !== null} onClose={() => !working && setConfirming(null)} title={confirming ? t`Activar productos` : t`Desactivar productos`} centered>
        <Stack gap="md">
          <Text size="sm">
            {confirming ? (
              <Plural value={count} one="Se activará # producto: volverá a mostrarse en la tienda." other="Se activarán # productos: volverán a mostrarse en la tienda." />
            ) : (
              <Plural value={count} one="Se desactivará # producto: dejará de mostrarse en la tienda y no se podrá vender." other="Se desactivarán # productos: dejarán de mostrarse en la tienda y no se podrán vender." />
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={working}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color={confirming ? 'green' : 'red'} loading={working} onClick={() => void apply(confirming === true)}>
              {confirming ? t`Activar` : t`Desactivar`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
