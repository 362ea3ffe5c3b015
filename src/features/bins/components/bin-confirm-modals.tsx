/**
 * The confirmations of /bines: deactivating a range (saying how many active card promotions stop applying to its
 * cards) and deleting one (the server refuses while a promotion names it; the refusal shows here, suggesting
 * deactivation).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { BinRange } from '../../../../contract/schemas/bins';
import { useDeleteBinRange, useSetBinRangeActive, type CompanyScope } from '../api/bin-queries';
import { useBinErrorMessage } from '../lib/bin-errors';

interface ConfirmProps {
  scope: CompanyScope;
  range: BinRange;
  onClose: () => void;
}

function rangeName(range: BinRange): string {
  return `${range.bank} ${range.brand} (${range.binFrom === range.binTo ? range.binFrom : `${range.binFrom}–${range.binTo}`})`;
}

export function BinDeactivateModal({ scope, range, onClose }: ConfirmProps) {
  const { t } = useLingui();
  const describe = useBinErrorMessage();
  const setActive = useSetBinRangeActive(scope);
  const [error, setError] = useState<string | null>(null);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const name = rangeName(range);
  const count = range.activePromotionCount;

  const confirm = async () => {
    setError(null);
    try {
      await setActive.mutateAsync({ input: { binRangeId: range.id, baseVersion: range.version, active: false }, mutationId });
      notifications.show({ color: 'green', message: t`Rango desactivado.`, autoClose: 3000 });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Desactivar rango`} centered>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>¿Desactivar el rango {name}? Sus tarjetas dejarán de recibir promociones de tarjeta hasta que lo actives de nuevo.</Trans>
        </Text>
        {count > 0 ? (
          <Alert color="orange" variant="light" data-testid="bin-deactivate-warning">
            <Plural
              value={count}
              one="Lo usa # promoción de tarjeta activa: dejará de aplicarse a estas tarjetas."
              other="Lo usan # promociones de tarjeta activas: dejarán de aplicarse a estas tarjetas."
            />
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={setActive.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color="orange" onClick={() => void confirm()} loading={setActive.isPending}>
            <Trans>Desactivar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function BinDeleteModal({ scope, range, onClose, onDeactivate }: ConfirmProps & { onDeactivate: () => void }) {
  const { t } = useLingui();
  const describe = useBinErrorMessage();
  const remove = useDeleteBinRange(scope);
  const [error, setError] = useState<string | null>(null);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const name = rangeName(range);
  const promotions = range.promotionCount;
  const inUse = promotions > 0;

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ input: { binRangeId: range.id, baseVersion: range.version }, mutationId });
      notifications.show({ color: 'green', message: t`Rango eliminado.`, autoClose: 3000 });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Eliminar rango`} centered>
      <Stack gap="sm">
        {inUse ? (
          <Text size="sm">
            <Trans>
              El rango {name} lo usa <Plural value={promotions} one="# promoción de tarjeta" other="# promociones de tarjeta" />: no se puede eliminar.
              Desactívalo para que deje de aplicarse.
            </Trans>
          </Text>
        ) : (
          <Text size="sm">
            <Trans>¿Eliminar el rango {name}? Ninguna promoción lo usa.</Trans>
          </Text>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          {inUse && range.active ? (
            <Button color="orange" onClick={onDeactivate}>
              <Trans>Desactivar en su lugar</Trans>
            </Button>
          ) : null}
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending} disabled={inUse}>
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
