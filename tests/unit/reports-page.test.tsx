import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickingReport } from '../../contract/schemas/reports';
import type { ScopeOptions } from '../../contract/schemas/scope';
import { ReportsPage } from '../../src/features/reports/components/reports-page';
import { addDays, todayIn } from '../../src/features/reports/lib/date-ranges';
import type { ReportsSearch } from '../../src/features/reports/lib/report-search';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const OPTIONS: ScopeOptions = {
  companies: [{ id: 1, name: 'Mercado Andino', currency: 'USD' }],
  stores: [{ id: 1, companyId: 1, name: 'Andino Norte', market: true, warehouseIds: [1, 2] }],
  warehouses: [
    { id: 1, companyId: 1, name: 'Bodega Norte' },
    { id: 2, companyId: 1, name: 'Bodega Sur' },
  ],
};

const figures = (orders: number, lines: number) => ({ orders, lines, avgMinutesToPick: 30, linesPerHour: 40, outOfStockRate: 0.05, substitutionRate: null });

function picking(warehouseId?: number): PickingReport {
  const north = warehouseId === undefined || warehouseId === 1;
  const pickers = [
    ...(north ? [{ pickerId: 11, pickerName: 'Ana Picker', warehouseId: 1, warehouseName: 'Bodega Norte', ...figures(7, 41) }] : []),
    ...(warehouseId === undefined || warehouseId === 2 ? [{ pickerId: 12, pickerName: 'Luis Sur', warehouseId: 2, warehouseName: 'Bodega Sur', ...figures(3, 19) }] : []),
  ];
  return {
    currency: 'USD',
    timezone: 'America/Guayaquil',
    from: '2026-11-16',
    to: '2026-11-22',
    generatedAt: '2026-11-26T12:00:00Z',
    totals: figures(pickers.reduce((n, p) => n + p.orders, 0), pickers.reduce((n, p) => n + p.lines, 0)),
    tables: { days: [{ date: '2026-11-16', ...figures(2, 10) }], pickers, warehouses: [] },
  };
}

function Harness({ initial, seen }: { initial: ReportsSearch; seen: ReportsSearch[] }) {
  const [search, setSearch] = useState(initial);
  return (
    <ReportsPage
      search={search}
      onSearchChange={(next) => {
        seen.push(next);
        setSearch(next);
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ReportsPage', () => {
  it('shows the picking report per picker, filters by warehouse through the URL, and exports every table as Excel', async () => {
    saveUserData(demoUser('GE'));
    const calls: RecordedCall[] = [];
    server.use(
      middleware(
        {
          '/Scope/Options': () => ok(OPTIONS),
          '/Reports/Picking': (body) => ok(picking(body['warehouseId'] as number | undefined)),
          '/Reports/Export': () => ok({ url: '/api/export/t1', expiresAt: '2026-11-26T12:10:00Z' }),
        },
        calls,
      ),
      http.get('*/api/export/t1', () => new HttpResponse('xlsx-bytes', { headers: { 'Content-Length': '10', 'Content-Disposition': 'attachment; filename="picking.xlsx"' } })),
    );
    // jsdom has no blob URLs: the saved file is the anchor's download name.
    Object.assign(URL, { createObjectURL: vi.fn<(blob: Blob) => string>(() => 'blob:report'), revokeObjectURL: vi.fn<(url: string) => void>() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const seen: ReportsSearch[] = [];
    renderWithProviders(<Harness initial={{ report: 'picking', from: '2026-11-16', to: '2026-11-22' }} seen={seen} />);

    const table = await screen.findByRole('table', { name: 'Tabla: Picking — Por picker' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'PickerBodegaÓrdenesLíneasMinutos hasta pickear (promedio)Líneas por horaSin stockSustituidas',
      expect.stringContaining('Ana PickerBodega Norte741'),
      expect.stringContaining('Luis SurBodega Sur319'),
    ]);
    expect(screen.getByTestId('total-lines')).toHaveTextContent('60');
    // An empty table says so instead of showing a bare header.
    expect(within(screen.getByTestId('report-table-warehouses')).getByText('Sin datos en este periodo.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/Reports/Picking')?.body).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Bodega' }));
    await user.click(await screen.findByRole('option', { name: 'Bodega Sur' }));
    expect(seen.at(-1)).toEqual({ report: 'picking', from: '2026-11-16', to: '2026-11-22', warehouse: 2 });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Tabla: Picking — Por picker' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Tabla: Picking — Por picker' })).toHaveTextContent('Luis Sur');
    expect(calls.filter((call) => call.path === '/Reports/Picking').at(-1)?.body).toMatchObject({ warehouseId: 2 });

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx), todas las tablas' }));
    await waitFor(() => expect(clicked).toEqual(['picking.xlsx']));
    const exportCall = calls.find((call) => call.path === '/Reports/Export');
    expect(exportCall?.body).toMatchObject({ report: 'picking', format: 'xlsx', from: '2026-11-16', to: '2026-11-22', warehouseId: 2 });
    const sheets = exportCall?.body['sheets'] as { table: string; title: string; columns: { key: string; label: string }[] }[];
    expect(sheets.map((sheet) => [sheet.table, sheet.title])).toEqual([
      ['days', 'Por día'],
      ['pickers', 'Por picker'],
      ['warehouses', 'Por bodega'],
    ]);
    // The export keeps the ids the screen hides, headed with the screen's words.
    expect(sheets[1]?.columns.slice(0, 4)).toEqual([
      { key: 'pickerId', label: 'ID de picker' },
      { key: 'pickerName', label: 'Picker' },
      { key: 'warehouseId', label: 'ID de bodega' },
      { key: 'warehouseName', label: 'Bodega' },
    ]);
  });

  it('an empty URL opens the sales report for the last 7 days', async () => {
    saveUserData(demoUser('GE'));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/Scope/Options': () => ok(OPTIONS), '/Reports/Sales': () => ok({ ...picking(), totals: { orders: 0, salesCents: 0, averageBasketCents: 0 }, tables: { days: [], stores: [], categories: [], channels: [] } }) }, calls));
    renderWithProviders(<Harness initial={{}} seen={[]} />);
    expect(await screen.findByText('No hay datos para este periodo y filtro.')).toBeInTheDocument();
    const today = todayIn();
    expect(calls.find((call) => call.path === '/Reports/Sales')?.body).toMatchObject({ from: addDays(today, -6), to: today });
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toHaveValue('Últimos 7 días');
  });

  it('SA without a company chosen is asked to choose one', () => {
    saveUserData(demoUser('SA'));
    renderWithProviders(<Harness initial={{}} seen={[]} />);
    expect(screen.getByTestId('choose-company')).toBeInTheDocument();
  });
});
