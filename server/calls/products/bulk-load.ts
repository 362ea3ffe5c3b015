/**
 * `/product/bulk_load` (spec §7) and `/product/bulk_load_reference`: the spreadsheet upload of /cargar-productos.
 * A chunk runs once per mutationId (a retry after a lost answer gets the stored answer and changes nothing more).
 */
import { boundWarehouse, requireCompany } from '../../auth/scope';
import { applyBulkChunk } from '../../catalogue/bulk-load';
import { loadSheetReference } from '../../catalogue/bulk-load-reference';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';

export const bulkLoadReferenceHandler: Handler<'/product/bulk_load_reference'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  return { data: await loadSheetReference(ctx.db, companyId, boundWarehouse(user)) };
};

export const bulkLoadHandler: Handler<'/product/bulk_load'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const { data } = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/product/bulk_load', body }, (tx) =>
    applyBulkChunk(tx, {
      companyId,
      userId: user.id,
      warehouseOnly: boundWarehouse(user),
      now,
      uploadId: input.uploadId,
      fileName: input.fileName ?? '',
      totalRows: input.totalRows ?? 0,
      products: input.products,
    }),
  );
  const mensaje = `Bloque ${input.chunkIndex + 1}: ${data.created} creados, ${data.updated} actualizados, ${data.rejected.length} rechazados.`;
  return { data, mensaje };
};
