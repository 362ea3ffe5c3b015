/** Deleting a holiday period after a confirmation that names it and its dates. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { TaxHoliday } from '../../../../contract/schemas/tax';
import { useDeleteTaxHoliday, type CompanyScope } from '../api/tax-queries';
import { useDayFormat } from '../lib/day-format';
import { useTaxErrorMessage } from '../lib/tax-errors';

interface TaxHolidayDeleteModalProps {
  scope: CompanyScope;
  period: TaxHoliday;
  onClose: () => void;
}

export function TaxHolidayDeleteModal({ scope, period, onClose }: TaxHolidayDeleteModalProps) {
  const { t } = useLingui();
  const day = useDayFormat();
  const describe = useTaxErrorMessage(day);
  const remove = useDeleteTaxHoliday(scope);
  const [error, setError] = useState<string | null>(null);
  const [mutationId, setMutationId] = useState(() => crypto.randomUUID());
  const name = period.nombre;
  const from = day(period.desde);
  const to = day(period.hasta);

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ input: { id: period.id, baseVersion: period.version }, mutationId });
      notifications.show({ color: 'green', message: t`Periodo eliminado.`, autoClose: 3000 });
      onClose();
    } catch (failure) {
      setMutationId(crypto.randomUUID());
      setError(describe(failure));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Eliminar periodo`} centered>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            ¿Eliminar el periodo «{name}» (del {from} al {to})? Esos días se cobrará el IVA normal de cada producto.
          </Trans>
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
