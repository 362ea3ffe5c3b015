/**
 * Handlers of `/Credit/*` (the /easycreditos screen and the customer page's credit panel): one company per call
 * (requireCompany; SA names empresaId), each single change once per mutationId (applyOnce, and the ledger's own key).
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { requireCompany } from '../../auth/scope';
import { referenceData } from '../../auth/reference-data';
import { CallError } from '../../errors/call-error';
import { applyOnce } from '../idempotency';
import { sessionUser, type CallContext, type Handler } from '../types';
import { assertCustomer, companyToday, grantCredit, reverseCredit, spendCredit } from '../../organisation/store-credits';
import { bulkGrant } from './credit-bulk';
import { exportLedger, readLedger, searchCreditCustomers } from './credit-reads';

const SEARCH_PAGE = 20;
const LEDGER_PAGE = 50;

async function companyOf(
  ctx: CallContext,
  input: {
    empresaId?: number | undefined;
    storeId?: number | undefined;
    warehouseId?: number | undefined;
  },
) {
  const companyId = await requireCompany(ctx.db, sessionUser(ctx), input);
  const data = await referenceData(ctx.db, (d) => d.company.has(companyId));
  const company = data.company.get(companyId);
  return {
    companyId,
    timezone: company?.timezone ?? 'UTC',
    currency: company?.currency ?? 'USD',
  };
}

function fieldRefusal(campo: string, codigo: string, mensaje: string): CallError {
  return new CallError('VALIDATION', mensaje, { reason: codigo }, [{ campo, codigo, mensaje }]);
}

export const creditSearchHandler: Handler<'/Credit/Search'> = async (input, ctx) => {
  const { companyId, currency } = await companyOf(ctx, input);
  return {
    data: {
      rows: await searchCreditCustomers(ctx.db, companyId, input.q, input.limit ?? SEARCH_PAGE, ctx.now()),
      currency,
    },
  };
};

export const creditLedgerHandler: Handler<'/Credit/Ledger'> = async (input, ctx) => {
  const { companyId, currency } = await companyOf(ctx, input);
  const now = ctx.now();
  // A transaction: reading the ledger records what expired since it was last touched.
  const data = await ctx.db.transaction((tx) =>
    readLedger(
      tx as unknown as AppDb,
      { companyId, customerId: input.customerId },
      { limit: input.limit ?? LEDGER_PAGE, beforeId: input.beforeId },
      now,
      currency,
    ),
  );
  return { data };
};

export const creditGrantHandler: Handler<'/Credit/Grant'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { companyId, timezone } = await companyOf(ctx, input);
  const now = ctx.now();
  if (input.expiresOn !== undefined && input.expiresOn <= companyToday(timezone, now)) {
    throw fieldRefusal('expiresOn', 'expiry_past', 'El vencimiento debe ser posterior a hoy.');
  }
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(
    ctx.db,
    {
      userId: user.id,
      mutationId: input.mutationId,
      path: '/Credit/Grant',
      body,
    },
    async (tx) => {
      const change = await grantCredit(
        tx,
        { companyId, customerId: input.customerId },
        {
          amountCents: input.amountCents,
          reason: input.reason,
          expiresOn: input.expiresOn,
          mutationId: input.mutationId,
          userId: user.id,
        },
        now,
      );
      return { entry: change.entry, balanceCents: change.balanceCents };
    },
  );
  return { data: result.data, mensaje: 'Crédito otorgado.' };
};

export const creditSpendHandler: Handler<'/Credit/Spend'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { companyId, currency } = await companyOf(ctx, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(
    ctx.db,
    {
      userId: user.id,
      mutationId: input.mutationId,
      path: '/Credit/Spend',
      body,
    },
    async (tx) => {
      const target = { companyId, customerId: input.customerId };
      await assertCustomer(tx, target);
      const [order] = await executeRows<{ id: number }>(
        tx,
        sql`SELECT id FROM orders WHERE company_id = ${companyId} AND customer_id = ${input.customerId} AND number = ${input.orderNumber}`,
      );
      if (!order) throw fieldRefusal('orderNumber', 'order_not_customer', `La orden ${input.orderNumber} no existe o no es de este cliente.`);
      const change = await spendCredit(
        tx,
        target,
        {
          amountCents: input.amountCents,
          orderId: order.id,
          reason: input.reason ?? '',
          mutationId: input.mutationId,
          userId: user.id,
        },
        now,
        currency,
      );
      return { entry: change.entry, balanceCents: change.balanceCents };
    },
  );
  return { data: result.data, mensaje: 'Consumo registrado.' };
};

export const creditReverseHandler: Handler<'/Credit/Reverse'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { companyId } = await companyOf(ctx, input);
  const now = ctx.now();
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(
    ctx.db,
    {
      userId: user.id,
      mutationId: input.mutationId,
      path: '/Credit/Reverse',
      body,
    },
    async (tx) => {
      const change = await reverseCredit(
        tx,
        companyId,
        {
          entryId: input.entryId,
          reason: input.reason,
          mutationId: input.mutationId,
          userId: user.id,
        },
        now,
      );
      return { entry: change.entry, balanceCents: change.balanceCents };
    },
  );
  return { data: result.data, mensaje: 'Movimiento revertido.' };
};

export const creditBulkGrantHandler: Handler<'/Credit/BulkGrant'> = async (input, ctx) => {
  const user = sessionUser(ctx);
  const { companyId, timezone } = await companyOf(ctx, input);
  const now = ctx.now();
  const results = await bulkGrant(ctx.db, companyId, input.rows, user.id, companyToday(timezone, now), now);
  const granted = results.filter((row) => row.status !== 'refused').length;
  return { data: { results, granted, refused: results.length - granted } };
};

export const creditExportHandler: Handler<'/Credit/Export'> = async (input, ctx) => {
  const { companyId, currency } = await companyOf(ctx, input);
  const now = ctx.now();
  const data = await ctx.db.transaction(async (tx) => {
    if (input.customerId !== undefined)
      await assertCustomer(tx as unknown as AppDb, {
        companyId,
        customerId: input.customerId,
      });
    return exportLedger(tx as unknown as AppDb, companyId, input.customerId, now);
  });
  return { data: { ...data, currency } };
};
