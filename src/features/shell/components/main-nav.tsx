import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import classes from './main-nav.module.css';
import { RouterNavLink } from '../../../components/nav/router-nav-link';
import { isItemActive, visibleMenu, type MenuGroup, type MenuItem } from '../../../components/nav/menu-items';

/** Small menus open every group; larger ones open only the group holding the current page. */
const OPEN_ALL_MAX_ITEMS = 8;

interface MainNavProps {
  role: string;
  /** Phones need 48 px touch targets. */
  touch: boolean;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

function MenuLink({ item, active, touch, onNavigate }: { item: MenuItem; active: boolean; touch: boolean; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const Icon = item.icon;
  return (
    <RouterNavLink
      to={item.to}
      search={item.search ?? {}}
      // TanStack marks links active by its own rules; the menu's rule (incl. "Mis órdenes" vs "Órdenes") decides here.
      activeProps={{}}
      aria-current={active ? 'page' : undefined}
      data-screen={item.screen}
      label={i18n._(item.label)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={active}
      variant="light"
      mih={touch ? 48 : 40}
      onClick={onNavigate}
    />
  );
}

function groupHasActive(group: MenuGroup, pathname: string, search: Record<string, unknown>): boolean {
  return group.items.some((item) => isItemActive(item, pathname, search));
}

/** The main menu, built from the menu table and filtered by the role's screens (spec §6). */
export function MainNav({ role, touch, onNavigate }: MainNavProps) {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const search = location.search as Record<string, unknown>;
  const menu = useMemo(() => visibleMenu(role), [role]);
  const itemCount = menu.groups.reduce((count, group) => count + group.items.length, 0);
  // Groups the user opened or closed by hand; the others follow the current page.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isGroupOpen = (group: MenuGroup) => toggled[group.id] ?? (itemCount <= OPEN_ALL_MAX_ITEMS || groupHasActive(group, location.pathname, search));

  return (
    <nav aria-label={t`Menú principal`}>
      <Stack gap={2}>
        {menu.home ? (
          <MenuLink item={menu.home} active={isItemActive(menu.home, location.pathname, search)} touch={touch} onNavigate={onNavigate} />
        ) : null}
        {menu.groups.map((group) => {
          const Icon = group.icon;
          const isOpen = isGroupOpen(group);
          return (
            <NavLink
              key={group.id}
              component="button"
              type="button"
              label={i18n._(group.label)}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              opened={isOpen}
              onChange={(next) => setToggled((current) => ({ ...current, [group.id]: next }))}
              aria-expanded={isOpen}
              data-group={group.id}
              classNames={{ chevron: classes.chevron, section: classes.section }}
              childrenOffset={touch ? 'md' : 'lg'}
              mih={touch ? 48 : 40}
              fw={600}
            >
              {group.items.map((item) => (
                <MenuLink key={item.id} item={item} active={isItemActive(item, location.pathname, search)} touch={touch} onNavigate={onNavigate} />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </nav>
  );
}
