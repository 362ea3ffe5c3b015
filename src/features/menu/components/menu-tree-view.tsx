/**
 * The menu as a tree: drag (mouse, touch or keyboard: space lifts, arrows move, space drops) or the arrow buttons
 * to reorder among siblings; add a child, edit or delete each item.
 */
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCategory, IconEdit, IconGripVertical, IconLink, IconListDetails, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { MENU_DEPTH_MAX, type MenuItem } from '../../../../contract/schemas/menu';
import { childrenOf } from '../lib/menu-tree';

const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };
const groupId = (parentId: number | null) => `menu-group-${parentId ?? 'root'}`;
const parentOfGroup = (id: string): number | null => (id === groupId(null) ? null : Number(id.slice('menu-group-'.length)));

export interface MenuTreeActions {
  onReorder: (parentId: number | null, from: number, to: number) => void;
  onAddChild: (parent: MenuItem) => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

export function MenuTreeView({ items, ...actions }: MenuTreeActions & { items: readonly MenuItem[] }) {
  const groups = childrenOf(items);
  const onDragEnd = (result: DropResult) => {
    const { source, destination } = result;
    if (!destination || destination.droppableId !== source.droppableId || destination.index === source.index) return;
    actions.onReorder(parentOfGroup(source.droppableId), source.index, destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <SiblingGroup parentId={null} depth={0} groups={groups} {...actions} />
    </DragDropContext>
  );
}

function Target({ item }: { item: MenuItem }) {
  const count = item.categoryProductCount ?? 0;
  const products = item.productIds.length;
  if (item.kind === 'category') {
    const name = item.categoryName ?? '';
    return (
      <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
        <IconCategory size={14} aria-hidden />
        <Text size="xs" truncate>
          <Trans>
            Categoría {name} · <Plural value={count} one="# producto" other="# productos" />
          </Trans>
        </Text>
      </Group>
    );
  }
  if (item.kind === 'products') {
    return (
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconListDetails size={14} aria-hidden />
        <Text size="xs">
          <Trans>
            Lista de <Plural value={products} one="# producto" other="# productos" />
          </Trans>
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
      <IconLink size={14} aria-hidden />
      <Text size="xs" truncate dir="ltr">
        {item.url}
      </Text>
    </Group>
  );
}

interface GroupProps extends MenuTreeActions {
  parentId: number | null;
  depth: number;
  groups: Map<number | null, MenuItem[]>;
}

function SiblingGroup({ parentId, depth, groups, ...actions }: GroupProps) {
  const { t } = useLingui();
  const rows = groups.get(parentId) ?? [];
  // One droppable type per parent: an item is dragged among its siblings only.
  return (
    <Droppable droppableId={groupId(parentId)} type={groupId(parentId)}>
      {(drop) => (
        <div ref={drop.innerRef} {...drop.droppableProps} role="list" aria-label={parentId === null ? t`Menú de la tienda` : undefined}>
          {rows.map((item, index) => {
            const name = item.nombre;
            return (
              <Draggable key={item.id} draggableId={`menu-item-${item.id}`} index={index}>
                {(drag, snapshot) => (
                  <div
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    role="listitem"
                    style={{
                      ...drag.draggableProps.style,
                      ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null),
                      background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined,
                    }}
                  >
                    <Group
                      wrap="nowrap"
                      gap={6}
                      py={6}
                      pe="xs"
                      style={{
                        paddingInlineStart: `calc(${depth} * var(--mantine-spacing-lg))`,
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                      }}
                      data-testid="menu-item-row"
                      data-menu-item={item.id}
                    >
                      <ActionIcon component="span" variant="subtle" color="gray" aria-label={t`Arrastrar ${name}`} {...drag.dragHandleProps}>
                        <IconGripVertical size={16} />
                      </ActionIcon>
                      {/* On a narrow screen the actions wrap under the name instead of squeezing it. */}
                      <Group wrap="wrap" gap={6} justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
                        <div style={{ flex: '1 1 11rem', minWidth: 0 }}>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={500} truncate data-testid="menu-item-name">
                              {name}
                            </Text>
                            {!item.active ? (
                              <Badge size="xs" color="gray" variant="light">
                                <Trans>Oculto</Trans>
                              </Badge>
                            ) : null}
                          </Group>
                          <Target item={item} />
                        </div>
                        <Group gap={6} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === 0}
                            onClick={() => actions.onReorder(parentId, index, index - 1)}
                            aria-label={t`Subir ${name}`}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            disabled={index === rows.length - 1}
                            onClick={() => actions.onReorder(parentId, index, index + 1)}
                            aria-label={t`Bajar ${name}`}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <Tooltip label={t`Añadir dentro`}>
                            <ActionIcon
                              variant="subtle"
                              disabled={depth + 1 >= MENU_DEPTH_MAX}
                              onClick={() => actions.onAddChild(item)}
                              aria-label={t`Añadir dentro de ${name}`}
                            >
                              <IconPlus size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t`Editar`}>
                            <ActionIcon variant="subtle" onClick={() => actions.onEdit(item)} aria-label={t`Editar ${name}`}>
                              <IconEdit size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t`Eliminar`}>
                            <ActionIcon variant="subtle" color="red" onClick={() => actions.onDelete(item)} aria-label={t`Eliminar ${name}`}>
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Group>
                    </Group>
                    {groups.has(item.id) ? <SiblingGroup parentId={item.id} depth={depth + 1} groups={groups} {...actions} /> : null}
                  </div>
                )}
              </Draggable>
            );
          })}
          {drop.placeholder}
        </div>
      )}
    </Droppable>
  );
}
