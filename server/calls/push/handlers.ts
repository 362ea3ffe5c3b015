/**
 * Handlers of the device calls `/Push/*` (docs/push.md): a staff user's own subscriptions and order-alert switch.
 * An endpoint belongs to one user: subscribing it again (another user signed in on the same browser) moves it.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { PUSH_DEVICES_MAX } from '../../../contract/schemas/push';
import type { AppDb } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { pushSubscriptions } from '../../db/schema/push';
import { CallError } from '../../errors/call-error';
import { endpointRefusal } from '../../push/endpoint-rules';
import { sessionUser, type Handler } from '../types';

async function deviceCount(db: AppDb, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export const pushConfigHandler: Handler<'/Push/Config'> = async (_input, ctx) => {
  const user = sessionUser(ctx);
  const [row] = await ctx.db.select({ staffAlerts: users.staffPushAlerts }).from(users).where(eq(users.id, user.id));
  return { data: { publicKey: ctx.push.publicKey, staffAlerts: row?.staffAlerts ?? false, devices: await deviceCount(ctx.db, user.id) } };
};

/** A base64url text that decodes to `bytes` bytes (and, for a P-256 point, starts with 4: uncompressed). */
function decodesTo(value: string, bytes: number, firstByte?: number): boolean {
  const decoded = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
}

export const pushSubscribeHandler: Handler<'/Push/Subscribe'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { endpoint, keys } = input.subscription;
  const refusal = endpointRefusal(endpoint, ctx.config.push.allowLocalEndpoints);
  if (refusal) {
    throw new CallError('VALIDATION', refusal, { reason: 'push_endpoint' }, [{ campo: 'subscription.endpoint', codigo: 'push_endpoint', mensaje: refusal }]);
  }
  const badKey = !decodesTo(keys.p256dh, 65, 4) ? 'subscription.keys.p256dh' : !decodesTo(keys.auth, 16) ? 'subscription.keys.auth' : null;
  if (badKey) {
    const mensaje = 'Las claves de la suscripción no son válidas.';
    throw new CallError('VALIDATION', mensaje, { reason: 'push_keys' }, [{ campo: badKey, codigo: 'push_keys', mensaje }]);
  }
  const values = { userId: user.id, companyId: user.companyId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: input.userAgent ?? null };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: values.userId, companyId: values.companyId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, failureCount: 0 },
      });
    // A user's forgotten browsers pile up: past the cap the oldest are dropped (they re-subscribe when opened).
    const mine = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    const excess = mine.slice(0, Math.max(0, mine.length - PUSH_DEVICES_MAX)).map((row) => row.id);
    if (excess.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
  });
  return { data: { devices: await deviceCount(ctx.db, user.id) }, mensaje: 'Notificaciones activadas en este dispositivo.' };
};

export const pushUnsubscribeHandler: Handler<'/Push/Unsubscribe'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  // Only the caller's own endpoint: knowing another user's endpoint must not switch their device off.
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, user.id)))
    .returning({ id: pushSubscriptions.id });
  return { data: { removed: removed.length > 0, devices: await deviceCount(ctx.db, user.id) }, mensaje: 'Notificaciones desactivadas en este dispositivo.' };
};

export const pushSetStaffAlertsHandler: Handler<'/Push/SetStaffAlerts'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  await ctx.db.update(users).set({ staffPushAlerts: input.on }).where(eq(users.id, user.id));
  return { data: { staffAlerts: input.on }, mensaje: input.on ? 'Avisos de pedidos activados.' : 'Avisos de pedidos desactivados.' };
};
