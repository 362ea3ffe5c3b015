/** The confirmation to disable or enable a user, and a user's audit trail. */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { roleName } from '../../../../contract/roles';
import type { ScopeOptions } from '../../../../contract/schemas/scope';
import type { UserRow } from '../../../../contract/schemas/users';
import { RecordHistory } from '../../../components/record-history';
import { userHistoryQuery, useSetUserDisabled } from '../api/user-queries';
import { useUserErrorMessage } from '../lib/user-errors';

export function UserToggleModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useLingui();
  const describe = useUserErrorMessage();
  const toggle = useSetUserDisabled();
  const [mutationId] = useState(() => crypto.randomUUID());
  const name = user.nombre;
  const disabling = user.active;
  const confirm = () =>
    toggle.mutate(
      { input: { userId: user.id, disabled: disabling, baseVersion: user.version }, mutationId },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: disabling ? t`${name} quedó desactivado.` : t`${name} quedó activado.`, autoClose: 3000 });
          onClose();
        },
        onError: (error) => {
          notifications.show({ color: 'red', title: t`No se pudo cambiar el estado`, message: describe(error), autoClose: 5000 });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={disabling ? t`¿Desactivar a ${name}?` : t`¿Activar a ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm">
          {disabling ? (
            <Trans>Sus sesiones abiertas se cerrarán al instante y no podrá ingresar hasta que lo actives de nuevo.</Trans>
          ) : (
            <Trans>Podrá ingresar de nuevo con su contraseña.</Trans>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={toggle.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button color={disabling ? 'red' : undefined} loading={toggle.isPending} onClick={confirm} data-autofocus>
            {disabling ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const FIELD_LABELS = {
  nombre: msg`Nombre`,
  email: msg`Correo electrónico`,
  role: msg`Rol`,
  companyId: msg`Empresa`,
  warehouseId: msg`Bodega`,
  storeId: msg`Tienda`,
  active: msg`Activo`,
};

/** A company, store or warehouse id as its name (the caller's scope options), or its number when not listed. */
function nameOf(items: ReadonlyArray<{ id: number; name: string }> | undefined, value: unknown): string | undefined {
  return typeof value === 'number' ? (items?.find((item) => item.id === value)?.name ?? `#${value}`) : undefined;
}

export function UserHistoryModal({ user, options, onClose }: { user: UserRow; options: ScopeOptions | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const name = user.nombre;
  const formatValue = (field: string, value: unknown, _i18n: I18n): string | undefined => {
    if (value === null) return undefined;
    if (field === 'role' && typeof value === 'string') return roleName(value);
    if (field === 'companyId') return nameOf(options?.companies, value);
    if (field === 'warehouseId') return nameOf(options?.warehouses, value);
    if (field === 'storeId') return nameOf(options?.stores, value);
    return undefined;
  };
  return (
    <Modal opened onClose={onClose} title={t`Historial de ${name}`} size="xl" centered>
      <RecordHistory query={userHistoryQuery(user.id)} fieldLabels={FIELD_LABELS} formatValue={formatValue} />
    </Modal>
  );
}
