/**
 * `/Push/Compose` and `/Push/Cancel`. Compose checks what only the server can (the route, the image, the audience's
 * store and warehouse, the time), then stores the message 'scheduled' at `sendAt` (now when null);
 * the handler sends a "send now" one after the commit. Cancel stops a message that has not gone out.
 */
import { and, eq } from 'drizzle-orm';
import { contentImageUrl } from '../../../contract/file-routes';
import { isAppRoute, PUSH_SCHEDULE_MAX_DAYS, type PushComposeInput, type PushMessage } from '../../../contract/schemas/push-messages';
import type { AppDb } from '../../db/client';
import { pushMessages } from '../../db/schema/push';
import { CallError, notFound } from '../../errors/call-error';
import { assertContentImageKey } from '../../files/content-images';
import { assertAudienceInCompany, normaliseAudience, type StoredAudience } from '../../push/audience';
import { getMessage } from './message-rows';

/** A scheduled time this much before now still counts as now (the form's clock and ours differ a little). */
const PAST_GRACE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

function refuse(campo: string, reason: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, { reason }, [{ campo, codigo: reason, mensaje }]);
}

function checkSendAt(sendAt: string | null, now: Date): Date {
  if (sendAt === null) return now;
  const at = new Date(sendAt);
  if (at.getTime() < now.getTime() - PAST_GRACE_MS) throw refuse('sendAt', 'send_at_past', 'La hora de envío ya pasó: elige una hora futura o envíala ahora.');
  if (at.getTime() > now.getTime() + PUSH_SCHEDULE_MAX_DAYS * DAY_MS) throw refuse('sendAt', 'send_at_far', `Solo se puede programar hasta ${PUSH_SCHEDULE_MAX_DAYS} días adelante.`);
  return at;
}

/** What a compose stores once its fields passed the checks. */
export interface CheckedCompose {
  audience: StoredAudience;
  sendAt: Date;
  imageUrl: string | null;
}

/**
 * The checks only the server can make, before the change's transaction: a refused compose stores nothing at all
 * (not even its refusal under the mutationId), so it can be fixed and sent again.
 */
export async function checkCompose(db: AppDb, companyId: number, input: PushComposeInput, now: Date): Promise<CheckedCompose> {
  if (!isAppRoute(input.route)) throw refuse('route', 'route_unknown', 'La ruta no es una pantalla de la aplicación (por ejemplo /picking o /orden/123).');
  assertContentImageKey(input.imageKey, companyId);
  const audience = normaliseAudience(input.audience);
  await assertAudienceInCompany(db, companyId, audience);
  return { audience, sendAt: checkSendAt(input.sendAt, now), imageUrl: input.imageKey ? contentImageUrl(input.imageKey) : null };
}

export async function composeMessage(tx: AppDb, companyId: number, userId: number, input: PushComposeInput, checked: CheckedCompose, now: Date): Promise<{ message: PushMessage }> {
  const [row] = await tx
    .insert(pushMessages)
    .values({
      companyId,
      title: input.title,
      body: input.body,
      imageUrl: checked.imageUrl,
      route: input.route,
      audience: checked.audience,
      sendAt: checked.sendAt,
      status: 'scheduled',
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: pushMessages.id });
  if (!row) throw new Error('push message insert returned nothing');
  return { message: await getMessage(tx, companyId, row.id) };
}

export async function cancelMessage(tx: AppDb, companyId: number, input: { id: number; baseVersion: number }, now: Date): Promise<{ message: PushMessage }> {
  // Locked: a scheduler claiming it at the same moment waits, then finds it no longer scheduled.
  const [locked] = await tx
    .select({ status: pushMessages.status, version: pushMessages.version })
    .from(pushMessages)
    .where(and(eq(pushMessages.companyId, companyId), eq(pushMessages.id, input.id)))
    .for('update');
  if (!locked) throw notFound('La notificación');
  if (locked.status !== 'scheduled') {
    const current = await getMessage(tx, companyId, input.id);
    const mensaje = locked.status === 'cancelled' ? 'Esta notificación ya estaba cancelada.' : 'Esta notificación ya se envió o se está enviando: no se puede cancelar.';
    throw new CallError('CONFLICT', mensaje, { reason: 'not_scheduled', current });
  }
  if (locked.version !== input.baseVersion) {
    const current = await getMessage(tx, companyId, input.id);
    throw new CallError('STALE_VERSION', `Esta notificación cambió mientras la veías (versión ${current.version}, tú partiste de la ${input.baseVersion}). No se canceló.`, { current });
  }
  await tx
    .update(pushMessages)
    .set({ status: 'cancelled', version: locked.version + 1, updatedAt: now })
    .where(eq(pushMessages.id, input.id));
  return { message: await getMessage(tx, companyId, input.id) };
}
