/**
 * One category's products in storefront order, reordered by drag and drop (mouse, touch, or hello-pangea's keyboard
 * dragging: Space, arrows, Space) or by the row's buttons; each move is saved at once. A category can hold thousands
 * of products, so the list is virtual (@tanstack/react-virtual) and the Droppable runs in hello-pangea's virtual mode.
 */
import { DragDropContext, Draggable, Droppable, type DraggableProvided, type DraggableStateSnapshot, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Group, Image, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowBarToUp, IconChevronDown, IconChevronUp, IconGripVertical, IconPhoto } from '@tabler/icons-react';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type CSSProperties } from 'react';
import type { OrderedProduct } from '../../../../contract/schemas/display-order';
import { TABULAR } from '../../../lib/format';
import { useMoveProduct, type DisplayOrderScope } from '../api/display-order-queries';

const ROW_HEIGHT = 56;
/** A dropped row is already where it lands; dnd's drop animation would only delay the save (its documented skip). */
const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

interface DisplayOrderListProps {
  scope: DisplayOrderScope;
  categoryId: number;
  categoryName: string;
  rows: OrderedProduct[];
}

export function DisplayOrderList({ scope, categoryId, categoryName, rows }: DisplayOrderListProps) {
  const { t } = useLingui();
  const move = useMoveProduct(scope, categoryId);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const droppableRef = useRef<((el: HTMLElement | null) => void) | null>(null);
  // Stable ref callbacks: a new one per render would detach and re-attach the droppable each time.
  const setScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    droppableRef.current?.(el);
  }, []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 800, height: 600 },
  });

  const moveTo = (from: number, to: number) => {
    const row = rows[from];
    if (!row || to < 0 || to >= rows.length || to === from) return;
    move.mutate({ productId: row.id, fromIndex: from, toIndex: to });
  };
  const onDragEnd = (result: DropResult) => {
    if (!result.destination) return;
    moveTo(result.source.index, result.destination.index);
  };

  return (
    <DragDropContext
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={t`Pulsa Espacio para levantar el producto, las flechas arriba y abajo para moverlo, Espacio para soltarlo y Escape para cancelar.`}
    >
      <Droppable
        droppableId={`category-${categoryId}`}
        mode="virtual"
        renderClone={(provided, snapshot, rubric) => {
          const row = rows[rubric.source.index];
          return row ? <OrderRow provided={provided} snapshot={snapshot} row={row} index={rubric.source.index} count={rows.length} onMove={moveTo} /> : <div ref={provided.innerRef} {...provided.draggableProps} />;
        }}
      >
        {(provided, snapshot) => {
          droppableRef.current = provided.innerRef;
          return (
            <Paper
              withBorder
              ref={setScroll}
              {...provided.droppableProps}
              role="list"
              aria-label={t`Productos de ${categoryName} en orden`}
              style={{ height: `min(${rows.length * ROW_HEIGHT + 2}px, calc(100dvh - 240px))`, minHeight: Math.min(rows.length, 4) * ROW_HEIGHT + 2, overflowY: 'auto', outline: snapshot.isDraggingOver ? '2px dashed var(--mantine-color-blue-5)' : undefined }}
            >
              <VirtualRows virtualizer={virtualizer} rows={rows} extra={snapshot.isUsingPlaceholder ? 1 : 0} onMove={moveTo} />
            </Paper>
          );
        }}
      </Droppable>
    </DragDropContext>
  );
}

function VirtualRows({ virtualizer, rows, extra, onMove }: { virtualizer: Virtualizer<HTMLDivElement, Element>; rows: OrderedProduct[]; extra: number; onMove: (from: number, to: number) => void }) {
  const total = (rows.length + extra) * ROW_HEIGHT;
  return (
    <div style={{ height: Math.max(total, virtualizer.getTotalSize()), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <Draggable key={row.id} draggableId={String(row.id)} index={item.index}>
            {(provided, snapshot) => (
              <OrderRow
                provided={provided}
                snapshot={snapshot}
                row={row}
                index={item.index}
                count={rows.length}
                onMove={(from, to) => {
                  onMove(from, to);
                  if (to === 0) virtualizer.scrollToIndex(0);
                }}
                style={{ position: 'absolute', top: item.start, left: 0, width: '100%' }}
              />
            )}
          </Draggable>
        );
      })}
    </div>
  );
}

interface OrderRowProps {
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
  row: OrderedProduct;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  style?: CSSProperties;
}

function OrderRow({ provided, snapshot, row, index, count, onMove, style }: OrderRowProps) {
  const { t } = useLingui();
  const name = row.name;
  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      role="listitem"
      data-testid="display-order-row"
      data-product-id={row.id}
      data-dragging={snapshot.isDragging || undefined}
      style={{
        ...provided.draggableProps.style,
        ...style,
        ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null),
        height: ROW_HEIGHT,
        boxSizing: 'border-box',
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: snapshot.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group h="100%" px="xs" gap="xs" wrap="nowrap">
        {/* The handle alone takes the drag (mouse, touch, keyboard), so the row's buttons stay plain buttons. */}
        <Box {...provided.dragHandleProps} aria-label={t`Arrastrar ${name} (posición ${index + 1})`} data-testid="display-order-handle" style={{ flex: 'none', display: 'grid', placeItems: 'center', width: 32, height: 40, cursor: 'grab', borderRadius: 4 }}>
          <IconGripVertical size={18} aria-hidden color="var(--mantine-color-dimmed)" />
        </Box>
        <Text miw={24} ta="end" size="sm" c="dimmed" style={{ ...TABULAR, flex: 'none' }} data-testid="display-order-position">
          {index + 1}
        </Text>
        <Box w={36} h={36} visibleFrom="sm" style={{ flex: 'none', display: 'grid', placeItems: 'center' }}>
          {row.imageUrl ? <Image src={row.imageUrl} alt="" w={36} h={36} fit="contain" radius="sm" /> : <IconPhoto size={20} aria-hidden color="var(--mantine-color-dimmed)" />}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate data-testid="display-order-name">
            {name}
          </Text>
          <Text size="xs" c="dimmed" style={TABULAR} truncate>
            {row.sku}
          </Text>
        </Box>
        {!row.active && (
          <Badge color="gray" variant="light">
            <Trans>Inactivo</Trans>
          </Badge>
        )}
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          <Tooltip label={t`Al principio`}>
            <ActionIcon variant="subtle" aria-label={t`Mover ${name} al principio`} disabled={index === 0} onClick={() => onMove(index, 0)}>
              <IconArrowBarToUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Subir`}>
            <ActionIcon variant="subtle" aria-label={t`Subir ${name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
              <IconChevronUp size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t`Bajar`}>
            <ActionIcon variant="subtle" aria-label={t`Bajar ${name}`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
              <IconChevronDown size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </div>
  );
}
