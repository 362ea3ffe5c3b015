/**
 * The substitute sheet's second source: when the preloaded candidates (the first 40 of each category, `/Picking/Get`)
 * match nothing or little of what was typed or scanned, and the device is online, `/Picking/FindProducts` searches
 * the whole catalogue of the order's company. The line's category is what may substitute it (the server's rule,
 * set-line.ts); other categories' matches are shown apart so the picker knows why they cannot be chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { PickingLine, PickingProduct } from '../../../../contract/schemas/picking';
import { useOnline } from '../../../lib/use-online';
import { findProductsQuery } from '../api/find-products';

/** Typing pauses this long before the server is asked; Enter (a scanner's) asks at once. */
export const FIND_DEBOUNCE_MS = 300;
/** Fewer local matches than this and the server is asked too. */
const FEW_LOCAL = 5;

export type ServerSearchStatus = 'idle' | 'offline' | 'searching' | 'error' | 'done';

export interface ServerSubstitutes {
  status: ServerSearchStatus;
  /** Of the line's category, not among the local matches: choosable. */
  sameCategory: PickingProduct[];
  /** Of other categories (code matches first): shown, not choosable. */
  otherCategories: PickingProduct[];
  codeMatchIds: ReadonlySet<number>;
  /** Asks now for the current text (Enter). */
  askNow: () => void;
}

const NONE: readonly PickingProduct[] = [];

export function useServerSubstitutes(orderId: number, line: PickingLine, text: string, local: readonly PickingProduct[], localCodeMatch: boolean): ServerSubstitutes {
  const online = useOnline();
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setAsked(text), FIND_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const wanted = text !== '' && !localCodeMatch && local.length < FEW_LOCAL;
  const enabled = online && wanted && asked === text;
  const query = useQuery({ ...findProductsQuery(orderId, asked, line.categoryId), enabled });

  const shown = useMemo(() => {
    const data = enabled ? query.data : undefined;
    if (!data) return { sameCategory: NONE as PickingProduct[], otherCategories: NONE as PickingProduct[], codeMatchIds: new Set<number>() };
    const localIds = new Set(local.map((product) => product.id));
    const fresh = data.products.filter((product) => !localIds.has(product.id) && product.id !== line.productId);
    return {
      sameCategory: fresh.filter((product) => line.categoryId !== null && product.categoryId === line.categoryId),
      otherCategories: fresh.filter((product) => line.categoryId === null || product.categoryId !== line.categoryId),
      codeMatchIds: new Set(data.codeMatchIds),
    };
  }, [enabled, query.data, local, line.productId, line.categoryId]);

  const status: ServerSearchStatus = !wanted ? 'idle' : !online ? 'offline' : !enabled || query.isFetching ? 'searching' : query.isError ? 'error' : 'done';
  return { status, ...shown, askNow: () => setAsked(text) };
}
