/**
 * `GET, POST option`, `PUT option/{id}` (spec §7): an application's benefits. 'envio_gratis' is free shipping from
 * `minOrderCents` (its discount is stored 0); 'descuento' is `discountBp` off the application's enrolled products
 * (its minimum is stored 0). `planId` null: every plan of the application gives it; else a plan of that application.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionOption } from '../../../contract/schemas/subscriptions';
import type { OptionKind } from '../../../contract/subscription-constants';
import type { AppDb } from '../../db/client';
import { subscriptionOptions, subscriptionPlans } from '../../db/schema/subscriptions';
import { CallError } from '../../errors/call-error';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { isoSql, listCompany, loadApplication, loadOption, staleVersion } from './subscription-records';

const t = subscriptionOptions;
const optionColumns = {
  id: t.id,
  ApplicationId: t.applicationId,
  planId: t.planId,
  name: t.name,
  kind: t.kind,
  discountBp: t.discountBp,
  minOrderCents: t.minOrderCents,
  active: t.active,
  version: t.version,
  updatedAt: isoSql(t.updatedAt),
};

async function selectOptions(db: AppDb, where: SQL | undefined): Promise<SubscriptionOption[]> {
  const rows = await db.select(optionColumns).from(t).where(where).orderBy(sql`lower(${t.name})`, t.id);
  return rows.map((row) => ({ ...row, kind: row.kind as OptionKind, minOrderCents: Number(row.minOrderCents) }));
}

async function getOption(db: AppDb, id: number): Promise<SubscriptionOption> {
  const [row] = await selectOptions(db, eq(t.id, id));
  if (!row) throw new Error(`option ${id} vanished`);
  return row;
}

/** Refuses (VALIDATION on `planId`) a plan that is not one of the application's. */
async function checkPlanOfApplication(db: AppDb, applicationId: number, planId: number | null): Promise<void> {
  if (planId === null) return;
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.applicationId, applicationId)));
  if (plan) return;
  const mensaje = 'El plan no es de esta aplicación. Elige uno de sus planes, o ninguno para que la opción valga en todos.';
  throw new CallError('VALIDATION', mensaje, { reason: 'plan_of_other_application' }, [{ campo: 'planId', codigo: 'plan_of_other_application', mensaje }]);
}

/** The stored amounts: each kind keeps only its own (the other is 0). */
function amounts(kind: OptionKind, discountBp: number | undefined, minOrderCents: number | undefined): { discountBp: number; minOrderCents: number } {
  return kind === 'envio_gratis' ? { discountBp: 0, minOrderCents: minOrderCents ?? 0 } : { discountBp: discountBp ?? 0, minOrderCents: 0 };
}

export const listOptionsHandler: RestHandler<'GET option'> = async (input, ctx) => {
  const companyId = await listCompany(ctx.db, sessionUser(ctx), input.query);
  return selectOptions(ctx.db, and(eq(t.companyId, companyId), input.query.ApplicationId === undefined ? undefined : eq(t.applicationId, input.query.ApplicationId)));
};

export const createOptionHandler: RestHandler<'POST option'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { ApplicationId, planId = null, name, kind, discountBp, minOrderCents, active = true } = input.body;
  return ctx.db.transaction(async (tx) => {
    const application = await loadApplication(tx, user, ApplicationId);
    await checkPlanOfApplication(tx, application.id, planId);
    const now = ctx.now();
    const [row] = await tx
      .insert(t)
      .values({ companyId: application.companyId, applicationId: application.id, planId, name, kind, ...amounts(kind, discountBp, minOrderCents), active, updatedBy: user.id, createdAt: now, updatedAt: now })
      .returning({ id: t.id });
    return getOption(tx, row!.id);
  });
};

export const updateOptionHandler: RestHandler<'PUT option/{id}'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { planId = null, name, kind, discountBp, minOrderCents, active, version } = input.body;
  await ctx.db.transaction(async (tx) => {
    const option = await loadOption(tx, user, input.params.id, true);
    if (option.version !== version) throw staleVersion('esta opción mientras la editabas', version, await getOption(tx, option.id));
    await checkPlanOfApplication(tx, option.applicationId, planId);
    await tx
      .update(t)
      .set({ planId, name, kind, ...amounts(kind, discountBp, minOrderCents), active, version: sql`${t.version} + 1`, updatedBy: user.id, updatedAt: ctx.now() })
      .where(and(eq(t.id, option.id), eq(t.version, version)));
  });
};
