/**
 * Order exports. `/Order/Export` checks the caller and the filters and returns a one-time URL;
 * `GET /api/orders/export/:token` streams every matching row as CSV or XLSX, page by page (keyset),
 * so any number of rows goes out without holding them in memory or blocking other requests.
 * The link's rules (one completed GET, HEAD spends nothing, tied to its session) are in export/download-tickets.ts.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ExportColumn, OrderSummary, orderExportRequest } from '../../../contract/schemas/orders';
import type { AppDb } from '../../db/client';
import type { Scope } from '../../auth/scope';
import { csvRow, type Cell } from '../../export/cells';
import { claimTicket, createTicket, peekTicket, type Ticket, type TicketOwner } from '../../export/download-tickets';
import { writeDrained } from '../../export/write-drained';
import { writeXlsx } from '../../export/xlsx-stream';
import { sendError } from '../../http/answers';
import { orderConditions } from '../../orders/order-filters';
import { listOrderPage } from '../../orders/order-page';

export const EXPORT_URL_PREFIX = '/api/orders/export/';
const TICKET_MINUTES = 5;
const PAGE = 2000;
const KIND = 'orders';

type ExportInput = z.output<typeof orderExportRequest>;

interface TicketParams {
  scope: Scope;
  timezone: string;
  input: Omit<ExportInput, 'tokenSesion'>;
}

/** A link for `owner`'s current session: it stops working when that session ends. */
export async function createExportTicket(db: AppDb, owner: TicketOwner, params: TicketParams, now: Date): Promise<{ url: string; expiresAt: string }> {
  const expiresAt = new Date(now.getTime() + TICKET_MINUTES * 60_000);
  const token = await createTicket(db, owner, { kind: KIND, format: params.input.format, params, expiresAt });
  return { url: `${EXPORT_URL_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

function cellFor(column: ExportColumn, order: OrderSummary): Cell {
  switch (column) {
    case 'number':
      return order.number;
    case 'createdAt':
      return order.createdAt;
    case 'status':
      return order.status;
    case 'store':
      return order.storeName;
    case 'warehouse':
      return order.warehouseName;
    case 'customer':
      return order.customerName;
    case 'channel':
      return order.channel;
    case 'fulfilment':
      return order.fulfilment;
    case 'paymentMethod':
      return order.paymentMethod;
    case 'paymentState':
      return order.paymentState;
    case 'slotDate':
      return order.slotDate;
    case 'slotStart':
      return order.slotStart;
    case 'slotEnd':
      return order.slotEnd;
    case 'itemCount':
      return order.itemCount;
    case 'total':
      return order.totalCents / 100;
    case 'currency':
      return order.currency;
  }
}

async function* exportPages(db: AppDb, userId: number, params: TicketParams): AsyncGenerator<OrderSummary[]> {
  const { input, scope, timezone } = params;
  const conditions = orderConditions(db, scope, input, userId, timezone);
  let cursor: string | undefined;
  for (;;) {
    // The list's page (order-page.ts), PAGE rows at a time: the export shows what the list shows.
    const page = await listOrderPage(db, { conditions, statuses: input.statuses, sort: input.sort ?? 'created_desc', limit: PAGE, cursor });
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
    // Let other requests run between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const GONE_MESSAGE = 'El enlace de exportación no existe, ya se usó, expiró o su sesión terminó. Vuelve a exportar.';

function downloadHeaders(reply: FastifyReply, ticket: Ticket<TicketParams>, now: Date): FastifyReply {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  const format = ticket.format === 'csv' ? 'csv' : 'xlsx';
  const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="ordenes-${stamp}.${format}"`)
    .header('Cache-Control', 'no-store');
}

/** Writes the rows into `out`, waiting for the reader; throws once `out` is gone (the client left). */
async function writeExport(out: PassThrough, db: AppDb, ticket: Ticket<TicketParams>): Promise<void> {
  const write = (chunk: Buffer | string) => writeDrained(out, chunk);
  const columns = ticket.params.input.columns;
  if (ticket.format === 'csv') {
    await write('\uFEFF'); // BOM so spreadsheet programs read UTF-8
    await write(csvRow(columns.map((c) => c.label)));
    for await (const rows of exportPages(db, ticket.userId, ticket.params)) {
      await write(rows.map((order) => csvRow(columns.map((c) => cellFor(c.key, order)))).join(''));
    }
  } else {
    const sheet = async function* () {
      yield [columns.map((c) => c.label)];
      for await (const rows of exportPages(db, ticket.userId, ticket.params)) yield rows.map((order) => columns.map((c) => cellFor(c.key, order)));
    };
    await writeXlsx('Ordenes', sheet(), write);
  }
  out.end();
}

export function registerExportRoute(app: FastifyInstance, db: () => AppDb, now: () => Date): void {
  // GET and HEAD in one route, so Fastify does not add a HEAD that runs the GET (and spends the link).
  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: `${EXPORT_URL_PREFIX}:token`,
    handler: async (request, reply) => {
      const clock = { now: now(), idleMinutes: app.config.sessionIdleMinutes };
      if (request.method === 'HEAD') {
        const ticket = await peekTicket<TicketParams>(db(), KIND, request.params.token, clock);
        if (!ticket) return sendError(reply, 'NOT_FOUND', GONE_MESSAGE);
        return downloadHeaders(reply, ticket, clock.now).code(200).send();
      }
      const claim = await claimTicket<TicketParams>(db(), KIND, request.params.token, clock);
      if (!claim) return sendError(reply, 'NOT_FOUND', GONE_MESSAGE);

      // Spent only when the whole answer went out: a client that left, or a failed export, gives the link back.
      let finished = false;
      reply.raw.once('finish', () => {
        finished = true;
      });
      reply.raw.once('close', () => {
        if (finished) return;
        claim.release().catch((error: unknown) => request.log.error({ err: error }, 'export link release failed'));
      });
      const out = new PassThrough();
      writeExport(out, db(), claim.ticket).catch((error: unknown) => {
        if (!out.destroyed) request.log.error({ err: error }, 'order export failed');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return downloadHeaders(reply, claim.ticket, clock.now).send(out);
    },
  });
}
