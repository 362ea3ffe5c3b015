import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { roleName } from '../../../../contract/roles';
import { useUserData } from '../../../lib/user-data';
import { meQuery } from '../api/me';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

interface UserMenuProps {
  /** Show name and role next to the avatar (wide screens). */
  withDetails: boolean;
  onLogout: () => void;
  logoutPending: boolean;
  /** Menu items of other features, shown before "Cerrar sesión" (routes compose them). */
  items?: ReactNode;
}

/** "Menú de usuario": who is signed in (name, role name) and "Cerrar sesión". */
export function UserMenu({ withDetails, onLogout, logoutPending, items }: UserMenuProps) {
  const { t } = useLingui();
  const user = useUserData();
  const me = useQuery(meQuery(user?.userID));
  const name = me.data?.nombre ?? '';
  const email = me.data?.email;
  const role = roleName(me.data?.rol ?? user?.rol ?? '');
  return (
    <Menu position="bottom-end" width={272} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t`Menú de usuario`} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }} miw={44} mih={44}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="canasta" radius="xl" size={36} aria-hidden>
              {name ? initials(name) : null}
            </Avatar>
            {withDetails ? (
              <>
                <div style={{ lineHeight: 1.2, maxWidth: 160 }}>
                  <Text size="sm" fw={600} truncate="end">
                    {name || '…'}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {role}
                  </Text>
                </div>
                <IconChevronDown size={16} aria-hidden />
              </>
            ) : null}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {name || '…'}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {email ? `${email} · ` : ''}
            {role}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {items}
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} disabled={logoutPending} closeMenuOnClick>
          <Trans>Cerrar sesión</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
