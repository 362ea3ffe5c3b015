import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Checkbox, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { StoreCategoryRow } from '../../../../contract/schemas/categories';
import { moveItem } from '../lib/category-tree';
import { groupId, parentOfGroup } from './category-group';

const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

/** The store's rows grouped by parent, in their current order. */
export function groupRows(rows: readonly StoreCategoryRow[]): Map<number | null, StoreCategoryRow[]> {
  const map = new Map<number | null, StoreCategoryRow[]>();
  for (const row of rows) map.set(row.parentId, [...(map.get(row.parentId) ?? []), row]);
  return map;
}

/** Depth-first: each parent followed by its children (the order /StoreCategory/Set stores). */
export function flattenGroups(groups: Map<number | null, StoreCategoryRow[]>): StoreCategoryRow[] {
  const out: StoreCategoryRow[] = [];
  const walk = (parentId: number | null) => {
    for (const row of groups.get(parentId) ?? []) {
      out.push(row);
      walk(row.categoryId);
    }
  };
  walk(null);
  return out;
}

interface ListProps {
  rows: readonly StoreCategoryRow[];
  onChange: (rows: StoreCategoryRow[]) => void;
}

/** A checklist of the store's categories: tick to show, drag (mouse or keyboard) or arrows to reorder among siblings. */
export function StoreCategoryList({ rows, onChange }: ListProps) {
  const groups = groupRows(rows);
  const reorder = (parentId: number | null, from: number, to: number) => {
    const next = new Map(groups);
    next.set(parentId, moveItem(groups.get(parentId) ?? [], from, to));
    onChange(flattenGroups(next));
  };
  const onDragEnd = (result: DropResult) => {
    const { source, destination } = result;
    if (!destination || destination.droppableId !== source.droppableId || destination.index === source.index) return;
    reorder(parentOfGroup(source.droppableId), source.index, destination.index);
  };
  const toggle = (categoryId: number, visible: boolean) => onChange(rows.map((row) => (row.categoryId === categoryId ? { ...row, visible } : row)));
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <SiblingGroup parentId={null} depth={0} groups={groups} onReorder={reorder} onToggle={toggle} />
    </DragDropContext>
  );
}

interface GroupProps {
  parentId: number | null;
  depth: number;
  groups: Map<number | null, StoreCategoryRow[]>;
  onReorder: (parentId: number | null, from: number, to: number) => void;
  onToggle: (categoryId: number, visible: boolean) => void;
}

function SiblingGroup({ parentId, depth, groups, onReorder, onToggle }: GroupProps) {
  const { t } = useLingui();
  const rows = groups.get(parentId) ?? [];
  return (
    <Droppable droppableId={groupId(parentId)} type={groupId(parentId)}>
      {(drop) => (
        <div ref={drop.innerRef} {...drop.droppableProps} role="list">
          {rows.map((row, index) => {
            const name = row.name;
            return (
              <Draggable key={row.categoryId} draggableId={`store-category-${row.categoryId}`} index={index}>
                {(drag, snapshot) => (
                  <div
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    role="listitem"
                    style={{ ...drag.draggableProps.style, ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null), background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined }}
                  >
                    <Group
                      wrap="nowrap"
                      gap={6}
                      py={4}
                      pe="xs"
                      style={{ paddingInlineStart: `calc(${depth} * var(--mantine-spacing-lg))`, borderBottom: '1px solid var(--mantine-color-default-border)' }}
                      data-testid="store-category-row"
                    >
                      <ActionIcon component="span" variant="subtle" color="gray" aria-label={t`Arrastrar ${name}`} {...drag.dragHandleProps}>
                        <IconGripVertical size={16} />
                      </ActionIcon>
                      <Checkbox flex={1} label={name} checked={row.visible} onChange={(event) => onToggle(row.categoryId, event.currentTarget.checked)} />
                      {!row.active ? (
                        <Badge size="xs" color="gray" variant="light">
                          <Trans>Inactiva</Trans>
                        </Badge>
                      ) : null}
                      <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onReorder(parentId, index, index - 1)} aria-label={t`Subir ${name}`}>
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="gray" disabled={index === rows.length - 1} onClick={() => onReorder(parentId, index, index + 1)} aria-label={t`Bajar ${name}`}>
                        <IconArrowDown size={16} />
                      </ActionIcon>
                    </Group>
                    {groups.has(row.categoryId) ? <SiblingGroup parentId={row.categoryId} depth={depth + 1} groups={groups} onReorder={onReorder} onToggle={onToggle} /> : null}
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
