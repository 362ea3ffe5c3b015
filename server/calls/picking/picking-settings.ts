/**
 * A company's picking settings (issue 21 §4): the GS1 variable-measure prefixes and whether substitutions still
 * pending the customer's approval are charged at finish. Read by `/Picking/Get` for the order's company; read and set
 * by `/Picking/GetSettings` / `/Picking/SetSettings`, which the call table opens to PICKING_SETTINGS_ROLES among the
 * roles of the `store` screen (CA and CC see /store but do not set company policy).
 */
import { eq } from 'drizzle-orm';
import { gs1PrefixesProblem } from '../../../contract/gs1';
import type { PickingSettings } from '../../../contract/schemas/picking';
import type { AuthUser } from '../../auth/auth-user';
import { resolveScope, type ScopeRequest } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { companies } from '../../db/schema/tenancy';
import { CallError, notFound } from '../../errors/call-error';
import { sessionUser, type Handler } from '../types';

const settingsColumns = {
  companyId: companies.id,
  companyName: companies.name,
  gs1WeightPrefixes: companies.gs1WeightPrefixes,
  gs1PricePrefixes: companies.gs1PricePrefixes,
  chargePendingSubstitutions: companies.chargePendingSubstitutions,
};

/** The settings of one company (the caller already may see it). */
export async function companyPickingSettings(db: AppDb, companyId: number): Promise<PickingSettings & { companyId: number; companyName: string }> {
  const [row] = await db.select(settingsColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound('La empresa');
  return row;
}

/** The company the caller sets: their own, or the one SA names (SA must name one). */
async function settingsCompany(db: AppDb, user: AuthUser, request: ScopeRequest): Promise<number> {
  const scope = await resolveScope(db, user, request);
  if (scope.companyId === null) {
    const mensaje = 'Elige la empresa cuyos ajustes de picking quieres ver o cambiar.';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'empresaId', codigo: 'required', mensaje }]);
  }
  return scope.companyId;
}

export const pickingGetSettingsHandler: Handler<'/Picking/GetSettings'> = async (input, ctx) => {
  const companyId = await settingsCompany(ctx.db, sessionUser(ctx), input);
  return { data: await companyPickingSettings(ctx.db, companyId) };
};

export const pickingSetSettingsHandler: Handler<'/Picking/SetSettings'> = async (input, ctx) => {
  const companyId = await settingsCompany(ctx.db, sessionUser(ctx), input);
  const weight = [...new Set(input.gs1WeightPrefixes)].toSorted();
  const price = [...new Set(input.gs1PricePrefixes)].toSorted();
  if (gs1PrefixesProblem({ weight, price }) === 'both_kinds') {
    const mensaje = 'Un prefijo no puede indicar a la vez peso y precio.';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'gs1PricePrefixes', codigo: 'both_kinds', mensaje }]);
  }
  await ctx.db
    .update(companies)
    .set({ gs1WeightPrefixes: weight, gs1PricePrefixes: price, chargePendingSubstitutions: input.chargePendingSubstitutions })
    .where(eq(companies.id, companyId));
  return { data: await companyPickingSettings(ctx.db, companyId), mensaje: 'Ajustes de picking guardados.' };
};
