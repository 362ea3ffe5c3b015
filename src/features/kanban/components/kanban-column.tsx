import { Draggable, Droppable, type DroppableProvidedProps, type DraggableProvided, type DraggableRubric, type DraggableStateSnapshot } from '@hello-pangea/dnd';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type CSSProperties } from 'react';
import type { OrderStatus } from '../../../../contract/order-status';
import type { OrderSummary } from '../../../../contract/schemas/orders';
import { useStatusLabel } from '../../../components/order-status/order-status-meta';
import { StatusDot } from '../../../components/order-status/status-dot';
import type { KanbanPages } from '../lib/kanban-api';
import { CARD_HEIGHT, KanbanCard } from './kanban-card';

interface KanbanColumnProps {
  status: OrderStatus;
  pages: KanbanPages;
  count: number | undefined;
  role: string;
  now: number;
  width: number | string;
  showHeader: boolean;
  onMove: (order: OrderSummary, to: OrderStatus) => void;
}

/**
 * The card is already where it lands (keyboard drops, and mouse drops end over the slot), so dnd's drop
 * animation (≥ 0.33 s before onDragEnd) only delays the move; a near-zero duration skips it (dnd's documented way).
 */
const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

function DraggableCard({ provided, snapshot, order, waiting, role, now, onMove, style }: { provided: DraggableProvided; snapshot: DraggableStateSnapshot; order: OrderSummary; waiting: boolean; role: string; now: number; onMove: KanbanColumnProps['onMove']; style?: CSSProperties }) {
  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      style={{ ...provided.draggableProps.style, ...style, ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null), height: CARD_HEIGHT, paddingBottom: 8, boxSizing: 'border-box', opacity: snapshot.isDragging ? 0.95 : 1 }}
      data-dragging={snapshot.isDragging || undefined}
    >
      <KanbanCard order={order} waiting={waiting} role={role} now={now} onMove={onMove} dragHandleProps={provided.dragHandleProps} />
    </div>
  );
}

/** One status column: a virtual Droppable whose cards are rendered by @tanstack/react-virtual. */
export function KanbanColumn({ status, pages, count, role, now, width, showHeader, onMove }: KanbanColumnProps) {
  const label = useStatusLabel();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const innerRef = useRef<((el: HTMLElement | null) => void) | null>(null);
  // A stable ref callback: a new one per render would detach and re-attach the droppable each time.
  const setScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    innerRef.current?.(el);
  }, []);
  const getScroll = useCallback(() => scrollRef.current, []);
  const { rows } = pages;

  return (
    <Paper withBorder radius="md" p={6} w={width} miw={width === '100%' ? undefined : width} style={{ display: 'flex', flexDirection: 'column', flex: 'none', background: 'var(--mantine-color-default-hover)' }} data-testid="kanban-column" data-status={status} aria-label={label(status)} role="region">
      {showHeader && (
        <Group justify="space-between" px={4} pb={6} wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <StatusDot status={status} />
            <Text fw={700} size="sm">{label(status)}</Text>
          </Group>
          <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="column-count">{count ?? rows.length}</Text>
        </Group>
      )}
      <Droppable
        droppableId={status}
        mode="virtual"
        renderClone={(provided, snapshot, rubric: DraggableRubric) => {
          const order = rows[rubric.source.index];
          return order ? <DraggableCard provided={provided} snapshot={snapshot} order={order} waiting={pages.waitingIds.has(order.id)} role={role} now={now} onMove={onMove} /> : <div ref={provided.innerRef} {...provided.draggableProps} />;
        }}
      >
        {(provided, snapshot) => {
          innerRef.current = provided.innerRef;
          return (
          <VirtualCards
            scrollRef={setScroll}
            getScroll={getScroll}
            rows={rows}
            extra={snapshot.isUsingPlaceholder ? 1 : 0}
            draggingOver={snapshot.isDraggingOver}
            pages={pages}
            role={role}
            now={now}
            onMove={onMove}
            droppableProps={provided.droppableProps}
          />
          );
        }}
      </Droppable>
    </Paper>
  );
}

interface VirtualCardsProps {
  scrollRef: (el: HTMLDivElement | null) => void;
  getScroll: () => HTMLDivElement | null;
  rows: OrderSummary[];
  extra: number;
  draggingOver: boolean;
  pages: KanbanPages;
  role: string;
  now: number;
  onMove: KanbanColumnProps['onMove'];
  droppableProps: DroppableProvidedProps;
}

function VirtualCards({ scrollRef, getScroll, rows, extra, draggingOver, pages, role, now, onMove, droppableProps }: VirtualCardsProps) {
  const virtualizer = useVirtualizer({
    count: rows.length + extra,
    getScrollElement: getScroll,
    estimateSize: () => CARD_HEIGHT,
    overscan: 10,
    initialRect: { width: 280, height: 700 },
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && last >= rows.length - 8) fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, last, rows.length, fetchNextPage]);

  return (
    <Box ref={scrollRef} {...droppableProps} style={{ flex: 1, minHeight: 120, overflowY: 'auto', overflowX: 'hidden', borderRadius: 6, outline: draggingOver ? '2px dashed var(--mantine-color-blue-5)' : undefined }}>
      {pages.isPending ? (
        <Stack gap={8} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={CARD_HEIGHT - 8} radius="md" />
          ))}
        </Stack>
      ) : rows.length === 0 && extra === 0 ? (
        <Text size="xs" c="dimmed" ta="center" py="md"><Trans>Sin órdenes</Trans></Text>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const order = rows[item.index];
            if (!order) return null;
            return (
              <Draggable key={order.id} draggableId={String(order.id)} index={item.index}>
                {(provided, snapshot) => (
                  <DraggableCard provided={provided} snapshot={snapshot} order={order} waiting={pages.waitingIds.has(order.id)} role={role} now={now} onMove={onMove} style={{ position: 'absolute', top: item.start, left: 0, width: '100%' }} />
                )}
              </Draggable>
            );
          })}
        </div>
      )}
      {hasNextPage && (
        <Button variant="subtle" size="xs" fullWidth loading={isFetchingNextPage} onClick={fetchNextPage}>
          <Trans>Cargar más</Trans>
        </Button>
      )}
    </Box>
  );
}
