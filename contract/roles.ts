/** Role codes of spec §6, their display names and the groups the spec names. */
export const ROLE_CODES = ['SA', 'AD', 'CA', 'CC', 'GE', 'SG', 'SU', 'DE', 'C', 'PS', 'PK'] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export const ROLE_NAMES: Record<RoleCode, string> = {
  SA: 'Super Admin',
  AD: 'Administrador',
  CA: 'Cajero',
  CC: 'Call Center',
  GE: 'Gerente',
  SG: 'Super Gerente',
  SU: 'Supervisor',
  DE: 'Despachador',
  C: 'Cliente',
  PS: 'Shopper',
  PK: 'picker',
};

export const UNDEFINED_ROLE_NAME = 'Rol No Definido';

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

/** Spec §6: the display name of any role code, "Rol No Definido" for unknown codes. */
export function roleName(code: string): string {
  return isRoleCode(code) ? ROLE_NAMES[code] : UNDEFINED_ROLE_NAME;
}

/** Spec §6: CA, SU and PK form a special group. */
export const SPECIAL_GROUP_ROLES: readonly RoleCode[] = ['CA', 'SU', 'PK'];
/** Spec §6: only these may activate the shop. */
export const ACTIVATE_SHOP_ROLES: readonly RoleCode[] = ['CA', 'AD', 'GE'];
/** Spec §2/§4: SA is never shown the terms prompt. */
export const TERMS_EXEMPT_ROLES: readonly RoleCode[] = ['SA'];
/** PRODUCT.md tenancy: SA sees every company; everyone else only their own. */
export const ALL_COMPANIES_ROLES: readonly RoleCode[] = ['SA'];
/** PRODUCT.md tenancy: these roles belong to one warehouse. */
export const WAREHOUSE_BOUND_ROLES: readonly RoleCode[] = ['PK', 'DE', 'CA'];
