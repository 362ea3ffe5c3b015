/** `GET application` (spec §7): the company's subscription programmes with their counts. */
import { sql } from 'drizzle-orm';
import { requireCompany } from '../../auth/scope';
import { executeRows } from '../../db/execute-rows';
import type { RestHandler } from '../rest-types';
import { sessionUser } from '../types';

export const listApplicationsHandler: RestHandler<'GET application'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), { empresaId: input.query.empresaId });
  const now = ctx.now().toISOString();
  const rows = await executeRows<{ id: number; name: string; description: string; active: boolean; version: number; plans: number; subscribers: number; products: number; updated_at: string }>(
    ctx.db,
    sql`SELECT a.id, a.name, a.description, a.active, a.version,
               (SELECT count(*) FROM subscription_plans p WHERE p.application_id = a.id)::int AS plans,
               (SELECT count(*) FROM customer_subscriptions s
                 WHERE s.application_id = a.id AND s.status <> 'vencida' AND s.current_period_end > ${now}::timestamptz)::int AS subscribers,
               (SELECT count(*) FROM subscription_products sp WHERE sp.application_id = a.id)::int AS products,
               to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
          FROM subscription_applications a
         WHERE a.company_id = ${companyId}
         ORDER BY lower(a.name), a.id`,
  );
  return rows.map(({ updated_at, ...row }) => ({ ...row, updatedAt: updated_at }));
};
