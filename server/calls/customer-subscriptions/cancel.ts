/**
 * `/Customer/CancelSubscription`: the subscription stops at the end of the period already paid (benefits last until
 * then, the renewal run marks it 'vencida' there and never renews it). Carries the version the screen read.
 */
import { sql } from 'drizzle-orm';
import { assertCompanyAccess } from '../../auth/scope';
import { executeRows } from '../../db/execute-rows';
import { CallError, notFound } from '../../errors/call-error';
import { customerSubscription } from '../../subscriptions/subscription-rows';
import type { Handler } from '../types';
import { sessionUser } from '../types';

export const customerCancelSubscriptionHandler: Handler<'/Customer/CancelSubscription'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const now = ctx.now();
  const data = await ctx.db.transaction(async (tx) => {
    const [row] = await executeRows<{ company_id: number; status: string; version: number }>(
      tx,
      sql`SELECT company_id, status, version FROM customer_subscriptions WHERE id = ${input.subscriptionId} FOR UPDATE`,
    );
    if (!row) throw notFound('La suscripción');
    assertCompanyAccess(user, row.company_id, 'La suscripción');
    if (row.version !== input.version) {
      throw new CallError('STALE_VERSION', 'La suscripción cambió mientras la veías (se renovó o alguien la cambió). Revísala y vuelve a intentarlo.', {
        current: await customerSubscription(tx, input.subscriptionId),
      });
    }
    if (row.status !== 'activa') {
      throw new CallError('CONFLICT', row.status === 'cancelada' ? 'La suscripción ya está cancelada.' : 'La suscripción ya terminó.');
    }
    await executeRows(
      tx,
      sql`UPDATE customer_subscriptions SET status = 'cancelada', cancelled_at = ${now.toISOString()}::timestamptz, cancelled_by = ${user.id},
                 version = version + 1, updated_at = ${now.toISOString()}::timestamptz
           WHERE id = ${input.subscriptionId}`,
    );
    return (await customerSubscription(tx, input.subscriptionId))!;
  });
  return { data, mensaje: 'Suscripción cancelada: sus beneficios siguen hasta el fin del periodo pagado.' };
};
