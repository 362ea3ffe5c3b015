import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Menu, NumberInput, Switch, Text, TextInput, Tooltip, useDirection } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconDots, IconGripVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { AISLE_ORDER_MAX, CATEGORY_NAME_MAX, type CategoryRow as Row } from '../../../../contract/schemas/categories';

export interface CategoryRowActions {
  onRename: (row: Row, name: string) => Promise<boolean>;
  onAisle: (row: Row, aisleOrder: number) => void;
  onActive: (row: Row, active: boolean) => void;
  onStep: (row: Row, step: -1 | 1) => void;
  onAddChild: (row: Row) => void;
  onMove: (row: Row) => void;
  onDelete: (row: Row) => void;
}

interface CategoryRowProps extends CategoryRowActions {
  row: Row;
  depth: number;
  first: boolean;
  last: boolean;
  expanded: boolean;
  onToggle: (row: Row) => void;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
}

/** One category of the tree: drag handle, expand, name (renamed in place), counts, aisle, active, order and actions. */
export function CategoryRow({ row, depth, first, last, expanded, onToggle, dragHandleProps, ...actions }: CategoryRowProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(row.name);
  const [aisle, setAisle] = useState<number | string>(row.aisleOrder);
  // A saved aisle (here or by someone else) replaces what the field shows.
  const [shownAisle, setShownAisle] = useState(row.aisleOrder);
  if (shownAisle !== row.aisleOrder) {
    setShownAisle(row.aisleOrder);
    setAisle(row.aisleOrder);
  }
  const name = row.name;

  const finishRename = async () => {
    const next = draft.trim();
    if (next === '' || next === row.name) {
      setEditing(false);
      setDraft(row.name);
      return;
    }
    if (await actions.onRename(row, next)) setEditing(false);
  };
  const commitAisle = () => {
    const value = typeof aisle === 'number' ? aisle : Number.parseInt(aisle, 10);
    if (Number.isInteger(value) && value !== row.aisleOrder) actions.onAisle(row, value);
    else setAisle(row.aisleOrder);
  };

  return (
    <Group
      wrap="wrap"
      gap={6}
      py={4}
      pe="xs"
      style={{ paddingInlineStart: `calc(${depth} * var(--mantine-spacing-lg))`, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="category-row"
      data-category-id={row.id}
      data-active={row.active}
    >
      {/* Name part first; on a narrow screen the controls wrap below it instead of squeezing the name. */}
      <Group wrap="nowrap" gap={6} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <ActionIcon component="span" variant="subtle" color="gray" aria-label={t`Arrastrar ${name}`} {...dragHandleProps}>
          <IconGripVertical size={16} />
        </ActionIcon>
        {row.childCount > 0 ? (
          <ActionIcon variant="subtle" color="gray" onClick={() => onToggle(row)} aria-expanded={expanded} aria-label={expanded ? t`Contraer ${name}` : t`Expandir ${name}`}>
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          </ActionIcon>
        ) : (
          <span style={{ width: 28, flex: 'none' }} />
        )}
        {editing ? (
          <TextInput
            size="xs"
            autoFocus
            flex={1}
            aria-label={t`Nuevo nombre de ${name}`}
            value={draft}
            maxLength={CATEGORY_NAME_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={() => void finishRename()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void finishRename();
              if (event.key === 'Escape') {
                setDraft(row.name);
                setEditing(false);
              }
            }}
          />
        ) : (
          <Text
            flex={1}
            size="sm"
            fw={depth === 0 ? 600 : 400}
            c={row.active ? undefined : 'dimmed'}
            td={row.active ? undefined : 'line-through'}
            truncate
            onDoubleClick={() => setEditing(true)}
            data-testid="category-name"
          >
            {name}
          </Text>
        )}
        {!row.active ? (
          <Badge size="xs" color="gray" variant="light">
            <Trans>Inactiva</Trans>
          </Badge>
        ) : null}
        <Tooltip label={t`Productos en esta categoría`}>
          <Badge size="sm" variant="light" color={row.productCount > 0 ? 'blue' : 'gray'} style={{ flex: 'none' }}>
            {row.productCount}
          </Badge>
        </Tooltip>
      </Group>
      <Group wrap="nowrap" gap={6} ms="auto">
        <NumberInput
          size="xs"
          w={76}
          min={0}
          max={AISLE_ORDER_MAX}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          aria-label={t`Pasillo de ${name}`}
          leftSection={
            <Text size="xs" c="dimmed">
              #
            </Text>
          }
          value={aisle}
          onChange={setAisle}
          onBlur={commitAisle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitAisle();
          }}
        />
        <Switch size="sm" checked={row.active} onChange={(event) => actions.onActive(row, event.currentTarget.checked)} aria-label={t`Activa: ${name}`} />
        <ActionIcon variant="subtle" color="gray" disabled={first} onClick={() => actions.onStep(row, -1)} aria-label={t`Subir ${name}`}>
          <IconArrowUp size={16} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" disabled={last} onClick={() => actions.onStep(row, 1)} aria-label={t`Bajar ${name}`}>
          <IconArrowDown size={16} />
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Acciones de ${name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              onClick={() => {
                setDraft(row.name);
                setEditing(true);
              }}
            >
              <Trans>Renombrar</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => actions.onAddChild(row)}>
              <Trans>Añadir subcategoría</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => actions.onMove(row)}>
              <Trans>Mover a…</Trans>
            </Menu.Item>
            <Menu.Item color="red" onClick={() => actions.onDelete(row)}>
              <Trans>Eliminar</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
