import type { RoleCode } from '../../contract/roles';

/** The signed-in caller, as the session resolved it. */
export interface AuthUser {
  id: number;
  role: RoleCode;
  /** Null only for SA (sees every company). */
  companyId: number | null;
  warehouseId: number | null;
  sessionId: number;
}
