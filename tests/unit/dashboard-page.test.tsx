import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../contract/money';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page';
import { DEFAULT_SETTINGS, SETTINGS_KEY, settingsAtom } from '../../src/lib/settings';
import { saveUserData } from '../../src/lib/user-data';
import { demoSummary, demoUser, middleware, ok, refuse, type RecordedCall } from './msw/middleware';
import { renderWithProviders } from './msw/providers';
import { server, startMockServer } from './msw/server';

startMockServer();

const money = (cents: number) => formatMoney(cents, 'es-EC', 'USD');

describe('DashboardPage', () => {
  it('renders the figures of the summary for the selected store and warehouse', async () => {
    saveUserData(demoUser('AD'));
    // As the header does: through the settings atom, which also writes localStorage.
    const store = createStore();
    store.set(settingsAtom, { ...DEFAULT_SETTINGS, selectedStore: 2, selectedWarehouse: 3 });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}')).toMatchObject({ selectedStore: 2 });
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/Dashboard/Summary': () => ok(demoSummary()) }, calls));
    renderWithProviders(<DashboardPage />, { store });

    for (const heading of ['Órdenes de hoy', 'Ventas de hoy', 'Ventas de los últimos 7 días', 'Por preparar', 'Atrasadas']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(await screen.findByText(money(123456), { selector: 'p' })).toBeInTheDocument();

    const orders = screen.getByRole('heading', { name: 'Órdenes de hoy' }).parentElement as HTMLElement;
    expect(within(orders).getByText('En despacho').closest('.mantine-Group-root')?.parentElement).toHaveTextContent('5');
    expect(within(orders).getByText('Total').parentElement).toHaveTextContent('27');

    const waiting = screen.getByRole('heading', { name: 'Por preparar' }).parentElement as HTMLElement;
    expect(within(waiting).getByText('3')).toBeInTheDocument();
    const late = screen.getByRole('heading', { name: 'Atrasadas' }).parentElement as HTMLElement;
    expect(within(late).getByText('2')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[2]).toHaveTextContent(money(200050));
    expect(rows[2]).toHaveTextContent('20');

    expect(calls[0]?.body).toEqual({ storeId: 2, warehouseId: 3, tokenSesion: demoUser().token });
  });

  it('sends the company chosen by SA', async () => {
    saveUserData(demoUser('SA', { empresaAsociada: 2 }));
    const calls: RecordedCall[] = [];
    server.use(middleware({ '/Dashboard/Summary': () => ok(demoSummary()) }, calls));
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ empresaId: 2, tokenSesion: demoUser().token });
  });

  it('shows an error with a retry button', async () => {
    saveUserData(demoUser('GE'));
    let fail = true;
    server.use(middleware({ '/Dashboard/Summary': () => (fail ? refuse('FORBIDDEN', 'No.') : ok(demoSummary())) }));
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(money(123456), { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
