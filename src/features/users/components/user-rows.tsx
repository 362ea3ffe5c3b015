/** The users as a dense table (desktop) or cards (phones); a user ranked above the caller shows no actions. */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconEdit, IconHistory, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { UserRow } from '../../../../contract/schemas/users';
import { useReadableColor } from '../../../components/order-status/readable-color';

export interface UserActions {
  /** The signed-in user: they cannot disable themselves, so their row offers no "Desactivar". */
  meId: number;
  onEdit: (user: UserRow) => void;
  onToggle: (user: UserRow) => void;
  onSendLink: (user: UserRow) => void;
  onHistory: (user: UserRow) => void;
}

interface RowsProps extends UserActions {
  rows: readonly UserRow[];
  /** SA sees users of every company: a company column. */
  showCompany: boolean;
}

function StatusBadge({ active }: { active: boolean }) {
  const readable = useReadableColor();
  const color = active ? 'green' : 'gray';
  return (
    <Badge color={color} variant="light" size="sm" styles={{ label: { color: readable(color) } }}>
      {active ? <Trans>Activo</Trans> : <Trans>Inactivo</Trans>}
    </Badge>
  );
}

function RowActions({ user, meId, onEdit, onToggle, onSendLink, onHistory, size = 'md' }: UserActions & { user: UserRow; size?: 'md' | 'xl' }) {
  const { t } = useLingui();
  const name = user.nombre;
  if (!user.manageable) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size={size} aria-label={t`Acciones de ${name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(user)}>
          <Trans>Editar</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onSendLink(user)} disabled={!user.active}>
          <Trans>Enviar enlace para cambiar la contraseña</Trans>
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onHistory(user)}>
          <Trans>Historial</Trans>
        </Menu.Item>
        {user.id === meId ? null : (
          <>
            <Menu.Divider />
            <Menu.Item
              color={user.active ? 'red' : undefined}
              leftSection={user.active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
              onClick={() => onToggle(user)}
            >
              {user.active ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserTable({ rows, showCompany, ...actions }: RowsProps) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} aria-label={t`Usuarios`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Nombre</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Correo electrónico</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Rol</Trans>
            </Table.Th>
            {showCompany ? (
              <Table.Th>
                <Trans>Empresa</Trans>
              </Table.Th>
            ) : null}
            <Table.Th>
              <Trans>Tienda</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Bodega</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Text size="sm" fw={500}>
                  {user.nombre}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>{user.roleName}</Table.Td>
              {showCompany ? <Table.Td>{user.companyName ?? '—'}</Table.Td> : null}
              <Table.Td>{user.storeName ?? '—'}</Table.Td>
              <Table.Td>{user.warehouseName ?? '—'}</Table.Td>
              <Table.Td>
                <StatusBadge active={user.active} />
              </Table.Td>
              <Table.Td ta="end">
                <RowActions user={user} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function UserCards({ rows, showCompany, ...actions }: RowsProps) {
  return (
    <Stack gap="xs">
      {rows.map((user) => (
        <Card key={user.id} withBorder padding="sm" data-testid="user-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={600} truncate>
                {user.nombre}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {user.email}
              </Text>
              <Text size="sm">
                {[user.roleName, showCompany ? user.companyName : null, user.storeName, user.warehouseName].filter(Boolean).join(' · ')}
              </Text>
              <StatusBadge active={user.active} />
            </Stack>
            {/* A thumb-sized target on phones. */}
            <RowActions user={user} size="xl" {...actions} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
