import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { roleName } from '../../../../contract/roles';
import { onDemand, useDeferredSwap } from '../../../components/deferred-control';
import { useUserData } from '../../../lib/user-data';
import { meQuery } from '../api/me';
import { UserMenuTrigger } from './user-menu-trigger';

const dropdownCode = onDemand(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

interface UserMenuProps {
  /** Show name and role next to the avatar (wide screens). */
  withDetails: boolean;
  onLogout: () => void;
  logoutPending: boolean;
}

/**
 * "Menú de usuario": who is signed in (name, role name) and "Cerrar sesión". The avatar shows at once; the menu's
 * code (Mantine Menu) downloads when the user first reaches for it, and opens if they already pressed it.
 */
export function UserMenu({ withDetails, onLogout, logoutPending }: UserMenuProps) {
  const { t } = useLingui();
  const user = useUserData();
  const me = useQuery(meQuery(user?.userID));
  const name = me.data?.nombre ?? '';
  const role = roleName(me.data?.rol ?? user?.rol ?? '');
  const { real: UserMenuDropdown, openOnSwap, focusOnSwap, placeholderProps } = useDeferredSwap(dropdownCode);

  if (UserMenuDropdown) {
    return (
      <UserMenuDropdown
        name={name}
        email={me.data?.email}
        role={role}
        withDetails={withDetails}
        onLogout={onLogout}
        logoutPending={logoutPending}
        defaultOpened={openOnSwap}
        autoFocus={focusOnSwap}
      />
    );
  }
  const { ref, ...handlers } = placeholderProps;
  return (
    <UserMenuTrigger
      {...handlers}
      ref={ref as RefObject<HTMLButtonElement | null>}
      aria-label={t`Menú de usuario`}
      aria-haspopup="menu"
      aria-expanded={false}
      name={name}
      role={role}
      withDetails={withDetails}
    />
  );
}
