import { Group, Text } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The app's name and mark, linking home. `compact`: the name gives way on phones (the header needs the room). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      renderRoot={(props) => <Link to="/" {...props} />}
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label="Canasta"
    >
      <IconBasket size={28} stroke={1.8} color="var(--mantine-color-canasta-text)" aria-hidden />
      <Text fw={800} fz={20} lh={1} component="span" visibleFrom={compact ? 'xs' : undefined}>
        Canasta
      </Text>
    </Group>
  );
}
