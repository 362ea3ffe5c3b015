import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

interface UserMenuTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> {
  name: string;
  role: string;
  /** Name and role next to the avatar (wide screens). */
  withDetails: boolean;
}

/** The avatar button that opens "Menú de usuario": the same element before and after the menu's code arrives. */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, UserMenuTriggerProps>(({ name, role, withDetails, ...others }, ref) => (
  <UnstyledButton ref={ref} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }} miw={44} mih={44} {...others}>
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
));
UserMenuTrigger.displayName = 'UserMenuTrigger';
