/**
 * `GET plan`, `GET plan/application/{id}`, `POST plan`, `PUT plan/{id}` (spec §7): an application's plans with the
 * customer group types that may take them (written to `user_group_type_plans` in the same transaction), the
 * customers subscribed now and the offer in force now.
 */
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { USER_GROUP_TYPES, type UserGroupType } from '../../../contract/subscription-constants';
import type { Plan } from '../../../contract/schemas/subscriptions';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { subscriptionPlans, userGroupTypePlans } from '../../db/schema/subscriptions';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { findNameClash, isUniqueViolation, listCompany, loadApplication, loadPlan, nameTaken, staleVersion } from './subscription-records';

type PlanRow = Omit<Plan, 'updatedAt' | 'userGroupTypes'> & { updated_at: string; group_types: string[] | null };

/** Plans matching `where` (on aliases `p` plan, `a` application), by name. */
async function selectPlans(db: AppDb, now: Date, where: SQL): Promise<Plan[]> {
  const at = now.toISOString();
  const rows = await executeRows<PlanRow>(
    db,
    sql`SELECT p.id, p.application_id AS "ApplicationId", a.name AS "applicationName", p.name, p.description,
               p.price_cents::int AS "priceCents", p.period_months AS "periodMonths", p.trial_days AS "trialDays",
               p.active, p.version,
               (SELECT json_agg(g.group_type) FROM user_group_type_plans g WHERE g.plan_id = p.id) AS group_types,
               (SELECT count(*) FROM customer_subscriptions s
                 WHERE s.plan_id = p.id AND s.status <> 'vencida' AND s.current_period_end > ${at}::timestamptz)::int AS subscribers,
               (SELECT json_build_object('id', o.id, 'name', o.name, 'priceCents', o.price_cents::int,
                                         'endsAt', to_char(o.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                  FROM subscription_offers o
                 WHERE o.plan_id = p.id AND o.starts_at <= ${at}::timestamptz AND o.ends_at > ${at}::timestamptz
                 ORDER BY o.starts_at DESC, o.id DESC LIMIT 1) AS "currentOffer",
               to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
          FROM subscription_plans p
          JOIN subscription_applications a ON a.id = p.application_id
         WHERE ${where}
         ORDER BY lower(p.name), p.id`,
  );
  return rows.map(({ updated_at, group_types, ...row }) => ({
    ...row,
    userGroupTypes: USER_GROUP_TYPES.filter((type) => (group_types ?? []).includes(type)),
    updatedAt: updated_at,
  }));
}

async function getPlan(db: AppDb, now: Date, id: number): Promise<Plan> {
  const [row] = await selectPlans(db, now, sql`p.id = ${id}`);
  if (!row) throw new Error(`plan ${id} vanished`);
  return row;
}

function planNameTaken(clash: { id: number | null; name: string }): never {
  throw nameTaken(`Ya existe un plan llamado «${clash.name}» en esta aplicación.`, clash);
}

/** Makes the plan's group types exactly `types`: rows of other types go, missing ones are added (kept rows keep their id). */
async function writeGroupTypes(tx: AppDb, companyId: number, planId: number, types: readonly UserGroupType[]): Promise<void> {
  const wanted = [...new Set(types)];
  await tx.delete(userGroupTypePlans).where(and(eq(userGroupTypePlans.planId, planId), notInArray(userGroupTypePlans.groupType, wanted)));
  await tx
    .insert(userGroupTypePlans)
    .values(wanted.map((groupType) => ({ companyId, planId, groupType })))
    .onConflictDoNothing();
}

export const listPlansHandler: RestHandler<'GET plan'> = async (input, ctx) => {
  const companyId = await listCompany(ctx.db, sessionUser(ctx), input.query);
  const where = [sql`p.company_id = ${companyId}`];
  if (input.query.ApplicationId !== undefined) where.push(sql`p.application_id = ${input.query.ApplicationId}`);
  return selectPlans(ctx.db, ctx.now(), sql.join(where, sql` AND `));
};

export const listApplicationPlansHandler: RestHandler<'GET plan/application/{id}'> = async (input, ctx) => {
  const application = await loadApplication(ctx.db, sessionUser(ctx), input.params.id);
  return selectPlans(ctx.db, ctx.now(), sql`p.application_id = ${application.id}`);
};

export const createPlanHandler: RestHandler<'POST plan'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { ApplicationId, name, description = '', priceCents, periodMonths, trialDays, userGroupTypes, active = true } = input.body;
  const t = subscriptionPlans;
  try {
    return await ctx.db.transaction(async (tx) => {
      // Locked: a plan saved at the same time for the same application waits, so the name check sees it.
      const application = await loadApplication(tx, user, ApplicationId, true);
      const clash = await findNameClash(tx, t, eq(t.applicationId, application.id), name);
      if (clash) planNameTaken(clash);
      const now = ctx.now();
      const [row] = await tx
        .insert(t)
        .values({ companyId: application.companyId, applicationId: application.id, name, description, priceCents, periodMonths, trialDays, active, updatedBy: user.id, createdAt: now, updatedAt: now })
        .returning({ id: t.id });
      await writeGroupTypes(tx, application.companyId, row!.id, userGroupTypes);
      return getPlan(tx, now, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) planNameTaken({ id: null, name });
    throw error;
  }
};

export const updatePlanHandler: RestHandler<'PUT plan/{id}'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { name, description = '', priceCents, periodMonths, trialDays, userGroupTypes, active, version } = input.body;
  const t = subscriptionPlans;
  try {
    await ctx.db.transaction(async (tx) => {
      const plan = await loadPlan(tx, user, input.params.id, true);
      if (plan.version !== version) throw staleVersion('este plan mientras lo editabas', version, await getPlan(tx, ctx.now(), plan.id));
      const clash = await findNameClash(tx, t, eq(t.applicationId, plan.applicationId), name, plan.id);
      if (clash) planNameTaken(clash);
      await tx
        .update(t)
        .set({ name, description, priceCents, periodMonths, trialDays, active, version: sql`${t.version} + 1`, updatedBy: user.id, updatedAt: ctx.now() })
        .where(and(eq(t.id, plan.id), eq(t.version, version)));
      await writeGroupTypes(tx, plan.companyId, plan.id, userGroupTypes);
    });
  } catch (error) {
    if (isUniqueViolation(error)) planNameTaken({ id: null, name });
    throw error;
  }
};

