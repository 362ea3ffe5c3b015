/** Enrols several products at once in an application (`POST product/prime`), picked with the shared product search. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PRIME_PRODUCTS_MAX_PER_REQUEST } from '../../../../contract/schemas/subscriptions';
import { ProductPicker } from '../../../components/product-picker';
import { useAddPrimeProducts, type CompanyScope } from '../api/subscription-queries';
import { useSubscriptionErrorMessage } from '../lib/subscription-errors';

interface Props {
  scope: CompanyScope;
  appId: number;
  appName: string;
  /** Already enrolled: not offered again. */
  enrolled: readonly number[];
  onClose: () => void;
}

export function AddPrimeProductsModal({ scope, appId, appName, enrolled, onClose }: Props) {
  const { t } = useLingui();
  const describe = useSubscriptionErrorMessage();
  const add = useAddPrimeProducts();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (chosen.length === 0) {
      setError(t`Elige al menos un producto.`);
      return;
    }
    try {
      const result = await add.mutateAsync({ appId, productIds: chosen });
      const added = result.added;
      const already = result.alreadyEnrolled;
      notifications.show({
        color: 'green',
        message: already > 0 ? t`Productos agregados: ${added}. Ya estaban: ${already}.` : t`Productos agregados: ${added}.`,
        autoClose: 3000,
      });
      onClose();
    } catch (failure) {
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Agregar productos a ${appName}`} centered size="lg">
      <Stack gap="sm">
        <ProductPicker
          multiple
          label={t`Productos`}
          empresaId={scope.empresaId}
          value={chosen}
          exclude={enrolled}
          onChange={(ids) => {
            setChosen(ids.slice(0, PRIME_PRODUCTS_MAX_PER_REQUEST));
            setError(undefined);
          }}
          description={t`Los descuentos de la aplicación se aplican a sus productos inscritos.`}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending}>
            <Trans>Agregar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
