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
/** Who may create and edit stores (docs/stores.md): CA and CC see /store but only read it (CA may still open/close). */
export const STORE_EDIT_ROLES: readonly RoleCode[] = ['SA', 'AD', 'GE', 'SG'];
/** Spec §2/§4: SA is never shown the terms prompt. */
export const TERMS_EXEMPT_ROLES: readonly RoleCode[] = ['SA'];
/** PRODUCT.md tenancy: SA sees every company; everyone else only their own. */
export const ALL_COMPANIES_ROLES: readonly RoleCode[] = ['SA'];
/** PRODUCT.md tenancy: these roles belong to one warehouse. */
export const WAREHOUSE_BOUND_ROLES: readonly RoleCode[] = ['PK', 'DE', 'CA'];

/**
 * Who outranks whom when users are managed (/usuarios, docs/users.md): a user may grant only roles of rank ≤ their
 * own and may not act on users ranked above them. Equal ranks (CA and CC; PS, PK and DE) are peers.
 */
export const ROLE_RANK: Record<RoleCode, number> = { SA: 100, AD: 80, SG: 70, GE: 60, SU: 50, CA: 40, CC: 40, PS: 30, PK: 30, DE: 30, C: 10 };

/** The rank of a stored role code; an unknown code ("Rol No Definido") ranks below everyone. */
export function roleRank(code: string): number {
  return isRoleCode(code) ? ROLE_RANK[code] : 0;
}

/** Who acts (the signed-in user) and whom it concerns (a user record, as it is or as it would become). */
export interface GrantParty {
  role: string;
  /** Null only for SA. */
  companyId: number | null;
}

/**
 * Whether `actor` may make a user with `target`'s role and company (create, or save an edit as). Only SA makes SA
 * users or users of another company; everyone else gives only roles of rank ≤ their own, in their own company.
 */
export function mayGrant(actor: GrantParty, target: GrantParty): boolean {
  if (!isRoleCode(target.role)) return false;
  if (actor.role === 'SA') return true;
  if (target.role === 'SA' || actor.companyId === null || target.companyId !== actor.companyId) return false;
  return ROLE_RANK[target.role] <= roleRank(actor.role);
}

/** Whether `actor` may edit, disable, enable or send a reset link to the existing user `target` (not ranked above). */
export function mayManageUser(actor: GrantParty, target: GrantParty): boolean {
  if (actor.role === 'SA') return true;
  if (target.role === 'SA' || actor.companyId === null || target.companyId !== actor.companyId) return false;
  return roleRank(target.role) <= roleRank(actor.role);
}

/** The roles `actor` may give to users of their own company (SA: every role). */
export function grantableRoles(actorRole: string): RoleCode[] {
  if (actorRole === 'SA') return [...ROLE_CODES];
  return ROLE_CODES.filter((code) => code !== 'SA' && ROLE_RANK[code] <= roleRank(actorRole));
}
