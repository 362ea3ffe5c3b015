import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { UserMenuTrigger } from './user-menu-trigger';

export interface UserMenuDropdownProps {
  name: string;
  email: string | undefined;
  role: string;
  withDetails: boolean;
  onLogout: () => void;
  logoutPending: boolean;
  /** Open at once: the user pressed the trigger before this chunk arrived. */
  defaultOpened: boolean;
  /** The trigger had the focus before this chunk arrived. */
  autoFocus: boolean;
}

/** The real "Menú de usuario" (Mantine Menu): its own chunk, downloaded by UserMenu on the user's first interest. */
export function UserMenuDropdown({ name, email, role, withDetails, onLogout, logoutPending, defaultOpened, autoFocus }: UserMenuDropdownProps) {
  const { t } = useLingui();
  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuTrigger aria-label={t`Menú de usuario`} name={name} role={role} withDetails={withDetails} autoFocus={autoFocus} />
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
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} disabled={logoutPending} closeMenuOnClick>
          <Trans>Cerrar sesión</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
