import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { DirectionToggle } from './preferences/direction-toggle';
import { LocaleSelect } from './preferences/locale-select';
import { SkinToggle } from './preferences/skin-toggle';
import { TranslatedMantineDefaults } from './translated-mantine';

/** Full-page layout of the public screens (login, password, errors): a slim bar with the preferences, content centred. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <TranslatedMantineDefaults>
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column', background: 'var(--mantine-color-body)' }}>
      <Group component="header" justify="space-between" px={{ base: 'sm', sm: 'lg' }} py="sm" wrap="nowrap" gap="xs">
        <Brand />
        <Group gap="xs" wrap="nowrap">
          <LocaleSelect width={140} />
          <SkinToggle />
          <DirectionToggle />
        </Group>
      </Group>
      <Container component="main" size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        {children}
      </Container>
    </Box>
    </TranslatedMantineDefaults>
  );
}
