import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from '../../src/features/orders/components/orders-page';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser, middleware, ok, type RecordedCall } from './msw/middleware';
import { renderWithRouter } from './msw/providers';
import { server, startMockServer } from './msw/server';
import { counts, FakeSocket, stubLayout, summary } from './orders-fixtures';

startMockServer();
beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  stubLayout();
});

describe('orders list', () => {
  it('renders rows and loads the next page over nextCursor', async () => {
    saveUserData(demoUser('SU'));
    const calls: RecordedCall[] = [];
    const first = Array.from({ length: 50 }, (_, i) => summary(i + 1));
    const second = Array.from({ length: 5 }, (_, i) => summary(i + 51));
    server.use(
      middleware(
        {
          '/Order/List': (body) => ok(body.cursor === 'c2' ? { rows: second, nextCursor: null } : { rows: first, nextCursor: 'c2' }),
          '/Order/Counts': () => ok(counts({ pendiente: 55 })),
          '/Scope/Options': () => ok({ companies: [], stores: [], warehouses: [] }),
        },
        calls,
      ),
    );
    renderWithRouter({ '/': () => <OrdersPage search={{ mine: 1 }} onSearchChange={() => {}} /> }, '/');
    expect(await screen.findByRole('heading', { name: 'Mis órdenes' })).toBeInTheDocument();
    // The link carries the number staff read aloud (/orden/:id resolves a number before an id, issue 21).
    expect(await screen.findByRole('link', { name: '10001' })).toHaveAttribute('href', '/orden/10001');
    expect(calls.some((c) => c.body.cursor === 'c2')).toBe(false);
    // Scrolling the virtual window near the end of the first page loads the next one by itself.
    const scroller = screen.getByTestId('orders-scroll');
    scroller.scrollTop = 50 * 41 - 800;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(calls.some((c) => c.path === '/Order/List' && c.body.cursor === 'c2')).toBe(true));
    const list = calls.find((c) => c.path === '/Order/List');
    expect(list?.body).toMatchObject({ mine: true, sort: 'created_desc', limit: 50 });
    await waitFor(() => expect(screen.getByText('55 de 55 órdenes')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    // Sortable headers: the total column sorts on the server.
    await userEvent.setup().click(screen.getByRole('button', { name: /^Total/ }));
  });
});
