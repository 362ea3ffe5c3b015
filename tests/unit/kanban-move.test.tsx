// oxlint-disable-next-line import/no-unassigned-import -- installs the fake IndexedDB globals the outbox needs
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SyncMutation, SyncResult } from '../../contract/schemas/sync';
import { closeOutbox, getOutboxStatus, openOutbox } from '../../src/lib/outbox/outbox';
import { whenSyncIdle } from '../../src/lib/outbox/sync-triggers';
import { movesFor, type OrderStatus } from '../../contract/order-status';
import type { RoleCode } from '../../contract/roles';
import { KanbanPage } from '../../src/features/kanban/components/kanban-page';
import type { KanbanApi } from '../../src/features/kanban/lib/kanban-api';
import { useMoveOrder } from '../../src/features/orders/api/use-move-order';
import { useOrderCounts, useOrderPages } from '../../src/features/orders/api/use-order-pages';
import { useOrderRealtime } from '../../src/features/orders/api/use-order-realtime';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type PathHandler, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { counts, FakeSocket, stubLayout, summary } from './orders-fixtures';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

startMockServer();
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal('WebSocket', FakeSocket);
  stubLayout();
});
afterEach(async () => {
  closeOutbox();
  await whenSyncIdle();
});

const API: KanbanApi = { useOrderPages, useOrderCounts, useMoveOrder, useOrderRealtime };
const ORDERS = [summary(1, { status: 'pendiente' }), summary(2, { status: 'pickeada' }), summary(3, { status: 'pickeada', fulfilment: 'pickup' })];

/** Moves arrive through the outbox's `/Sync/Push`; `move` decides each one like the server would. */
function serve(calls: RecordedCall[], move: (args: Record<string, unknown>) => Promise<Omit<SyncResult, 'id' | 'mutationId'>> | Omit<SyncResult, 'id' | 'mutationId'>) {
  const push: PathHandler = async (body) => {
    const mutations = body.mutations as SyncMutation[];
    const results: SyncResult[] = [];
    for (const mutation of mutations) results.push({ id: mutation.id, mutationId: String(mutation.args['mutationId']), ...(await move(mutation.args)) });
    return ok({ lastMutationId: mutations.at(-1)!.id, results });
  };
  server.use(
    middleware(
      {
        '/Order/List': (body) => ok({ rows: ORDERS.filter((o) => (body.statuses as OrderStatus[]).includes(o.status)), nextCursor: null }),
        '/Order/Counts': () => ok(counts({ pendiente: 1, pickeada: 2 })),
        '/Scope/Options': () => ok({ companies: [], stores: [], warehouses: [] }),
        '/Sync/Push': push,
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
    serve([], () => ({ status: 'applied' }));
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
    await openOutbox(demoUser('DE').userID);
    const calls: RecordedCall[] = [];
    const current = ORDERS[1]!;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serve(calls, async () => {
      await answered;
      return { status: 'conflict', codigo: 'STALE_VERSION', mensaje: 'La orden ya no está en «Pickeada».', detalle: { current } };
    });
    renderBoard();
    await waitFor(() => expect(columnOf(2)).toBe('pickeada'));
    const user = userEvent.setup();
    await user.click(within(card(2)!).getByRole('button', { name: 'Mover a' }));
    await user.click(await screen.findByRole('menuitem', { name: 'En despacho' }));
    // Optimistic: in the new column at once.
    await waitFor(() => expect(columnOf(2)).toBe('en_despacho'));
    await waitFor(() => expect(calls.some((c) => c.path === '/Sync/Push')).toBe(true));
    const push = calls.find((c) => c.path === '/Sync/Push');
    const [mutation] = (push?.body.mutations ?? []) as SyncMutation[];
    expect(mutation).toMatchObject({ id: 1, name: 'order.move', args: { orderId: 2, from: 'pickeada', to: 'en_despacho', baseVersion: 1 } });
    expect(mutation?.args['mutationId']).toMatch(/^[0-9a-f-]{36}$/);
    answer();
    expect(await screen.findByText('Estos datos cambiaron mientras los editabas. Recarga e inténtalo de nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(columnOf(2)).toBe('pickeada'));
    // Answered in place while the user watched: nothing is left in the outbox to review.
    await waitFor(() => expect(getOutboxStatus().entries).toHaveLength(0));
  });
});
