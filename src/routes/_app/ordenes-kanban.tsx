import { createFileRoute } from '@tanstack/react-router';
import { useMoveOrder } from '../../features/orders/api/use-move-order';
import { useOrderCounts, useOrderPages } from '../../features/orders/api/use-order-pages';
import { useOrderRealtime } from '../../features/orders/api/use-order-realtime';
import { KanbanPage } from '../../features/kanban/components/kanban-page';
import type { KanbanApi } from '../../features/kanban/lib/kanban-api';

/** The board gets its order data from the orders feature (features do not import each other). */
const KANBAN_API: KanbanApi = { useOrderPages, useOrderCounts, useMoveOrder, useOrderRealtime };

export const Route = createFileRoute('/_app/ordenes-kanban')({
  staticData: { screen: 'kanban' },
  component: RouteComponent,
});

function RouteComponent() {
  return <KanbanPage api={KANBAN_API} />;
}
