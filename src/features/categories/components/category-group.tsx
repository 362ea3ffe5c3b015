import { Draggable, Droppable } from '@hello-pangea/dnd';
import type { CSSProperties } from 'react';
import type { CategoryRow as Row } from '../../../../contract/schemas/categories';
import type { ChildrenOf } from '../lib/category-tree';
import { CategoryRow, type CategoryRowActions } from './category-row';

/** The row is already where it lands when dropped; dnd's drop animation only delays the save (its documented skip). */
const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

/** Droppable id (and type, so a row only moves among its siblings) of a parent's children. */
export const groupId = (parentId: number | null) => `group-${parentId ?? 'root'}`;
export const parentOfGroup = (id: string): number | null => (id === 'group-root' ? null : Number(id.slice('group-'.length)));

interface CategoryGroupProps extends CategoryRowActions {
  parentId: number | null;
  depth: number;
  tree: ChildrenOf;
  expanded: ReadonlySet<number>;
  onToggle: (row: Row) => void;
}

/** One parent's children as a drop list; an expanded child shows its own children nested under it. */
export function CategoryGroup({ parentId, depth, tree, expanded, onToggle, ...actions }: CategoryGroupProps) {
  const rows = tree.get(parentId) ?? [];
  return (
    <Droppable droppableId={groupId(parentId)} type={groupId(parentId)}>
      {(drop) => (
        <div ref={drop.innerRef} {...drop.droppableProps} role="list">
          {rows.map((row, index) => (
            <Draggable key={row.id} draggableId={`category-${row.id}`} index={index}>
              {(drag, snapshot) => (
                <div
                  ref={drag.innerRef}
                  {...drag.draggableProps}
                  role="listitem"
                  style={{ ...drag.draggableProps.style, ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null), background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined }}
                >
                  <CategoryRow
                    row={row}
                    depth={depth}
                    first={index === 0}
                    last={index === rows.length - 1}
                    expanded={expanded.has(row.id)}
                    onToggle={onToggle}
                    dragHandleProps={drag.dragHandleProps}
                    {...actions}
                  />
                  {expanded.has(row.id) && row.childCount > 0 ? (
                    <CategoryGroup parentId={row.id} depth={depth + 1} tree={tree} expanded={expanded} onToggle={onToggle} {...actions} />
                  ) : null}
                </div>
              )}
            </Draggable>
          ))}
          {drop.placeholder}
        </div>
      )}
    </Droppable>
  );
}
