import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleCode } from '../../contract/roles';
import type { PickingListRow } from '../../contract/schemas/picking';
import { PickingListPage } from '../../src/features/picking/components/picking-list-page';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { FakeSocket } from './orders-fixtures';
import { enqueueChange, resetOutbox } from './picking-fake-outbox';
import { ME, pickingData, row } from './picking-fixtures';

vi.mock('../../src/lib/outbox/outbox', () => import('./picking-fake-outbox'));

startMockServer();
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  resetOutbox();
});

const slot = (hour: number) => ({ slotStart: `2026-11-22T${String(hour).padStart(2, '0')}:00:00Z`, slotEnd: `2026-11-22T${String(hour + 2).padStart(2, '0')}:00:00Z` });

/** Out of slot order on purpose: the screen sorts oldest slot first. */
const ROWS: PickingListRow[] = [
  row(1, { ...slot(16), customerName: 'Ana' }),
  row(2, { ...slot(9), customerName: 'Beto' }),
  row(3, { ...slot(12), customerName: 'Carla' }),
  row(4, { ...slot(14), status: 'en_picking', pickerId: ME, pickerName: 'Pia Picker', linesDone: 1, pickingStartedAt: '2026-11-22T13:00:00Z' }),
  row(5, { ...slot(10), status: 'en_picking', pickerId: 8, pickerName: 'Rosa', linesDone: 3, pickingStartedAt: '2026-11-22T12:30:00Z' }),
  row(6, { ...slot(11), status: 'en_picking', pickerId: 8, pickerName: 'Rosa', linesDone: 0, pickingStartedAt: '2026-11-22T12:40:00Z' }),
  row(7, { ...slot(13), status: 'en_picking', pickerId: 9, pickerName: 'Luis', linesDone: 2, pickingStartedAt: '2026-11-22T12:50:00Z' }),
];

function renderList(role: RoleCode, rows: PickingListRow[] = ROWS, calls: RecordedCall[] = []) {
  saveUserData(demoUser(role, { userID: ME, bodega: 1 }));
  server.use(middleware({ '/Picking/List': () => ok({ rows }), '/Picking/Get': (body) => ok(pickingData({ id: Number(body.orderId), status: 'confirmada', pickerId: null })) }, calls));
  return renderWithRouter(
    {
      '/picking': () => (
        <MantineProvider env="test">
          <Notifications />
          <PickingListPage />
        </MantineProvider>
      ),
      '/picking/orden/$id': () => <p>Orden abierta</p>,
    },
    '/picking',
  );
}

const section = (name: string) => screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('section')!;
const numbers = (container: HTMLElement) => within(container).getAllByTestId('picking-row').map((el) => el.dataset.orderId);

describe('picking list', { timeout: 20_000 }, () => {
  it('a picker sees their orders first, then the confirmed ones oldest slot first, then others without a take button', async () => {
    renderList('PK');
    await screen.findAllByTestId('picking-row');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.replace(/\s*\(\d+\)$/, ''));
    expect(headings).toEqual(['Mis órdenes en picking', 'Por pickear', 'En picking por otras personas']);
    const mine = section('Mis órdenes en picking');
    expect(numbers(mine)).toEqual(['4']);
    expect(within(mine).getByRole('link', { name: 'Continuar la orden 10004' })).toBeInTheDocument();
    expect(numbers(section('Por pickear'))).toEqual(['2', '3', '1']);
    const others = section('En picking por otras personas');
    expect(numbers(others)).toEqual(['5', '6', '7']);
    expect(within(others).queryByRole('button', { name: /Tomar/ })).not.toBeInTheDocument();
    expect(within(others).getAllByText(/Picker: Rosa/)).toHaveLength(2);
  });

  it('"Tomar" enqueues picking.take on the row\'s version and opens the order at once', async () => {
    const calls: RecordedCall[] = [];
    renderList('PK', ROWS, calls);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tomar la orden 10002' }));
    await waitFor(() => expect(enqueueChange).toHaveBeenCalledTimes(1));
    const [name, args, orderId] = enqueueChange.mock.calls[0]!;
    expect(name).toBe('picking.take');
    expect(args).toMatchObject({ orderId: 2, baseVersion: 1 });
    expect((args as { mutationId: string }).mutationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderId).toBe(2);
    expect(await screen.findByText('Orden abierta')).toBeInTheDocument();
    // Never a direct call for the change: only reads reach the server.
    expect(calls.some((c) => c.path === '/Picking/Take')).toBe(false);
  });

  it('supervisors see every picker\'s progress grouped by picker', async () => {
    renderList('SU');
    const groups = await screen.findAllByTestId('picker-group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual(['Luis', 'Rosa']);
    const rosa = groups[1]!;
    expect(within(rosa).getAllByTestId('picker-order').map((el) => el.dataset.orderId)).toEqual(['5', '6']);
    expect(within(rosa).getByRole('progressbar', { name: 'Líneas revisadas: 3 de 8' })).toBeInTheDocument();
    expect(within(rosa).getByText('2 órdenes')).toBeInTheDocument();
    // Their own taken order stays on top; confirmed ones can still be taken.
    expect(numbers(section('Mis órdenes en picking'))).toEqual(['4']);
    expect(within(section('Por pickear')).getAllByRole('button', { name: /Tomar la orden/ })).toHaveLength(3);
  });

  it('an empty list says why and offers to refresh', async () => {
    renderList('PK', []);
    const empty = await screen.findByTestId('picking-empty');
    expect(within(empty).getByText('No hay órdenes por pickear')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
