import { MENU_OFFER_ROLES, MENU_OUT_OF_STOCK_ROLES } from '../../../../contract/schemas/my-menu';
import type { RoleCode } from '../../../../contract/roles';

/** What the signed-in role may change in Mi menú (the server enforces the same lists; docs/my-menu.md). */
export function menuPermissions(role: RoleCode | undefined): { offer: boolean; outOfStock: boolean } {
  return {
    offer: role !== undefined && MENU_OFFER_ROLES.includes(role),
    outOfStock: role !== undefined && MENU_OUT_OF_STOCK_ROLES.includes(role),
  };
}
