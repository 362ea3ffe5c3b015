/**
 * Report files (docs/reports.md "Exports"): `/Reports/Export` computes the report and stores the requested sheets in a
 * one-time link (export/download-tickets.ts: tied to the session, minutes long, spent by one completed GET; HEAD only
 * peeks); `GET /api/reports/export/:token` writes the .xlsx or .csv and sends it with its length, so the screen can
 * show a progress bar, a file name like `ventas-2026-11-01_2026-11-30.xlsx`, and no caching.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ReportExportFormat, ReportKind } from '../../contract/report-definitions';
import type { AppDb } from '../db/client';
import { claimTicket, createTicket, peekTicket, type TicketOwner } from '../export/download-tickets';
import { sendError } from '../http/answers';
import { reportCsv, type ExportSheet } from './export-values';
import { reportXlsx } from './export-xlsx';

export const REPORT_EXPORT_URL_PREFIX = '/api/reports/export/';
const KIND = 'report';
const TICKET_MINUTES = 5;
const GONE_MESSAGE = 'El enlace de descarga no existe, ya se usó, expiró o su sesión terminó. Vuelve a exportar.';

export interface ReportFile {
  report: ReportKind;
  from: string;
  to: string;
  sheets: ExportSheet[];
}

/** The file names' first part: the report's Spanish name. */
const FILE_NAMES: Record<ReportKind, string> = {
  sales: 'ventas',
  ordersByStatus: 'pedidos-por-estado',
  picking: 'picking',
  lateDeliveries: 'entregas-tardias',
  promotions: 'promociones',
  credits: 'creditos',
  topProducts: 'productos-mas-vendidos',
};

export async function createReportTicket(db: AppDb, owner: TicketOwner, format: ReportExportFormat, file: ReportFile, now: Date): Promise<{ url: string; expiresAt: string }> {
  const expiresAt = new Date(now.getTime() + TICKET_MINUTES * 60_000);
  const token = await createTicket(db, owner, { kind: KIND, format, params: file, expiresAt });
  return { url: `${REPORT_EXPORT_URL_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

async function render(format: string, file: ReportFile): Promise<{ body: Buffer; type: string; extension: string }> {
  if (format === 'csv') return { body: reportCsv(file.sheets[0]!), type: 'text/csv; charset=utf-8', extension: 'csv' };
  return { body: await reportXlsx(file.sheets), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
}

function fileHeaders(reply: FastifyReply, file: ReportFile, rendered: { body: Buffer; type: string; extension: string }): FastifyReply {
  return reply
    .header('Content-Type', rendered.type)
    .header('Content-Length', String(rendered.body.length))
    .header('Content-Disposition', `attachment; filename="${FILE_NAMES[file.report]}-${file.from}_${file.to}.${rendered.extension}"`)
    .header('Cache-Control', 'no-store');
}

export function registerReportExportRoute(app: FastifyInstance, db: () => AppDb, now: () => Date): void {
  // GET and HEAD in one route, so Fastify does not add a HEAD that runs the GET (and spends the link).
  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: `${REPORT_EXPORT_URL_PREFIX}:token`,
    handler: async (request, reply) => {
      const clock = { now: now(), idleMinutes: app.config.sessionIdleMinutes };
      if (request.method === 'HEAD') {
        const ticket = await peekTicket<ReportFile>(db(), KIND, request.params.token, clock);
        if (!ticket) return sendError(reply, 'NOT_FOUND', GONE_MESSAGE);
        return fileHeaders(reply, ticket.params, await render(ticket.format, ticket.params)).code(200).send();
      }
      const claim = await claimTicket<ReportFile>(db(), KIND, request.params.token, clock);
      if (!claim) return sendError(reply, 'NOT_FOUND', GONE_MESSAGE);
      let rendered: Awaited<ReturnType<typeof render>>;
      try {
        rendered = await render(claim.ticket.format, claim.ticket.params);
      } catch (error) {
        await claim.release();
        throw error;
      }
      // Spent only when the whole file went out: a client that left gives the link back.
      let finished = false;
      reply.raw.once('finish', () => {
        finished = true;
      });
      reply.raw.once('close', () => {
        if (finished) return;
        claim.release().catch((error: unknown) => request.log.error({ err: error }, 'report export link release failed'));
      });
      return fileHeaders(reply, claim.ticket.params, rendered).send(rendered.body);
    },
  });
}
