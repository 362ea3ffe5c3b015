/**
 * Handlers of `/Configuracion/iva` and `/Configuracion/*\/iva_empresa_feriado` (the /iva-feriado screen; the selling
 * screens read the rate): one company per call (requireCompany), changes once per mutationId.
 */
import { requireCompany } from '../../auth/scope';
import { taxHolidayOn } from '../../selling/tax-holiday';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { companyTax, listTaxHolidays } from './tax-holiday-rows';
import { deleteTaxHoliday, saveTaxHoliday } from './tax-holiday-save';

export const taxRateHandler: Handler<'/Configuracion/iva'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const { ivaBp, hoy } = await companyTax(ctx.db, empresaId, ctx.now());
  const holiday = await taxHolidayOn(ctx.db, empresaId, hoy);
  const feriado = holiday ? { id: holiday.id, nombre: holiday.name, desde: holiday.startsOn, hasta: holiday.endsOn, tasaBp: holiday.rateBp, categoriaIds: [...holiday.categoryIds] } : null;
  return { data: { empresaId, ivaBp, hoy, feriado } };
};

export const taxHolidayListHandler: Handler<'/Configuracion/get/iva_empresa_feriado'> = async (input, ctx) => {
  const empresaId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const { ivaBp, hoy } = await companyTax(ctx.db, empresaId, ctx.now());
  return { data: { empresaId, ivaBp, hoy, periodos: await listTaxHolidays(ctx.db, empresaId) } };
};

export const taxHolidaySaveHandler: Handler<'/Configuracion/save/iva_empresa_feriado'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Configuracion/save/iva_empresa_feriado', body }, (tx) =>
    saveTaxHoliday(tx, empresaId, user.id, body, now),
  );
  return { data: result.data, mensaje: result.data.created ? 'Periodo creado.' : 'Periodo guardado.' };
};

export const taxHolidayDeleteHandler: Handler<'/Configuracion/delete/iva_empresa_feriado'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const empresaId = await requireCompany(ctx.db, user, input);
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Configuracion/delete/iva_empresa_feriado', body }, (tx) =>
    deleteTaxHoliday(tx, empresaId, body),
  );
  return { data: result.data, mensaje: 'Periodo eliminado.' };
};
