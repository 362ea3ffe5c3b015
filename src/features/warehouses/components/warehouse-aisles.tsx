/**
 * The warehouse's walking order of categories (picking follows it): drag and drop (mouse, touch, or hello-pangea's
 * keyboard dragging: Space, arrows, Space) or each row's up/down buttons, then save the whole order.
 */
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useState, type CSSProperties } from 'react';
import type { AisleRow } from '../../../../contract/schemas/warehouses';
import { TABULAR } from '../../../lib/format';
import { useSetAisles, warehouseAislesQuery, type CompanyScope } from '../api/warehouse-queries';
import { useWarehouseErrorMessage } from '../lib/warehouse-errors';

const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function WarehouseAisles({ scope, warehouseId }: { scope: CompanyScope; warehouseId: number }) {
  const { t } = useLingui();
  const describe = useWarehouseErrorMessage();
  const aisles = useQuery(warehouseAislesQuery(scope, warehouseId));
  const setAisles = useSetAisles(scope, warehouseId);
  const [draft, setDraft] = useState<AisleRow[] | null>(null);
  const dirty = draft !== null;
  // Leaving with an unsaved order asks first (the browser's own dialog on reload or close).
  useBlocker({ shouldBlockFn: () => dirty && !window.confirm(t`Tienes un orden de pasillos sin guardar. ¿Salir sin guardarlo?`), enableBeforeUnload: () => dirty });
  const rows = draft ?? aisles.data?.rows ?? [];

  if (aisles.isPending) return <Skeleton h={200} />;
  if (aisles.isError) return <Alert color="red">{describe(aisles.error)}</Alert>;
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Esta empresa aún no tiene categorías: créalas en Categorías y aquí podrás ordenar sus pasillos.</Trans>
      </Text>
    );
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    setDraft(moveItem(rows, from, to));
  };
  const onDragEnd = (result: DropResult) => {
    if (result.destination) move(result.source.index, result.destination.index);
  };
  const save = () =>
    setAisles.mutate(
      { categoryIds: rows.map((row) => row.categoryId), mutationId: crypto.randomUUID() },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ color: 'green', message: t`Orden de pasillos guardado.`, autoClose: 3000 });
        },
        onError: (error) => notifications.show({ color: 'red', title: t`No se pudo guardar`, message: describe(error), autoClose: 3000 }),
      },
    );

  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm" c="dimmed">
        <Trans>Picking recorre las líneas de los pedidos de esta bodega en este orden. Arrastra las categorías o usa las flechas, y guarda.</Trans>
      </Text>
      <DragDropContext
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={t`Pulsa Espacio para levantar la categoría, las flechas arriba y abajo para moverla, Espacio para soltarla y Escape para cancelar.`}
      >
        <Droppable droppableId="aisles">
          {(drop) => (
            <Paper withBorder ref={drop.innerRef} {...drop.droppableProps} role="list" aria-label={t`Orden de pasillos`}>
              {rows.map((row, index) => {
                const name = row.parentName ? `${row.parentName} › ${row.name}` : row.name;
                return (
                  <Draggable key={row.categoryId} draggableId={`aisle-${row.categoryId}`} index={index}>
                    {(drag, snapshot) => (
                      <div
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        role="listitem"
                        data-testid="aisle-row"
                        style={{ ...drag.draggableProps.style, ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null), background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined }}
                      >
                        <Group wrap="nowrap" gap={6} py={4} px="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                          <ActionIcon component="span" variant="subtle" color="gray" aria-label={t`Arrastrar ${name}`} {...drag.dragHandleProps}>
                            <IconGripVertical size={16} />
                          </ActionIcon>
                          <Text size="sm" c="dimmed" w={32} ta="end" style={TABULAR}>
                            {index + 1}
                          </Text>
                          <Text size="sm" flex={1}>
                            {name}
                          </Text>
                          {!row.active ? (
                            <Badge size="xs" color="gray" variant="light">
                              <Trans>Inactiva</Trans>
                            </Badge>
                          ) : null}
                          <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t`Subir ${name}`}>
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="gray" disabled={index === rows.length - 1} onClick={() => move(index, index + 1)} aria-label={t`Bajar ${name}`}>
                            <IconArrowDown size={16} />
                          </ActionIcon>
                        </Group>
                      </div>
                    )}
                  </Draggable>
                );
              })}
              {drop.placeholder}
            </Paper>
          )}
        </Droppable>
      </DragDropContext>
      <Group>
        <Button onClick={save} disabled={!dirty} loading={setAisles.isPending}>
          <Trans>Guardar orden</Trans>
        </Button>
        <Button variant="default" onClick={() => setDraft(null)} disabled={!dirty || setAisles.isPending}>
          <Trans>Descartar cambios</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
