import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderListQuery, orderKeys, type OrderPages } from '../../src/features/orders/api/order-queries';
import { useOrderRealtime } from '../../src/features/orders/api/use-order-realtime';
import { backoffDelay, realtimeUrl, subscribeRealtime } from '../../src/lib/realtime';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';
import { Providers } from './msw/providers';
import { FakeSocket, summary } from './orders-fixtures';

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  saveUserData(demoUser('CA'));
});
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('authenticates first, shares one socket, closes with the last subscriber and backs off with a cap', () => {
    const a = subscribeRealtime({ onMessage: () => {} });
    const b = subscribeRealtime({ onMessage: () => {} });
    expect(FakeSocket.instances).toHaveLength(1);
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe(realtimeUrl());
    socket.open();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: demoUser().token });
    a();
    expect(socket.readyState).toBe(1);
    b();
    expect(socket.readyState).toBe(3);
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(30, () => 1)).toBe(30_000);
  });

  it('reconnects after a drop and asks subscribers to refetch', () => {
    vi.useFakeTimers();
    const onReconnect = vi.fn<() => void>();
    const stop = subscribeRealtime({ onMessage: () => {}, onReconnect });
    const first = FakeSocket.instances[0]!;
    first.open();
    first.receive({ type: 'ready' });
    first.close(1006);
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.instances[1]!;
    expect(second).toBeDefined();
    second.open();
    second.receive({ type: 'ready' });
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('patches a cached order from an order.changed event', () => {
    const queryClient = new QueryClient();
    const filter = { statuses: ['pickeada' as const] };
    const target = { statuses: ['en_despacho' as const] };
    const before = summary(7, { status: 'pickeada', version: 3 });
    queryClient.setQueryData<OrderPages>(orderListQuery(filter, 'slot_asc', 200).queryKey, { pages: [{ rows: [before], nextCursor: null }], pageParams: [null] });
    queryClient.setQueryData<OrderPages>(orderListQuery(target, 'slot_asc', 200).queryKey, { pages: [{ rows: [], nextCursor: null }], pageParams: [null] });
    // oxlint-disable-next-line react/no-children-prop -- createElement in a .ts test file
    const wrapper = ({ children }: { children: ReactNode }) => createElement(Providers, { queryClient, children });
    const { unmount } = renderHook(() => useOrderRealtime(), { wrapper });
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.receive({ type: 'ready' });
    const after = { ...before, status: 'en_despacho' as const, version: 4 };
    socket.receive({ type: 'order.changed', companyId: 1, orderId: 7, status: 'en_despacho', version: 4, summary: after });
    expect(queryClient.getQueryData<OrderPages>(orderListQuery(filter, 'slot_asc', 200).queryKey)?.pages[0]?.rows).toEqual([]);
    expect(queryClient.getQueryData<OrderPages>(orderListQuery(target, 'slot_asc', 200).queryKey)?.pages[0]?.rows).toEqual([after]);
    // An older event does not undo a newer state.
    socket.receive({ type: 'order.changed', companyId: 1, orderId: 7, status: 'pickeada', version: 3, summary: before });
    expect(queryClient.getQueryData<OrderPages>(orderListQuery(target, 'slot_asc', 200).queryKey)?.pages[0]?.rows).toEqual([after]);
    expect(queryClient.getQueryState(orderKeys.detail(7))).toBeUndefined();
    unmount();
  });
});
