/**
 * Handlers of `/Warehouse/*` (SA's /bodegas screens): one company per call (requireCompany; the warehouse named in
 * `warehouseId` must be that company's), changes once per mutationId.
 */
import { OUT_OF_STOCK_DAYS_DEFAULT } from '../../../contract/schemas/warehouses';
import { requireCompany } from '../../auth/scope';
import { listRecordChanges } from '../../organisation/record-changes';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { listAisles, setAisles } from './warehouse-aisles';
import { pickingOutOfStock } from './warehouse-out-of-stock';
import { getWarehouse, listWarehouses, storeOptions } from './warehouse-rows';
import { saveWarehouse } from './warehouse-save';
import { adjustWarehouseStock, listStock, stockLedger } from './warehouse-stock';

const STOCK_PAGE = 100;
const LEDGER_PAGE = 50;
const HISTORY_PAGE = 50;
const DAY_MS = 86_400_000;

export const warehouseListHandler: Handler<'/Warehouse/List'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  return { data: { rows: await listWarehouses(ctx.db, companyId, { q: input.q, active: input.active }) } };
};

export const warehouseGetHandler: Handler<'/Warehouse/Get'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const warehouse = input.warehouseId === undefined ? null : await getWarehouse(ctx.db, companyId, input.warehouseId);
  return { data: { warehouse, storeOptions: await storeOptions(ctx.db, companyId) } };
};

export const warehouseSaveHandler: Handler<'/Warehouse/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Warehouse/Save', body }, (tx) => saveWarehouse(tx, user, companyId, body, now));
  return { data: result.data, mensaje: result.data.created ? 'Bodega creada.' : 'Bodega guardada.' };
};

export const warehouseHistoryHandler: Handler<'/Warehouse/History'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await getWarehouse(ctx.db, companyId, input.warehouseId);
  return { data: await listRecordChanges(ctx.db, 'warehouse', input.warehouseId, input.limit ?? HISTORY_PAGE, input.beforeId) };
};

export const warehouseAislesHandler: Handler<'/Warehouse/Aisles'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await getWarehouse(ctx.db, companyId, input.warehouseId);
  return { data: { rows: await listAisles(ctx.db, companyId, input.warehouseId) } };
};

export const warehouseSetAislesHandler: Handler<'/Warehouse/SetAisles'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Warehouse/SetAisles', body }, async (tx) => {
    await getWarehouse(tx, companyId, input.warehouseId);
    return { rows: await setAisles(tx, companyId, input.warehouseId, input.categoryIds, user.id, now) };
  });
  return { data: result.data, mensaje: 'Orden de pasillos guardado.' };
};

export const warehouseStockHandler: Handler<'/Warehouse/Stock'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await getWarehouse(ctx.db, companyId, input.warehouseId);
  return { data: await listStock(ctx.db, companyId, input.warehouseId, { q: input.q, outOfStock: input.outOfStock, limit: input.limit ?? STOCK_PAGE, afterName: input.afterName, afterId: input.afterId }) };
};

export const warehouseAdjustStockHandler: Handler<'/Warehouse/AdjustStock'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Warehouse/AdjustStock', body }, async (tx) => {
    await getWarehouse(tx, companyId, input.warehouseId);
    return adjustWarehouseStock(tx, companyId, input.warehouseId, user.id, body);
  });
  return { data: result.data, mensaje: 'Stock ajustado.' };
};

export const warehouseStockLedgerHandler: Handler<'/Warehouse/StockLedger'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await getWarehouse(ctx.db, companyId, input.warehouseId);
  return { data: await stockLedger(ctx.db, companyId, input.warehouseId, { productId: input.productId, limit: input.limit ?? LEDGER_PAGE, beforeId: input.beforeId }) };
};

export const warehouseOutOfStockHandler: Handler<'/Warehouse/PickingOutOfStock'> = async (input, ctx) => {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  await getWarehouse(ctx.db, companyId, input.warehouseId);
  const since = new Date(ctx.now().getTime() - (input.days ?? OUT_OF_STOCK_DAYS_DEFAULT) * DAY_MS);
  return { data: { rows: await pickingOutOfStock(ctx.db, companyId, input.warehouseId, since) } };
};
