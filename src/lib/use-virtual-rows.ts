import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** What a paged list hands down to its results so they can ask for the next page. */
export interface LoadMoreProps {
  hasNextPage: boolean;
  fetchingNextPage: boolean;
  onLoadMore: () => void;
}

export interface VirtualRowsOptions extends Partial<LoadMoreProps> {
  count: number;
  /** Every item's height in pixels, or the virtualizer's estimate for one index. */
  itemSize: number | ((index: number) => number);
  overscan?: number;
  /**
   * The scroll box's size before it is measured, so the first render (and jsdom) already shows rows;
   * `null` keeps the virtualizer's own empty rect (nothing renders until measured).
   */
  initialRect?: Rect | null;
  /** Ask for the next page once the last rendered index is this close to the end. */
  loadMoreWithin?: number;
}

const DEFAULT_RECT: Rect = { width: 1024, height: 800 };

/**
 * The plumbing every virtualized table/card list shares (a scroll box, padding spacers instead of absolute
 * positioning so tables keep their layout, and loading the next page near the end), so each list only renders rows.
 */
export function useVirtualRows({ count, itemSize, overscan = 12, initialRect = DEFAULT_RECT, loadMoreWithin = 10, hasNextPage = false, fetchingNextPage = false, onLoadMore }: VirtualRowsOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: typeof itemSize === 'number' ? () => itemSize : itemSize,
    overscan,
    initialRect: initialRect ?? undefined,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onLoadMore && hasNextPage && !fetchingNextPage && lastIndex >= count - loadMoreWithin) onLoadMore();
  }, [hasNextPage, fetchingNextPage, lastIndex, count, loadMoreWithin, onLoadMore]);
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return { scrollRef, virtualizer, items, before, after };
}
