/**
 * `GET, POST offer` (spec §7): a plan's price for new subscriptions within a window. One price at a time: an offer
 * whose window overlaps another offer of the same plan is refused. `state` is read against the server's clock.
 */
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Offer } from '../../../contract/schemas/subscriptions';
import type { AppDb } from '../../db/client';
import { subscriptionOffers, subscriptionPlans } from '../../db/schema/subscriptions';
import { CallError } from '../../errors/call-error';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { listCompany, loadPlan } from './subscription-records';

const o = subscriptionOffers;
const p = subscriptionPlans;

async function selectOffers(db: AppDb, now: Date, where: SQL | undefined): Promise<Offer[]> {
  const rows = await db
    .select({
      id: o.id,
      planId: o.planId,
      planName: p.name,
      ApplicationId: p.applicationId,
      name: o.name,
      priceCents: o.priceCents,
      planPriceCents: p.priceCents,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
    })
    .from(o)
    .innerJoin(p, eq(p.id, o.planId))
    .where(where)
    .orderBy(sql`lower(${o.name})`, o.id);
  return rows.map((row): Offer => ({
    ...row,
    priceCents: Number(row.priceCents),
    planPriceCents: Number(row.planPriceCents),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: row.startsAt > now ? 'programada' : row.endsAt <= now ? 'terminada' : 'vigente',
  }));
}

export const listOffersHandler: RestHandler<'GET offer'> = async (input, ctx) => {
  const { ApplicationId, planId } = input.query;
  const companyId = await listCompany(ctx.db, sessionUser(ctx), input.query);
  const where = and(
    eq(o.companyId, companyId),
    ApplicationId === undefined ? undefined : eq(p.applicationId, ApplicationId),
    planId === undefined ? undefined : eq(o.planId, planId),
  );
  return selectOffers(ctx.db, ctx.now(), where);
};

export const createOfferHandler: RestHandler<'POST offer'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { planId, name, priceCents } = input.body;
  const startsAt = new Date(input.body.startsAt);
  const endsAt = new Date(input.body.endsAt);
  if (startsAt >= endsAt) {
    const mensaje = 'El fin debe ser posterior al inicio.';
    throw new CallError('VALIDATION', mensaje, { reason: 'ends_before_start' }, [{ campo: 'endsAt', codigo: 'ends_before_start', mensaje }]);
  }
  return ctx.db.transaction(async (tx) => {
    // Locked: two offers saved at once for the same plan cannot both pass the overlap check.
    const plan = await loadPlan(tx, user, planId, true);
    const [overlap] = await selectOffers(tx, ctx.now(), and(eq(o.planId, plan.id), lt(o.startsAt, endsAt), gt(o.endsAt, startsAt)));
    if (overlap) {
      throw new CallError(
        'CONFLICT',
        `Las fechas se cruzan con la oferta «${overlap.name}» (del ${overlap.startsAt} al ${overlap.endsAt}) de este plan. Un plan tiene un solo precio a la vez: cambia las fechas.`,
        { reason: 'offer_overlap', overlap },
      );
    }
    const [row] = await tx
      .insert(o)
      .values({ companyId: plan.companyId, planId: plan.id, name, priceCents, startsAt, endsAt, createdBy: user.id, createdAt: ctx.now() })
      .returning({ id: o.id });
    const [offer] = await selectOffers(tx, ctx.now(), eq(o.id, row!.id));
    return offer!;
  });
};
