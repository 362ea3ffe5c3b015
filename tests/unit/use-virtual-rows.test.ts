import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useVirtualRows } from '../../src/lib/use-virtual-rows';

// jsdom has no layout: the hook's initial rect (1024×800) decides what renders before anything is measured.
describe('useVirtualRows', () => {
  it('renders a screenful plus overscan and pads the rest of the list', () => {
    const { result } = renderHook(() => useVirtualRows({ count: 1000, itemSize: 40 }));
    const { items, before, after } = result.current;
    expect(items[0]?.index).toBe(0);
    expect(items.at(-1)?.index).toBe(800 / 40 - 1 + 12);
    expect(before).toBe(0);
    expect(after).toBe((1000 - items.length) * 40);
  });

  it('asks for the next page only when the last rendered row is near the end', () => {
    const far = vi.fn<() => void>();
    renderHook(() => useVirtualRows({ count: 100, itemSize: 40, hasNextPage: true, fetchingNextPage: false, onLoadMore: far }));
    expect(far).not.toHaveBeenCalled();

    const near = vi.fn<() => void>();
    renderHook(() => useVirtualRows({ count: 40, itemSize: 40, hasNextPage: true, fetchingNextPage: false, onLoadMore: near }));
    expect(near).toHaveBeenCalledTimes(1);

    const busy = vi.fn<() => void>();
    renderHook(() => useVirtualRows({ count: 40, itemSize: 40, hasNextPage: true, fetchingNextPage: true, onLoadMore: busy }));
    expect(busy).not.toHaveBeenCalled();
  });

  it('renders next to nothing before measuring when told to use the virtualizer’s own empty rect', () => {
    const { result } = renderHook(() => useVirtualRows({ count: 1000, itemSize: 40, initialRect: null }));
    expect(result.current.items.length).toBeLessThanOrEqual(1 + 12);
  });
});
