import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Burger, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Brand } from '../../../components/brand';
import { DirectionToggle } from '../../../components/preferences/direction-toggle';
import { LocaleSelect } from '../../../components/preferences/locale-select';
import { SkinToggle } from '../../../components/preferences/skin-toggle';
import { CommandPalette, preloadCommandPalette } from './command-palette';
import { MainNav } from './main-nav';
import classes from './picker-layout.module.css';
import { ScopeSelectors } from './scope-selectors';
import { UserMenu } from './user-menu';

interface PickerLayoutProps {
  role: string;
  onLogout: () => void;
  logoutPending: boolean;
  /** Shown in the header before the search (the outbox's sync badge). */
  headerStatus?: ReactNode;
  children: ReactNode;
}

const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The picker's screens (/picking, /picking/orden/$id for role PK, mostly on phones): everything the full layout
 * offers — menu, scope, language, skin, direction, search, user menu — in a compact header and a menu panel, without
 * Mantine's AppShell. The parts that are heavy load on demand as everywhere (user menu, selects, tooltips, palette).
 */
export function PickerLayout({ role, onLogout, logoutPending, headerStatus, children }: PickerLayoutProps) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [paletteRequests, setPaletteRequests] = useState(0);
  const openPalette = useCallback(() => setPaletteRequests((count) => count + 1), []);
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          <Burger opened={opened} onClick={toggle} className={classes.burger} size="sm" aria-label={t`Abrir menú`} aria-expanded={opened} />
          <Brand />
        </Group>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {headerStatus}
          <ActionIcon variant="default" size="lg" aria-label={t`Buscar pantalla`} onClick={openPalette} onPointerEnter={preloadCommandPalette} onFocus={preloadCommandPalette}>
            <IconSearch size={20} aria-hidden />
          </ActionIcon>
          <SkinToggle />
          <DirectionToggle />
          <UserMenu withDetails={!phone} onLogout={onLogout} logoutPending={logoutPending} />
        </Group>
      </header>

      <div className={classes.navbar} data-opened={opened || undefined}>
        <div className={classes.navbarTop}>
          <Stack gap="xs">
            <ScopeSelectors stacked />
            <LocaleSelect width="100%" />
          </Stack>
        </div>
        <div className={classes.navbarMenu}>
          <MainNav role={role} touch={phone} onNavigate={close} />
        </div>
      </div>

      <main className={classes.main}>{children}</main>
      <CommandPalette role={role} onNavigate={close} requests={paletteRequests} onRequest={openPalette} />
    </div>
  );
}
