/** The picking list hears of new and changed orders: at once for the first event, then at most every 3 s. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickingKeys } from '../../src/features/picking/api/picking-queries';
import { usePickingRealtime } from '../../src/features/picking/api/use-picking-realtime';
import { saveUserData } from '../../src/lib/user-data';
import { demoUser } from './msw/middleware';
import { FakeSocket } from './orders-fixtures';

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  saveUserData(demoUser('PK'));
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('picking realtime', () => {
  it('refetches the picking list as soon as an order is placed, and throttles the events after it', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
    const { unmount } = renderHook(() => usePickingRealtime(), { wrapper });
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.receive({ type: 'ready' });
    const listRefetches = () => invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(pickingKeys.lists)).length;

    socket.receive({ type: 'order.changed', orderId: 41, version: 1, status: 'confirmada' });
    expect(listRefetches()).toBe(1);
    socket.receive({ type: 'order.changed', orderId: 42, version: 1, status: 'confirmada' });
    socket.receive({ type: 'order.changed', orderId: 43, version: 1, status: 'confirmada' });
    expect(listRefetches()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(listRefetches()).toBe(2);
    unmount();
  });
});
