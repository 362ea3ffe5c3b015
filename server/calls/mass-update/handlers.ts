/** `/Product/MassPreview`, `/Product/MassApply`, `/Product/MassUndo`: the mass update (/market/actualizacion). */
import { requireCompany } from '../../auth/scope';
import { applyMassUpdate, checkChangeTarget } from '../../catalogue/mass-update-apply';
import { massRows, massSummary } from '../../catalogue/mass-update-plan';
import { selectionCondition, unknownSkus } from '../../catalogue/mass-update-selection';
import { undoMassUpdate } from '../../catalogue/mass-update-undo';
import { CallError } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

const PAGE_DEFAULT = 200;

/** The cursor is the last row's product id (rows come by id). */
function cursorId(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,10}$/.test(cursor)) {
    const mensaje = 'La página pedida no es válida; vuelve a pedir la vista previa.';
    throw new CallError('VALIDATION', mensaje, undefined, [{ campo: 'cursor', codigo: 'invalid_format', mensaje }]);
  }
  return Number(cursor);
}

export const massPreviewHandler: Handler<'/Product/MassPreview'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await checkChangeTarget(ctx.db, companyId, input.change);
  const afterId = cursorId(input.cursor);
  const limit = input.limit ?? PAGE_DEFAULT;
  const where = await selectionCondition(ctx.db, companyId, input.selection);
  const summary = await massSummary(ctx.db, companyId, where, input.change);
  const found = await massRows(ctx.db, where, input.change, { afterId, limit, onlyRefused: input.onlyRefused === true });
  const rows = found.slice(0, limit);
  const nextCursor = found.length > limit ? String(rows.at(-1)!.id) : null;
  return { data: { rows, nextCursor, ...summary, unknownSkus: await unknownSkus(ctx.db, companyId, input.selection) } };
};

export const massApplyHandler: Handler<'/Product/MassApply'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _token, ...body } = input;
  const run = { companyId, userId: user.id, at: ctx.now(), selection: input.selection, change: input.change };
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/MassApply', body }, (tx) => applyMassUpdate(tx, run, input.previewToken));
  return { data, mensaje: `Se actualizaron ${data.changed} productos.` };
};

export const massUndoHandler: Handler<'/Product/MassUndo'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _token, ...body } = input;
  const run = { companyId, userId: user.id, at: ctx.now(), massUpdateId: input.massUpdateId };
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Product/MassUndo', body }, (tx) => undoMassUpdate(tx, run));
  return { data, mensaje: `Se restauraron ${data.restored} productos.` };
};
