/** `GET, POST application`, `PUT application/{id}` (spec §7): the company's subscription programmes with their counts. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Application } from '../../../contract/schemas/subscriptions';
import { requireCompany } from '../../auth/scope';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { subscriptionApplications } from '../../db/schema/subscriptions';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { findNameClash, isUniqueViolation, loadApplication, nameTaken, staleVersion } from './subscription-records';

/** The company's applications matching `where` (on alias `a`), by name. */
async function selectApplications(db: AppDb, now: Date, where: SQL): Promise<Application[]> {
  const at = now.toISOString();
  const rows = await executeRows<{ id: number; name: string; description: string; active: boolean; version: number; plans: number; subscribers: number; products: number; updated_at: string }>(
    db,
    sql`SELECT a.id, a.name, a.description, a.active, a.version,
               (SELECT count(*) FROM subscription_plans p WHERE p.application_id = a.id)::int AS plans,
               (SELECT count(*) FROM customer_subscriptions s
                 WHERE s.application_id = a.id AND s.status <> 'vencida' AND s.current_period_end > ${at}::timestamptz)::int AS subscribers,
               (SELECT count(*) FROM subscription_products sp WHERE sp.application_id = a.id)::int AS products,
               to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
          FROM subscription_applications a
         WHERE ${where}
         ORDER BY lower(a.name), a.id`,
  );
  return rows.map(({ updated_at, ...row }) => ({ ...row, updatedAt: updated_at }));
}

async function getApplication(db: AppDb, now: Date, id: number): Promise<Application> {
  const [row] = await selectApplications(db, now, sql`a.id = ${id}`);
  if (!row) throw new Error(`application ${id} vanished`);
  return row;
}

function applicationNameTaken(clash: { id: number | null; name: string }): never {
  throw nameTaken(`Ya existe una aplicación llamada «${clash.name}» en esta empresa.`, clash);
}

export const listApplicationsHandler: RestHandler<'GET application'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), { empresaId: input.query.empresaId });
  return selectApplications(ctx.db, ctx.now(), sql`a.company_id = ${companyId}`);
};

export const createApplicationHandler: RestHandler<'POST application'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, { empresaId: input.body.empresaId });
  const { name, description = '', active = true } = input.body;
  const t = subscriptionApplications;
  try {
    return await ctx.db.transaction(async (tx) => {
      const clash = await findNameClash(tx, t, eq(t.companyId, companyId), name);
      if (clash) applicationNameTaken(clash);
      const now = ctx.now();
      const [row] = await tx.insert(t).values({ companyId, name, description, active, updatedBy: user.id, createdAt: now, updatedAt: now }).returning({ id: t.id });
      return getApplication(tx, now, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) applicationNameTaken({ id: null, name });
    throw error;
  }
};

export const updateApplicationHandler: RestHandler<'PUT application/{id}'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { name, description = '', active, version } = input.body;
  const t = subscriptionApplications;
  try {
    await ctx.db.transaction(async (tx) => {
      const application = await loadApplication(tx, user, input.params.id, true);
      if (application.version !== version) throw staleVersion('esta aplicación mientras la editabas', version, await getApplication(tx, ctx.now(), application.id));
      const clash = await findNameClash(tx, t, eq(t.companyId, application.companyId), name, application.id);
      if (clash) applicationNameTaken(clash);
      await tx
        .update(t)
        .set({ name, description, active, version: sql`${t.version} + 1`, updatedBy: user.id, updatedAt: ctx.now() })
        .where(and(eq(t.id, application.id), eq(t.version, version)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) applicationNameTaken({ id: null, name });
    throw error;
  }
};
