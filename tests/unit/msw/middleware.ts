import { http, HttpResponse } from 'msw';
import type { CallPath } from '../../../contract/calls';
import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '../../../contract/envelope';
import type { DashboardSummary } from '../../../contract/schemas/dashboard';
import type { UserData } from '../../../contract/user-data';
import type { RoleCode } from '../../../contract/roles';

export interface Reply {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

export type PathHandler = (body: Record<string, unknown>) => Reply | Promise<Reply>;

export const ok = (data: unknown, mensaje?: string): Reply => ({ status: 200, body: mensaje === undefined ? { bOk: true, data } : { bOk: true, data, mensaje } });

export function refuse(codigo: ErrorCode, mensaje: string, extra: { errores?: FieldIssue[]; detalle?: Record<string, unknown> } = {}): Reply {
  return { status: ERROR_STATUS[codigo], body: { bOk: false, codigo, mensaje, ...extra } };
}

/**
 * msw handler for POST /api/middleware: decodes `{ path, body }` (body is a JSON string, spec §7),
 * records every call and answers with the handler for its path (UNKNOWN_PATH otherwise).
 */
export function middleware(routes: Partial<Record<CallPath, PathHandler>>, calls: RecordedCall[] = []) {
  return http.post('*/api/middleware', async ({ request }) => {
    const envelope = (await request.json()) as { path: string; body: string };
    const body = JSON.parse(envelope.body) as Record<string, unknown>;
    calls.push({ path: envelope.path, body, headers: request.headers });
    const handler = routes[envelope.path as CallPath];
    const reply = handler ? await handler(body) : refuse('UNKNOWN_PATH', 'Ruta desconocida.');
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  });
}

export const DEMO_TOKEN = 'tok_0123456789abcdefghijklmnopqrstuv';

export function demoUser(rol: RoleCode = 'AD', overrides: Partial<UserData> = {}): UserData {
  return {
    userID: 7,
    rol,
    token: DEMO_TOKEN,
    empresaAsociada: rol === 'SA' ? null : 1,
    bodega: null,
    extras: { eCommerceCartItemsCount: 0 },
    ...overrides,
  };
}

export function demoSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    generatedAt: '2026-11-22T15:30:00Z',
    currency: 'USD',
    ordersTodayByStatus: {
      pendiente: 4,
      confirmada: 3,
      en_picking: 2,
      pickeada: 1,
      en_despacho: 5,
      lista_retiro: 0,
      entregada: 11,
      cancelada: 1,
    },
    salesTodayCents: 123456,
    salesLast7Days: [
      { date: '2026-11-16', totalCents: 100000, orders: 10 },
      { date: '2026-11-17', totalCents: 200050, orders: 20 },
      { date: '2026-11-18', totalCents: 150000, orders: 15 },
      { date: '2026-11-19', totalCents: 90000, orders: 9 },
      { date: '2026-11-20', totalCents: 310000, orders: 31 },
      { date: '2026-11-21', totalCents: 275025, orders: 27 },
      { date: '2026-11-22', totalCents: 123456, orders: 26 },
    ],
    waitingToPick: 3,
    late: 2,
    ...overrides,
  };
}
