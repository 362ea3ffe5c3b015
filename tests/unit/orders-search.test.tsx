import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrdersPage } from '../../src/features/orders/components/orders-page';
import { filterToSearch, parseOrdersSearch, searchToFilter, type OrdersSearch } from '../../src/features/orders/lib/order-search';
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

describe('orders filters ↔ URL search', () => {
  it('round-trips every filter through the search params', () => {
    const search: OrdersSearch = {
      status: 'pendiente,confirmada',
      store: 2,
      warehouse: 3,
      from: '2026-11-01',
      to: '2026-11-22',
      slot: '2026-11-23',
      channel: 'web,call_center',
      pay: 'paid',
      customer: 'Ana',
      number: '102',
      min: '10.50',
      max: '99.00',
      q: 'amazonas',
      sort: 'total_desc',
      mine: 1,
    };
    const { filter, sort } = searchToFilter(search);
    expect(filter).toEqual({
      statuses: ['pendiente', 'confirmada'],
      storeId: 2,
      warehouseId: 3,
      createdFrom: '2026-11-01',
      createdTo: '2026-11-22',
      slotDate: '2026-11-23',
      channels: ['web', 'call_center'],
      paymentStates: ['paid'],
      customer: 'Ana',
      number: '102',
      totalMin: 1050,
      totalMax: 9900,
      q: 'amazonas',
      mine: true,
    });
    expect(filterToSearch(filter, sort)).toEqual({ ...search, max: '99.00' });
    // What the router hands over after a reload (JSON-parsed values) validates back to the same search.
    const fromUrl = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v]));
    expect(parseOrdersSearch(fromUrl)).toEqual({ ...search, number: '102', min: '10.5', max: '99' });
  });

  it('drops bad values one by one and applies the header scope unless the URL names one', () => {
    expect(parseOrdersSearch({ status: 'pendiente,nope', store: 'x', from: '2026-13-40', sort: 'bogus', q: '  ' })).toEqual({ status: 'pendiente' });
    expect(searchToFilter({}, { storeId: 5, warehouseId: 6 }).filter).toEqual({ storeId: 5, warehouseId: 6 });
    expect(searchToFilter({ store: 1 }, { storeId: 5 }).filter).toEqual({ storeId: 1 });
  });

  it('a status chip and the search box write the URL; the list call carries the filter', async () => {
    saveUserData(demoUser('SU'));
    const calls: RecordedCall[] = [];
    server.use(
      middleware(
        {
          '/Order/List': () => ok({ rows: [summary(1)], nextCursor: null }),
          '/Order/Counts': () => ok(counts({ pendiente: 1 })),
          '/Scope/Options': () => ok({ companies: [], stores: [], warehouses: [] }),
        },
        calls,
      ),
    );
    const seen: OrdersSearch[] = [];
    function Harness() {
      const [search, setSearch] = useState<OrdersSearch>({});
      return <OrdersPage search={search} onSearchChange={(next) => (seen.push(next), setSearch(next))} />;
    }
    renderWithRouter({ '/': Harness }, '/');
    await screen.findByText('10001');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Pendiente/ }));
    expect(seen.at(-1)).toEqual({ status: 'pendiente' });
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'ana{Enter}');
    await waitFor(() => expect(seen.at(-1)).toEqual({ status: 'pendiente', q: 'ana' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/Order/List' && c.body.q === 'ana' && JSON.stringify(c.body.statuses) === '["pendiente"]')).toBe(true));
  });
});
