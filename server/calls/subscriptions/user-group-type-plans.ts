/** `GET usergrouptypeplan` (spec §7): which customer group types may take which plan (written through the plan's `userGroupTypes`). */
import { and, eq, sql } from 'drizzle-orm';
import { USER_GROUP_TYPES, type UserGroupType } from '../../../contract/subscription-constants';
import { subscriptionPlans, userGroupTypePlans } from '../../db/schema/subscriptions';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';
import { listCompany } from './subscription-records';

const g = userGroupTypePlans;
const p = subscriptionPlans;
/** Within a plan, the group types in their usual order (cliente, empleado, empresa). */
const groupTypeRank = sql`array_position(ARRAY[${sql.join(
  USER_GROUP_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${g.groupType})`;

export const listUserGroupTypePlansHandler: RestHandler<'GET usergrouptypeplan'> = async (input, ctx) => {
  const companyId = await listCompany(ctx.db, sessionUser(ctx), input.query);
  const rows = await ctx.db
    .select({ id: g.id, userGroupType: g.groupType, planId: g.planId, planName: p.name, ApplicationId: p.applicationId })
    .from(g)
    .innerJoin(p, eq(p.id, g.planId))
    .where(and(eq(g.companyId, companyId), input.query.ApplicationId === undefined ? undefined : eq(p.applicationId, input.query.ApplicationId)))
    .orderBy(sql`lower(${p.name})`, p.id, groupTypeRank);
  return rows.map((row) => ({ ...row, userGroupType: row.userGroupType as UserGroupType }));
};
