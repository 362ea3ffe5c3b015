/**
 * Handlers of `/Credit/*` (the /easycreditos screen and the customer page's credit panel): one company per call
 * (requireCompany; SA names empresaId), each single change once per mutationId (applyOnce, and the ledger's own key).
 */
import { and, eq } from 'drizzle-orm';
import type { CallData } from '../../../contract/calls';
import type { AppDb } from '../../db/client';
import { orders } from '../../db/schema/orders';
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

/** One ledger change, applied once per the caller's mutationId; answers the entry and the balance after it. */
async function ledgerChangeOnce(
  ctx: CallContext,
  path: '/Credit/Grant' | '/Credit/Spend' | '/Credit/Reverse',
  input: { tokenSesion: string; mutationId: string },
  change: (tx: AppDb, userId: number) => Promise<CallData<'/Credit/Grant'>>,
): Promise<CallData<'/Credit/Grant'>> {
  const userId = sessionUser(ctx).id;
  const { tokenSesion: _t, ...body } = input;
  const result = await applyOnce(ctx.db, { userId, mutationId: input.mutationId, path, body }, async (tx) => {
    const { entry, balanceCents } = await change(tx, userId);
    return { entry, balanceCents };
  });
  return result.data;
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
  const { companyId, timezone } = await companyOf(ctx, input);
  const now = ctx.now();
  if (input.expiresOn !== undefined && input.expiresOn <= companyToday(timezone, now)) {
    throw fieldRefusal('expiresOn', 'expiry_past', 'El vencimiento debe ser posterior a hoy.');
  }
  const data = await ledgerChangeOnce(ctx, '/Credit/Grant', input, async (tx, userId) => {
    const change = await grantCredit(tx, { companyId, customerId: input.customerId }, { amountCents: input.amountCents, reason: input.reason, expiresOn: input.expiresOn, mutationId: input.mutationId, userId }, now);
    return { entry: change.entry, balanceCents: change.balanceCents };
  });
  return { data, mensaje: 'Crédito otorgado.' };
};

export const creditSpendHandler: Handler<'/Credit/Spend'> = async (input, ctx) => {
  const { companyId, currency } = await companyOf(ctx, input);
  const now = ctx.now();
  const data = await ledgerChangeOnce(ctx, '/Credit/Spend', input, async (tx, userId) => {
    const target = { companyId, customerId: input.customerId };
    await assertCustomer(tx, target);
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), eq(orders.customerId, input.customerId), eq(orders.number, input.orderNumber)));
    if (!order) throw fieldRefusal('orderNumber', 'order_not_customer', `La orden ${input.orderNumber} no existe o no es de este cliente.`);
    const change = await spendCredit(tx, target, { amountCents: input.amountCents, orderId: order.id, reason: input.reason ?? '', mutationId: input.mutationId, userId }, now, currency);
    return { entry: change.entry, balanceCents: change.balanceCents };
  });
  return { data, mensaje: 'Consumo registrado.' };
};

export const creditReverseHandler: Handler<'/Credit/Reverse'> = async (input, ctx) => {
  const { companyId } = await companyOf(ctx, input);
  const now = ctx.now();
  const data = await ledgerChangeOnce(ctx, '/Credit/Reverse', input, async (tx, userId) => {
    const change = await reverseCredit(tx, companyId, { entryId: input.entryId, reason: input.reason, mutationId: input.mutationId, userId }, now);
    return { entry: change.entry, balanceCents: change.balanceCents };
  });
  return { data, mensaje: 'Movimiento revertido.' };
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
