/**
 * Order exports. `/Order/Export` checks the caller and the filters and returns a one-time URL;
 * `GET /api/orders/export/:token` streams every matching row as CSV or XLSX, page by page (keyset),
 * so any number of rows goes out without holding them in memory or blocking other requests.
 */
import { createHash, randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ExportColumn, OrderSort, OrderSummary, orderExportRequest } from '../../../contract/schemas/orders';
import type { OrderStatus } from '../../../contract/order-status';
import type { AppDb } from '../../db/client';
import type { Scope } from '../../auth/scope';
import { csvRow, type Cell } from '../../export/cells';
import { XlsxStream } from '../../export/xlsx-stream';
import { orderFilterSql } from './order-filters';
import { listOrders, rawRows, txRunner } from './order-queries';

export const EXPORT_URL_PREFIX = '/api/orders/export/';
const TICKET_MINUTES = 5;
const PAGE = 2000;

type ExportInput = z.output<typeof orderExportRequest>;

interface TicketParams {
  scope: Scope;
  timezone: string;
  input: Omit<ExportInput, 'tokenSesion'>;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createExportTicket(db: AppDb, userId: number, params: TicketParams, now: Date): Promise<{ url: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_MINUTES * 60_000);
  await rawRows(db, `INSERT INTO export_tickets (token_hash, user_id, kind, format, params, expires_at) VALUES ($1, $2, 'orders', $3, $4::jsonb, $5)`, [
    hashToken(token),
    userId,
    params.input.format,
    JSON.stringify(params),
    expiresAt,
  ]);
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
  const sort: OrderSort = input.sort ?? 'created_desc';
  let cursor: string | undefined;
  for (;;) {
    const filter = orderFilterSql(scope, input, userId, timezone);
    const page = await listOrders(txRunner(db), filter, input.statuses as OrderStatus[] | undefined, sort, PAGE, cursor);
    if (page.rows.length) yield page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
    // Let other requests run between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function registerExportRoute(app: FastifyInstance, db: () => AppDb, now: () => Date): void {
  app.get<{ Params: { token: string } }>(`${EXPORT_URL_PREFIX}:token`, async (request, reply) => {
    const token = request.params.token;
    const [ticket] = await rawRows<{ user_id: number; format: 'csv' | 'xlsx'; params: TicketParams }>(
      db(),
      `UPDATE export_tickets t SET used_at = $2 FROM users u
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.id = t.user_id AND NOT u.disabled
       RETURNING t.user_id, t.format, t.params`,
      [hashToken(token), now()],
    );
    if (!ticket) {
      return reply.code(404).type('application/json').send({ bOk: false, codigo: 'NOT_FOUND', mensaje: 'El enlace de exportación no existe, ya se usó o expiró. Vuelve a exportar.' });
    }
    const stamp = now().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    const out = new PassThrough();
    const write = async (chunk: Buffer | string) => {
      if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
    };
    const columns = ticket.params.input.columns;
    const run = async () => {
      if (ticket.format === 'csv') {
        await write('\uFEFF'); // BOM so spreadsheet programs read UTF-8
        await write(csvRow(columns.map((c) => c.label)));
        for await (const rows of exportPages(db(), ticket.user_id, ticket.params)) {
          await write(rows.map((order) => csvRow(columns.map((c) => cellFor(c.key, order)))).join(''));
        }
      } else {
        const xlsx = new XlsxStream((chunk) => write(chunk), 'Ordenes');
        await xlsx.start();
        await xlsx.row(columns.map((c) => c.label));
        for await (const rows of exportPages(db(), ticket.user_id, ticket.params)) {
          for (const order of rows) await xlsx.row(columns.map((c) => cellFor(c.key, order)));
        }
        await xlsx.finish();
      }
      out.end();
    };
    run().catch((error: unknown) => {
      request.log.error({ err: error }, 'order export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    const type = ticket.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return reply
      .header('Content-Type', type)
      .header('Content-Disposition', `attachment; filename="ordenes-${stamp}.${ticket.format}"`)
      .header('Cache-Control', 'no-store')
      .send(out);
  });
}
