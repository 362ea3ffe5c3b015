/**
 * The warehouse page's tabs, in their own module: the route's `validateSearch` stays in the main chunk (TanStack's code
 * splitting moves only the component), so importing the page module there would pull the whole page into it.
 */
export const WAREHOUSE_TABS = ['datos', 'pasillos', 'stock', 'agotados', 'historial'] as const;
export type WarehouseTab = (typeof WAREHOUSE_TABS)[number];
