/** Handlers of `/Bin/*` (the /bines screen; card promotions read the list): one company per call, changes once per mutationId. */
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { listBinRanges } from './bin-rows';
import { saveBinRange } from './bin-save';
import { deleteBinRange, setActiveMessage, setBinRangeActive } from './bin-status';

export const binListHandler: Handler<'/Bin/List'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return {
    data: {
      empresaId,
      ...(await listBinRanges(ctx.db, empresaId, {
        q: input.q,
        active: input.active,
      })),
    },
  };
};

export const binSaveHandler: Handler<'/Bin/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Bin/Save', body }, (tx) => saveBinRange(tx, empresaId, user.id, body, now));
  return {
    data: result.data,
    mensaje: result.data.created ? 'Rango creado.' : 'Rango guardado.',
  };
};

export const binSetActiveHandler: Handler<'/Bin/SetActive'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(
    ctx.db,
    {
      userId: user.id,
      mutationId: input.mutationId,
      path: '/Bin/SetActive',
      body,
    },
    (tx) => setBinRangeActive(tx, empresaId, user.id, body, now),
  );
  return { data: result.data, mensaje: setActiveMessage(result.data.range) };
};

export const binDeleteHandler: Handler<'/Bin/Delete'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(
    ctx.db,
    {
      userId: user.id,
      mutationId: input.mutationId,
      path: '/Bin/Delete',
      body,
    },
    (tx) => deleteBinRange(tx, empresaId, body),
  );
  return { data: result.data, mensaje: 'Rango eliminado.' };
};
