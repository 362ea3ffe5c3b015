/** Handlers of the composed push calls (`/notificaciones`, SA): one company per call, changes once per mutationId. */
import { requireCompany } from '../../auth/scope';
import { countAudience, normaliseAudience } from '../../push/audience';
import { sendMessageNow } from '../../push/scheduler';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { getMessage, listDeliveries, listMessages } from './message-rows';
import { cancelMessage, checkCompose, composeMessage } from './message-changes';

export const pushMessagesHandler: Handler<'/Push/Messages'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await listMessages(ctx.db, companyId, input.status) };
};

export const pushMessageHandler: Handler<'/Push/Message'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const message = await getMessage(ctx.db, companyId, input.id);
  const deliveries = await listDeliveries(ctx.db, message.id);
  return { data: { message, deliveries: deliveries.rows, truncated: deliveries.truncated } };
};

export const pushComposeHandler: Handler<'/Push/Compose'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, empresaId: _e, mutationId, ...fields } = input;
  const checked = await checkCompose(ctx.db, companyId, fields, ctx.now());
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId, path: '/Push/Compose', body: { companyId, ...fields } }, (tx) =>
    composeMessage(tx, companyId, user.id, fields, checked, ctx.now()),
  );
  const id = result.data.message.id;
  // "Send now": delivered after the commit, in this request, so the answer carries the counts.
  if (result.applied && fields.sendAt === null) await sendMessageNow(ctx, id, ctx.now);
  const message = await getMessage(ctx.db, companyId, id);
  const mensaje =
    message.status === 'scheduled' ? 'Notificación programada.' : message.status === 'sent' ? `Notificación enviada: ${message.sentCount} de ${message.sentCount + message.failedCount + message.removedCount} dispositivos la recibieron.` : 'Notificación en envío.';
  return { data: { message }, mensaje };
};

export const pushCancelHandler: Handler<'/Push/Cancel'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, empresaId: _e, mutationId, ...fields } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId, path: '/Push/Cancel', body: { companyId, ...fields } }, (tx) => cancelMessage(tx, companyId, fields, ctx.now()));
  return { data: result.data, mensaje: 'Notificación cancelada.' };
};

export const pushAudienceCountHandler: Handler<'/Push/AudienceCount'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: await countAudience(ctx.db, companyId, normaliseAudience(input.audience)) };
};
