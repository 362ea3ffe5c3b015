import type { FlowMoveInput } from '../../../components/order-moves/use-order-move-flow';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSort, OrderSummary } from '../../../../contract/schemas/orders';

/** What the board filters by (store, warehouse, created date), plus the column's status (and day, for closed ones). */
export interface KanbanFilter {
  empresaId?: number;
  storeId?: number;
  warehouseId?: number;
  createdFrom?: string;
  createdTo?: string;
  /** The delivered and cancelled columns show one slot day (today). */
  slotDate?: string;
  statuses?: OrderStatus[];
}

export interface KanbanPages {
  rows: OrderSummary[];
  /** Orders with a change still waiting to be sent: their cards are greyed. */
  waitingIds: ReadonlySet<number>;
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** A move from the board: the order flow's input (a cancel's reason, a supervisor's confirmed finish; ADR 008). */
export type KanbanMoveInput = FlowMoveInput;

/**
 * The order data the board needs, handed in by the route (features do not import each other):
 * paged lists, counts, moves (optimistic; refusals toast and restore) and the realtime subscription.
 */
export interface KanbanApi {
  useOrderPages: (filter: KanbanFilter, sort: OrderSort, limit: number) => KanbanPages;
  useOrderCounts: (filter: KanbanFilter) => Partial<Record<OrderStatus, number>> | undefined;
  useMoveOrder: () => { moveOrder: (input: KanbanMoveInput) => Promise<{ ok: boolean }> };
  useOrderRealtime: () => void;
}
