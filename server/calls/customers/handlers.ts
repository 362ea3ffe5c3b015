/**
 * Handlers of `/Customer/*` (/clientes, /cliente/:id). Lists are one company per call (SA: the one it names, or all);
 * a call naming a customer answers NOT_FOUND for another company's. Changes apply once per mutationId.
 */
import { eq } from 'drizzle-orm';
import { resolveScope } from '../../auth/scope';
import { orders } from '../../db/schema/orders';
import { addScope, conditionsBuilder } from '../../orders/order-filters';
import { listOrderPage } from '../../orders/order-page';
import { listRecordChanges } from '../../organisation/record-changes';
import { requireCompany } from '../../auth/scope';
import { applyOnce } from '../idempotency';
import { sessionUser, type Handler } from '../types';
import { deleteAddress, saveAddress, setDefaultAddress } from './customer-addresses';
import { customerCompany, loadCustomerDetail } from './customer-read';
import { saveCustomer } from './customer-save';
import { searchCustomers } from '../../organisation/customer-search';
import { CallError } from '../../errors/call-error';
import { canSee } from '../../../contract/screens';

/**
 * Checkout (SU, through 'ECommerceCheckout') adds customers and delivery addresses but does not change what /clientes
 * keeps: editing an existing customer or address stays with the roles that see 'clientes' or 'call-center'.
 */
function assertMayEditExisting(role: string, editing: boolean): void {
  if (editing && !canSee(role, ['clientes', 'call-center'])) {
    throw new CallError('FORBIDDEN', 'Desde el checkout solo se agregan clientes y direcciones nuevos; los datos existentes se cambian en Clientes.');
  }
}

const DEFAULT_PAGE = 50;
const DEFAULT_ORDERS_PAGE = 20;
const DEFAULT_HISTORY_PAGE = 50;

export const customerListHandler: Handler<'/Customer/List'> = async (input, ctx) => {
  const scope = await resolveScope(ctx.db, sessionUser(ctx), input);
  return { data: await searchCustomers(ctx.db, { companyId: scope.companyId, q: input.q, limit: input.limit ?? DEFAULT_PAGE, cursor: input.cursor }) };
};

export const customerGetHandler: Handler<'/Customer/Get'> = async (input, ctx) => {
  const companyId = await customerCompany(ctx.db, sessionUser(ctx), input);
  return { data: { customer: await loadCustomerDetail(ctx.db, companyId, input.customerId) } };
};

export const customerOrdersHandler: Handler<'/Customer/Orders'> = async (input, ctx) => {
  const companyId = await customerCompany(ctx.db, sessionUser(ctx), input);
  const builder = conditionsBuilder();
  addScope(builder, { companyId, storeId: null, warehouseId: null }, { companyId: orders.companyId });
  builder.add('cust', eq(orders.customerId, builder.value('customerId', input.customerId)));
  const page = await listOrderPage(ctx.db, { conditions: builder.conditions, sort: 'created_desc', limit: input.limit ?? DEFAULT_ORDERS_PAGE, cursor: input.cursor });
  return { data: page };
};

export const customerHistoryHandler: Handler<'/Customer/History'> = async (input, ctx) => {
  await customerCompany(ctx.db, sessionUser(ctx), input);
  return { data: await listRecordChanges(ctx.db, 'customer', input.customerId, input.limit ?? DEFAULT_HISTORY_PAGE, input.beforeId) };
};

export const customerSaveHandler: Handler<'/Customer/Save'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertMayEditExisting(user.role, input.customerId !== undefined);
  const companyId = input.customerId === undefined ? await requireCompany(ctx.db, user, input) : await customerCompany(ctx.db, user, { ...input, customerId: input.customerId });
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Customer/Save', body }, (tx) => saveCustomer(tx, companyId, user.id, input, now));
  return { data: result.data, mensaje: result.data.created ? 'Cliente creado.' : 'Cliente guardado.' };
};

export const customerSaveAddressHandler: Handler<'/Customer/SaveAddress'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  assertMayEditExisting(user.role, input.addressId !== undefined);
  const companyId = await customerCompany(ctx.db, user, input);
  const actor = { companyId, userId: user.id, now: ctx.now() };
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Customer/SaveAddress', body }, (tx) => saveAddress(tx, actor, input));
  return { data: { customer: result.data }, mensaje: 'Dirección guardada.' };
};

export const customerDeleteAddressHandler: Handler<'/Customer/DeleteAddress'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await customerCompany(ctx.db, user, input);
  const actor = { companyId, userId: user.id, now: ctx.now() };
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Customer/DeleteAddress', body }, (tx) =>
    deleteAddress(tx, actor, input.customerId, input.addressId),
  );
  return { data: { customer: result.data }, mensaje: 'Dirección eliminada.' };
};

export const customerSetDefaultAddressHandler: Handler<'/Customer/SetDefaultAddress'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const companyId = await customerCompany(ctx.db, user, input);
  const actor = { companyId, userId: user.id, now: ctx.now() };
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId: user.id, mutationId: input.mutationId, path: '/Customer/SetDefaultAddress', body }, (tx) =>
    setDefaultAddress(tx, actor, input.customerId, input.addressId),
  );
  return { data: { customer: result.data }, mensaje: 'Dirección predeterminada cambiada.' };
};
