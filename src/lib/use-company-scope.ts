import { useMemo } from 'react';
import { ALL_COMPANIES_ROLES } from '../../contract/roles';
import { useUserData } from './user-data';

/**
 * The company part of a request's scope: SA names the company chosen in the header ("Empresa"); everyone else
 * sends nothing (the server holds them to their own). `needsCompany` is true for SA with no company chosen, for
 * screens that act on one company's data (the catalogue) to ask for one instead of calling.
 */
export function useCompanyScope(): { scope: { empresaId?: number }; needsCompany: boolean } {
  const user = useUserData();
  const seesAll = user !== null && ALL_COMPANIES_ROLES.includes(user.rol);
  const chosen = seesAll && typeof user.empresaAsociada === 'number' && Number.isInteger(user.empresaAsociada) && user.empresaAsociada > 0 ? user.empresaAsociada : undefined;
  return useMemo(() => ({ scope: chosen === undefined ? {} : { empresaId: chosen }, needsCompany: seesAll && chosen === undefined }), [chosen, seesAll]);
}
