import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { movesFor, type OrderStatus } from '../../contract/order-status';
import type { RoleCode } from '../../contract/roles';
import { KanbanPage } from '../../src/features/kanban/components/kanban-page';
import type { KanbanApi } from '../../src/features/kanban/lib/kanban-api';
import { useMoveOrder } from '../../src/features/orders/api/use-move-order';
import { useOrderCounts, useOrderPages } from '../../src/features/orders/api/use-order-pages';
import { useOrderRealtime } from '../../src/features/orders/api/use-order-realtime';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, refuse, type PathHandler, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { counts, FakeSocket, stubLayout, summary } from './orders-fixtures';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

startMockServer();
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  stubLayout();
});

const API: KanbanApi = { useOrderPages, useOrderCounts, useMoveOrder, useOrderRealtime };
const ORDERS = [summary(1, { status: 'pendiente' }), summary(2, { status: 'pickeada' }), summary(3, { status: 'pickeada', fulfilment: 'pickup' })];

function serve(calls: RecordedCall[], move: PathHandler) {
  server.use(
    middleware(
      {
        '/Order/List': (body) => ok({ rows: ORDERS.filter((o) => (body.statuses as OrderStatus[]).includes(o.status)), nextCursor: null }),
        '/Order/Counts': () => ok(counts({ pendiente: 1, pickeada: 2 })),
        '/Scope/Options': () => ok({ companies: [], stores: [], warehouses: [] }),
        '/Order/Move': move,
      },
      calls,
    ),
  );
}

function renderBoard() {
  return renderWithRouter(
    {
      '/': () => (
        <MantineProvider env="test">
          <Notifications />
          <KanbanPage api={API} />
        </MantineProvider>
      ),
    },
    '/',
  );
}

const card = (id: number) => document.querySelector<HTMLElement>(`[data-testid="kanban-card"][data-order-id="${id}"]`);
const columnOf = (id: number) => card(id)?.closest<HTMLElement>('[data-testid="kanban-column"]')?.dataset.status;

describe('kanban moves', { timeout: 20_000 }, () => {
  it.each<[RoleCode, number]>([
    ['DE', 2],
    ['DE', 3],
    ['CA', 1],
    ['CC', 1],
  ])('the "Mover a" menu of %s offers exactly movesFor (order %i)', async (role, id) => {
    saveUserData(demoUser(role));
    serve([], () => ok(null));
    renderBoard();
    await waitFor(() => expect(card(id)).not.toBeNull());
    const order = ORDERS.find((o) => o.id === id)!;
    const expected = movesFor(role, order.fulfilment, order.status);
    const button = within(card(id)!).queryByRole('button', { name: 'Mover a' });
    // No allowed move: no menu at all; otherwise the menu lists exactly the allowed targets.
    const items = button ? (await userEvent.setup().click(button), await screen.findAllByRole('menuitem')) : [];
    const labels: Record<OrderStatus, string> = { pendiente: 'Pendiente', confirmada: 'Confirmada', en_picking: 'En picking', pickeada: 'Pickeada', en_despacho: 'En despacho', lista_retiro: 'Lista para retiro', entregada: 'Entregada', cancelada: 'Cancelada' };
    expect(items.map((item) => item.textContent)).toEqual(expected.map((s) => labels[s]));
  });

  it('a refused move shows the reason and puts the card back', async () => {
    saveUserData(demoUser('DE'));
    const calls: RecordedCall[] = [];
    const current = ORDERS[1]!;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve(calls, async () => {
      await answered;
      return refuse('STALE_VERSION', 'La orden ya no está en «Pickeada».', { detalle: { current } });
    });
    renderBoard();
    await waitFor(() => expect(columnOf(2)).toBe('pickeada'));
    const user = userEvent.setup();
    await user.click(within(card(2)!).getByRole('button', { name: 'Mover a' }));
    await user.click(await screen.findByRole('menuitem', { name: 'En despacho' }));
    // Optimistic: in the new column at once.
    await waitFor(() => expect(columnOf(2)).toBe('en_despacho'));
    const move = calls.find((c) => c.path === '/Order/Move');
    expect(move?.body).toMatchObject({ orderId: 2, from: 'pickeada', to: 'en_despacho', baseVersion: 1 });
    expect(move?.body.mutationId).toMatch(/^[0-9a-f-]{36}$/);
    answer();
    expect(await screen.findByText('Estos datos cambiaron mientras los editabas. Recarga e inténtalo de nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(columnOf(2)).toBe('pickeada'));
  });
});
