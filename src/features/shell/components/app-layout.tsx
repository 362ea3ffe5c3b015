import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, AppShell, Burger, Group, Kbd, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { DirectionToggle } from '../../../components/preferences/direction-toggle';
import { LocaleSelect } from '../../../components/preferences/locale-select';
import { SkinToggle } from '../../../components/preferences/skin-toggle';
import { TranslatedMantineDefaults } from '../../../components/translated-mantine';
import { CommandPalette, preloadCommandPalette } from './command-palette';
import { MainNav } from './main-nav';
import { ScopeSelectors } from './scope-selectors';
import { UserMenu } from './user-menu';

interface AppLayoutProps {
  role: string;
  onLogout: () => void;
  logoutPending: boolean;
  /** Shown in the header before the search, on every screen (the outbox's sync badge). */
  headerStatus?: ReactNode;
  /** Items the user menu shows before "Cerrar sesión" (the push switches). */
  userMenuItems?: ReactNode;
  children: ReactNode;
}

const NAVBAR_WIDTH = { sm: 240, lg: 272 };
/** Below `sm` the menu is a drawer; below `lg` the selectors leave the header for the menu panel. */
const WIDE_QUERY = '(min-width: 75em)';
const PHONE_QUERY = '(max-width: 47.99em)';

/** The signed-in layout: header with the scope and preferences, vertical menu, full-width content. */
export function AppLayout({ role, onLogout, logoutPending, headerStatus, userMenuItems, children }: AppLayoutProps) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // Each request opens the palette; the first one also downloads it.
  const [paletteRequests, setPaletteRequests] = useState(0);
  const openPalette = useCallback(() => setPaletteRequests((count) => count + 1), []);
  const searchIntent = { onPointerEnter: preloadCommandPalette, onFocus: preloadCommandPalette };
  return (
    <TranslatedMantineDefaults>
    <AppShell
      header={{ height: { base: 56, sm: 64 } }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="xs" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Abrir menú`} aria-expanded={opened} />
            {/* At 390 px the name and six controls overflowed and clipped the user menu. */}
            <Brand compact />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {wide ? <ScopeSelectors /> : null}
            {headerStatus}
            {phone ? (
              <ActionIcon variant="default" size="lg" aria-label={t`Buscar pantalla`} onClick={openPalette} {...searchIntent}>
                <IconSearch size={20} aria-hidden />
              </ActionIcon>
            ) : (
              <Tooltip label={t`Buscar pantalla (Ctrl+K)`} withArrow>
                <UnstyledButton
                  onClick={openPalette}
                  {...searchIntent}
                  aria-label={t`Buscar pantalla`}
                  px="sm"
                  h={36}
                  style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
                >
                  <Group gap={6} wrap="nowrap">
                    <IconSearch size={16} aria-hidden />
                    <Text size="sm" c="dimmed" visibleFrom="xl">
                      <Trans>Buscar</Trans>
                    </Text>
                    <Kbd size="xs" visibleFrom="xl" style={{ whiteSpace: 'nowrap' }}>
                      Ctrl K
                    </Kbd>
                  </Group>
                </UnstyledButton>
              </Tooltip>
            )}
            {wide ? <LocaleSelect width={140} /> : null}
            <SkinToggle />
            <DirectionToggle />
            <UserMenu withDetails={!phone} onLogout={onLogout} logoutPending={logoutPending} items={userMenuItems} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        {!wide ? (
          <AppShell.Section p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap="xs">
              <ScopeSelectors stacked />
              <LocaleSelect width="100%" />
            </Stack>
          </AppShell.Section>
        ) : null}
        {/* The browser's own scrolling (not Mantine's ScrollArea): one component less to download for every screen. */}
        <AppShell.Section grow p="sm" style={{ overflowY: 'auto', overscrollBehavior: 'contain', scrollbarWidth: 'thin' }}>
          <MainNav role={role} touch={phone} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>{children}</AppShell.Main>
      <CommandPalette role={role} onNavigate={close} requests={paletteRequests} onRequest={openPalette} />
    </AppShell>
    </TranslatedMantineDefaults>
  );
}
